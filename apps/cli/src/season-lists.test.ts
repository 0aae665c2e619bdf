// Real lists checked on the data of their own season, as a player of that
// season would have seen them: the shared tournament exports and
// the lists found on the public web, each against the data ref of its date.
import { basename, dirname, resolve } from 'node:path';

import { fixtureListPath } from '@scrolldex/test-harness/fixture-lists';
import { RELEASE_FOR_TESTS } from '@scrolldex/test-harness/pinned-data';
import type {} from '@scrolldex/test-harness/provided-context';
import { TEST_DATA_REPO } from '@scrolldex/test-harness/test-data-paths';
import { describe, expect, inject, it } from 'vitest';

import type { ValidationRun } from './format-report.js';
import { runListValidate } from './run-list-validate.js';

const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');
const shared = fixtureListPath;
const found = (file: string) => resolve(PROJECT_ROOT, 'packages/rules/test/fixtures/real-lists', file);

/**
 * The cache of converted data a run at `ref` reads: for main and RELEASE_FOR_TESTS the test data's own conversions
 * (tooling/test-data names their files as the cache does, for this very converter), so a fresh clone converts only the
 * oldest release here, where it converted all three (some 3.5 s of CPU each).
 */
function cacheDirFor(ref: string): string {
  if (ref === 'main') return dirname(inject('gameDataPath'));
  if (ref === RELEASE_FOR_TESTS) return dirname(inject('releaseGameDataPath'));
  return resolve(PROJECT_ROOT, '.cache/game-data');
}

/** Runs list-validate in process with --json on the test data repo at `ref`. */
async function validateOn(ref: string, files: readonly string[]): Promise<ValidationRun> {
  const out: string[] = [];
  const err: string[] = [];
  await runListValidate({
    argv: ['--json', '--data', TEST_DATA_REPO, '--ref', ref, ...files],
    env: {},
    cwd: PROJECT_ROOT,
    projectRoot: PROJECT_ROOT,
    gameDataCacheDir: cacheDirFor(ref),
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    readStdin: () => Promise.reject(new Error('stdin must not be read')),
    stdinIsTty: true,
  });
  expect(err.join('')).toBe('');
  return JSON.parse(out.join('')) as ValidationRun;
}

/** Each list's verdict in short: its errors and warnings, and the lines it could not place. */
function verdicts(run: ValidationRun) {
  return Object.fromEntries(run.lists.map((list) => [basename(list.file), { errors: list.errors, warnings: list.warnings, unplaced: list.unplaced }]));
}

describe.concurrent('real lists on the data of their season', () => {
  it('passes the 2025-26 lists on battlescroll-2026-03, the last data of that season, placing every line', async () => {
    const run = await validateOn('battlescroll-2026-03', [
      shared('004-blades-of-khorne.txt'),
      shared('005-blades-of-khorne.txt'),
      shared('021-helsmiths-of-hashut.txt'),
      shared('031-kharadron-overlords.txt'),
      shared('065-lumineth-realm-lords.txt'),
    ]);
    expect(run.data.handbook).toBe("General's Handbook 2025-26");
    const clean = { errors: [], warnings: [], unplaced: [] };
    expect(verdicts(run)).toEqual({
      '004-blades-of-khorne.txt': clean,
      '005-blades-of-khorne.txt': clean,
      '021-helsmiths-of-hashut.txt': clean,
      '031-kharadron-overlords.txt': clean,
      // The player took no heroic trait: a true warning, not a misread.
      '065-lumineth-realm-lords.txt': { ...clean, warnings: ['Warning: No heroic trait selected although a unit could take one.'] },
    });
  }, 120_000);

  it('passes the 2026-27 lists on main, in the official app layouts and as 0ctolith prints the same list', async () => {
    const run = await validateOn('main', [
      found('kb-001-vienna-2026-app-a.txt'),
      found('kb-001-vienna-2026-as-0ctolith.txt'),
      found('cos-003-classique-2026-app-b.txt'),
    ]);
    expect(run.data.handbook).toBe("General's Handbook 2026-27");
    expect(verdicts(run)).toEqual({
      'kb-001-vienna-2026-app-a.txt': { errors: [], warnings: [], unplaced: [] },
      // Its '<name> ===' title is read as the list's name.
      'kb-001-vienna-2026-as-0ctolith.txt': { errors: [], warnings: [], unplaced: [] },
      'cos-003-classique-2026-app-b.txt': { errors: [], warnings: [], unplaced: [] },
    });
  }, 120_000);

  // No data of the 2024-25 season is in the repo: its lists are read on the oldest ref, where every
  // selection still places and the only errors are what the next season changed.
  it('places every line of the 2024-25 lists on the oldest data, erring only on what 2025-26 changed', async () => {
    const run = await validateOn('battlescroll-2025-12', [
      shared('002-bonesplitterz.txt'),
      shared('054-slaves-to-darkness.txt'),
      found('kb-003-aetherforce-2025-app-a.txt'),
    ]);
    const lists = verdicts(run);
    for (const list of Object.values(lists)) expect(list.unplaced).toEqual([]);
    // Battle tactic cards arrived with 2025-26; a 2024-25 list has none.
    expect(lists['054-slaves-to-darkness.txt']!.errors).toEqual(['Must select two battle tactic cards.']);
    expect(lists['kb-003-aetherforce-2025-app-a.txt']!.errors).toEqual(['Must select two battle tactic cards.']);
    // Bonesplitterz went to Legends, and its Boarboys lost reinforcement and their place under Kragnos, in 2025-26.
    expect(lists['002-bonesplitterz.txt']!.errors).toEqual(
      expect.arrayContaining(['Must select two battle tactic cards.', 'Savage Boarboys cannot be reinforced.']),
    );
    expect(lists['002-bonesplitterz.txt']!.errors[0]).toMatch(/^Bonesplitterz is a Legends army/);
  }, 120_000);
});
