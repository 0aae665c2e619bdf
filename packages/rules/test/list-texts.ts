// Army-list texts for import tests: the corpus of real tournament exports in
// the test harness (tooling/test-harness/fixtures/lists) and our own lists in
// test/fixtures/lists.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { FIXTURE_LISTS_DIR } from '@scrolldex/test-harness/fixture-lists';

export const SHARED_LISTS_DIR = FIXTURE_LISTS_DIR;
export const OWN_LISTS_DIR = resolve(import.meta.dirname, 'fixtures/lists');

/** An entry of the shared corpus's index.json (the fields the tests read). */
export type SharedListEntry = {
  file: string;
  format: string;
  army: string;
  armyOfRenown: string | null;
  statedPoints: number;
  pointsCap: number | null;
  battleFormation: string | null;
  unitCount: number;
  regiments: number;
  auxiliaryUnitCount: number;
  regimentsOfRenown: { name: string; points: number; members: string[] }[];
  factionTerrain: string[];
  drops: number;
};

export function sharedListIndex(): SharedListEntry[] {
  return JSON.parse(readFileSync(join(SHARED_LISTS_DIR, 'index.json'), 'utf8')) as SharedListEntry[];
}

export function readSharedList(file: string): string {
  return readFileSync(join(SHARED_LISTS_DIR, file), 'utf8');
}

export function ownListFiles(): string[] {
  return readdirSync(OWN_LISTS_DIR)
    .filter((file) => file.endsWith('.txt'))
    .sort();
}

export function readOwnList(file: string): string {
  return readFileSync(join(OWN_LISTS_DIR, file), 'utf8');
}

/** Every list text the tests know: shared corpus first, then our own. */
export function allListTexts(): { file: string; text: string }[] {
  return [...sharedListIndex().map(({ file }) => ({ file, text: readSharedList(file) })), ...ownListFiles().map((file) => ({ file, text: readOwnList(file) }))];
}
