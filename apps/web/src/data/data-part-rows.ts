// How a ref's game data sits in IndexedDB (store aosData, keyed by name): its
// index, its shared core and each army, under keys no ref has (refs never hold
// ':'); the whole data is these parts joined. An army row names the commit and
// the schema version it is of, so parts of two data releases, or of two versions
// of the app, are never joined.
import type { Army, GameDataParts } from '@scrolldex/rules';

import type { StoredDocument } from './db';

export type StoredArmy = { commit: string | null; schemaVersion: number; army: Army };

export function indexKey(ref: string): string {
  return `index:${ref}`;
}

export function coreKey(ref: string): string {
  return `core:${ref}`;
}

export function armyKey(ref: string, army: string): string {
  return `army:${ref}:${army}`;
}

/** The rows of `parts`: its index, its core, and each of its armies. */
export function armyPartRows(ref: string, { index, core, armies }: GameDataParts): StoredDocument[] {
  const { schemaVersion, source } = index;
  const commit = source.commit;
  return [
    { name: indexKey(ref), document: index },
    { name: coreKey(ref), document: core },
    ...Object.entries(armies).map(([name, army]) => ({ name: armyKey(ref, name), document: { commit, schemaVersion, army } satisfies StoredArmy })),
  ];
}
