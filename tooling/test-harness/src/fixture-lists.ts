// The tournament lists of fixtures/lists (see its README): real exports the
// importer, the CLI and the web app are tested on.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const FIXTURE_LISTS_DIR = resolve(import.meta.dirname, '../fixtures/lists');

/** The text of one list of the corpus, e.g. `010-daughters-of-khaine.txt`. */
export function readFixtureList(file: string): string {
  return readFileSync(join(FIXTURE_LISTS_DIR, file), 'utf8');
}

/** The path of one list of the corpus, for a command that reads files. */
export function fixtureListPath(file: string): string {
  return join(FIXTURE_LISTS_DIR, file);
}

/** Lists the team wrote for tests (fixtures/own-lists), in the shapes players paste: not from any player or event. */
export const OWN_LISTS_DIR = resolve(import.meta.dirname, '../fixtures/own-lists');

/** The text of one of our own lists, e.g. `stormcast-2025-26.txt`. */
export function readOwnList(file: string): string {
  return readFileSync(join(OWN_LISTS_DIR, file), 'utf8');
}
