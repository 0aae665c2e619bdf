// How a ref's game data sits in IndexedDB (store aosData, keyed by name): its
// index, its shared core and each army, under keys no ref has (refs never hold
// ':'); the whole data is these parts joined. An army row names the commit and
// the schema version it is of, so parts of two data releases, or of two versions
// of the app, are never joined. A mark names the release whose every army is
// stored, so that a visit knows it without reading them.
import type { Army, GameDataParts } from '@scrolldex/rules';

import type { StoredDocument } from './db';

/**
 * An army as stored. The whole data's download stores its armies unchecked (`checked: false`): each is checked when it
 * is first read (data/army-data-cache.ts), which most visits never do for most armies, and then named in its release's
 * CheckedArmies rather than written again. Rows of earlier versions have no `checked`: they were checked before they
 * were stored.
 */
export type StoredArmy = { commit: string | null; schemaVersion: number; army: Army; checked?: boolean };

/** What names a data release: a commit and the schema version it was converted to. */
export type Release = { commit: string | null; schemaVersion: number };

export function releaseOf({ source, schemaVersion }: { source: { commit: string | null }; schemaVersion: number }): Release {
  return { commit: source.commit, schemaVersion };
}

export function sameRelease(a: Release, b: Release): boolean {
  return a.commit === b.commit && a.schemaVersion === b.schemaVersion;
}

export function indexKey(ref: string): string {
  return `index:${ref}`;
}

export function coreKey(ref: string): string {
  return `core:${ref}`;
}

/** The armies of a release checked since the whole data's download stored them unchecked: a CheckedArmies. */
export function checkedKey(ref: string): string {
  return `checked:${ref}`;
}

export type CheckedArmies = Release & { armies: string[] };

/** The mark of the release whose every army (with its index and core) is stored: a Release. */
export function wholeKey(ref: string): string {
  return `whole:${ref}`;
}

export function armyKey(ref: string, army: string): string {
  return `army:${ref}:${army}`;
}

/** The rows of `parts`: its index, its core, and each of its armies, checked unless said otherwise. */
export function armyPartRows(ref: string, { index, core, armies }: GameDataParts, checked = true): StoredDocument[] {
  const { commit, schemaVersion } = releaseOf(index);
  return [
    { name: indexKey(ref), document: index },
    { name: coreKey(ref), document: core },
    ...Object.entries(armies).map(([name, army]) => ({
      name: armyKey(ref, name),
      document: { commit, schemaVersion, army, checked } satisfies StoredArmy,
    })),
  ];
}
