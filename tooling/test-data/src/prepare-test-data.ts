// Everything the tests read of the game data, made ready once per test run and
// kept in the project's cache between runs: the data repository found as the
// server finds it (GAME_DATA_REPO, else ../shared/bsdata beside the project,
// else a clone of the public BSData repository in .cache/bsdata), the test
// repository of the pinned refs on its objects, main's files as a folder, and
// main converted, whole and cut down to a few armies, and one release of an
// earlier season converted.
import { join, resolve } from 'node:path';

import { openGameDataRepo, resolveGameDataRepo, type GameDataRepoChoice } from '@scrolldex/bsdata/node';
import { PINNED_DATA_REFS, PINNED_MAIN, pinnedCommit, RELEASE_FOR_TESTS } from '@scrolldex/test-harness/pinned-data';
import { TEST_DATA_DIR, TEST_DATA_FOLDER, TEST_DATA_MAIN_JSON, TEST_DATA_REPO } from '@scrolldex/test-harness/test-data-paths';

import { assembleTestRepo } from './assemble-test-repo.js';
import { convertPinnedMain } from './convert-pinned-main.js';
import { linkAtomically } from './link-atomically.js';
import { writeSmallGameData } from './small-game-data.js';
import { writeDataFolder } from './write-data-folder.js';

export type TestData = {
  gameDataPath: string;
  smallGameDataPath: string;
  /** The converted data of RELEASE_FOR_TESTS, a release of an earlier season. */
  releaseGameDataPath: string;
  /** Where the data came from and why. */
  source: GameDataRepoChoice;
};

const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');

export type DataSource = { choice: GameDataRepoChoice; gitDir: string };

/**
 * The data repository the tests are made from, chosen as the server chooses
 * (resolveGameDataRepo); a URL is cloned into cloneDir once.
 */
export async function openDataSource(env: Readonly<Record<string, string | undefined>>, projectRoot: string, cloneDir: string): Promise<DataSource> {
  const choice = resolveGameDataRepo(env, projectRoot);
  const opened = await openGameDataRepo(choice.location, cloneDir);
  if (!opened.ok) {
    throw new Error(
      `The tests need a BSData game data repository (${choice.reason}): ${opened.errors[0]!.message}. Set GAME_DATA_REPO to the path or URL of one.`,
    );
  }
  return { choice, gitDir: opened.value.gitDir };
}

async function prepare(env: Readonly<Record<string, string | undefined>>): Promise<TestData> {
  const started = performance.now();
  const source = await openDataSource(env, PROJECT_ROOT, join(PROJECT_ROOT, '.cache/bsdata'));
  const repo = assembleTestRepo(source.gitDir, TEST_DATA_REPO, PINNED_DATA_REFS);
  if (!repo.ok) {
    throw new Error(
      `${repo.message} Set GAME_DATA_REPO to a copy of the data repository that holds the pinned commits (tooling/test-harness/src/pinned-data.ts).`,
    );
  }
  writeDataFolder(TEST_DATA_REPO, PINNED_MAIN, TEST_DATA_FOLDER);
  const main = await convertPinnedMain(TEST_DATA_REPO, PINNED_MAIN, join(TEST_DATA_DIR, 'converted'), PROJECT_ROOT);
  const smallGameDataPath = writeSmallGameData(main.path);
  const release = await convertPinnedMain(
    TEST_DATA_REPO,
    pinnedCommit(RELEASE_FOR_TESTS),
    join(TEST_DATA_DIR, `converted-${RELEASE_FOR_TESTS}`),
    PROJECT_ROOT,
    RELEASE_FOR_TESTS,
  );
  linkAtomically(main.path, TEST_DATA_MAIN_JSON);
  if (main.converted || release.converted) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const converted = [main.converted && `main into ${main.path}`, release.converted && `${RELEASE_FOR_TESTS} into ${release.path}`].filter(Boolean).join(', ');
    console.log(`[test data] ${source.choice.location} (${source.choice.reason}): converted in ${seconds} s: ${converted}`);
  }
  return { gameDataPath: main.path, smallGameDataPath, releaseGameDataPath: release.path, source: source.choice };
}

const ONCE = Symbol.for('scrolldex.test-data');
type WithTestData = typeof globalThis & { [ONCE]?: Promise<TestData> };

/**
 * The test data, prepared once per process: the global setup of a Vitest run
 * and the browser tests' server share the same promise.
 */
export function prepareTestData(env: Readonly<Record<string, string | undefined>> = process.env): Promise<TestData> {
  const holder = globalThis as WithTestData;
  holder[ONCE] ??= prepare(env);
  return holder[ONCE];
}
