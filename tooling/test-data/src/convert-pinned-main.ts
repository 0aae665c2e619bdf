// The game data the tests read, converted from the pinned main commit once per
// commit and converter: the file is named by both, so new converter code (or a
// new pin) converts again and every other run reads the file. The name and the
// key are list-validate's (apps/cli/src/game-data-cache.ts) when it runs from
// its sources, so its tests read this file as their cache instead of converting.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { convertDataSet, type DataFile } from '@scrolldex/bsdata';
import { computeConverterKey, readDataFilesAtRef } from '@scrolldex/bsdata/node';
import { parseGameData } from '@scrolldex/rules';

export type ConvertedFile = { path: string; converted: boolean };

/** The code whose output the file is: the converter and the game-data model it writes (the rules package), as converterCodeFolders names them from the sources. */
export function converterFolders(projectRoot: string): string[] {
  return [join(projectRoot, 'packages/bsdata/src'), join(projectRoot, 'packages/rules/src')];
}

/** Written beside and renamed into place: a test (or another run) reading the file never sees half of it. */
export function writeAtomically(path: string, text: string): void {
  const partial = `${path}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, text);
  renameSync(partial, path);
}

/** Reads the data files of a commit of the test repository; they must be there (the repository was checked when assembled). */
export async function readPinnedFiles(gitDir: string, commit: string): Promise<DataFile[]> {
  const read = await readDataFilesAtRef({ location: gitDir, gitDir, kind: 'local' }, commit);
  if (!read.ok) throw new Error(read.errors[0]!.message);
  return read.value.files;
}

/**
 * The converted data of `main` (or of the pinned ref `refName`) at `commit`
 * in `outDir`, converting it first when no file of this converter exists;
 * files of other converters or commits are removed. The file holds what the
 * game-data schema makes of the conversion, checked here once: the key hashes
 * the schema's sources too, so the tests read it without checking it again.
 */
export async function convertPinnedMain(gitDir: string, commit: string, outDir: string, projectRoot: string, refName = 'main'): Promise<ConvertedFile> {
  const key = await computeConverterKey('', converterFolders(projectRoot));
  const name = `${commit}.${key}.json`;
  const path = join(outDir, name);
  if (existsSync(path)) return { path, converted: false };

  const { data } = convertDataSet(await readPinnedFiles(gitDir, commit), { ref: refName, commit });
  const checked = parseGameData(data);
  if (!checked.ok)
    throw new Error(`The conversion of ${refName} at ${commit} does not fit the game-data schema: ${checked.errors.map((error) => error.message).join('; ')}`);
  mkdirSync(outDir, { recursive: true });
  writeAtomically(path, JSON.stringify(checked.value));
  for (const stale of readdirSync(outDir)) if (stale !== name) rmSync(join(outDir, stale), { force: true });
  return { path, converted: true };
}
