// How the game data's parts sit in IndexedDB beside a ref's whole data (store
// aosData, keyed by name): its index, its shared core and each army, under
// keys no ref has (refs never hold ':'). An army row names the commit it is of,
// so parts of two data releases are never joined.
import type { Army, GameDataParts } from '@scrolldex/rules';

import type { StoredDocument } from './db';

export type StoredArmy = { commit: string | null; army: Army };

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
  const commit = index.source.commit;
  return [
    { name: indexKey(ref), document: index },
    { name: coreKey(ref), document: core },
    ...Object.entries(armies).map(([name, army]) => ({ name: armyKey(ref, name), document: { commit, army } satisfies StoredArmy })),
  ];
}
