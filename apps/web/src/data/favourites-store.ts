// The favourites store: one entry per favourited army,
// unit or FAQ under the composite key 'type:key', with the sync bookkeeping
// beside. Pure functions over the stored value, plus the one-time migration of
// the old local formats; the jotai atoms live in state/favourites.ts.
import { FavoriteEntrySchema, SYNC_LIMITS, type FavoriteEntry } from '@scrolldex/contract';
import { z } from 'zod/mini';

import { readStored, removeStored, writeStored } from './local-store';
import { mergeNewer } from './sync-resource';

export type FavouriteType = FavoriteEntry['type'];

export const FAVOURITES_KEY = 'favorites';

/** Built on first use (z.lazy), as the old formats' below: the store is checked only when a device holds one. */
export const FavouritesStoreSchema = z.lazy(() =>
  z.object({
    entries: z.record(z.string(), FavoriteEntrySchema),
    unsyncedCount: z.int().check(z.minimum(0)),
    /** Milliseconds since the epoch of the last successful sync; null before the first. */
    lastSynced: z.nullable(z.int()),
  }),
);
export type FavouritesStore = z.infer<typeof FavouritesStoreSchema>;

export const EMPTY_FAVOURITES: FavouritesStore = { entries: {}, unsyncedCount: 0, lastSynced: null };

export function favouriteId(type: FavouriteType, key: string): string {
  return `${type}:${key}`;
}

/** An entry's place in the store: its 'type:key'. */
export const favouriteIdOf = (entry: FavoriteEntry): string => favouriteId(entry.type, entry.key);

export const TOO_MANY_FAVOURITES = `You can keep at most ${SYNC_LIMITS.favouritesPerAccount} favourites (the server's limit).`;

/** Why a toggle is refused: a new favourite past the account's limit (SYNC_LIMITS), which the server would refuse to keep. */
export function favouriteRefusal(store: FavouritesStore, type: FavouriteType, key: string): string | null {
  if (store.entries[favouriteId(type, key)] !== undefined) return null;
  return Object.keys(store.entries).length >= SYNC_LIMITS.favouritesPerAccount ? TOO_MANY_FAVOURITES : null;
}

export function isFavourite(store: FavouritesStore, type: FavouriteType, key: string): boolean {
  return store.entries[favouriteId(type, key)]?.isFavorited === true;
}

/** The keys of one type that are favourites now. */
export function favouriteKeys(store: FavouritesStore, type: FavouriteType): ReadonlySet<string> {
  const keys = new Set<string>();
  for (const entry of Object.values(store.entries)) if (entry.type === type && entry.isFavorited) keys.add(entry.key);
  return keys;
}

/** Every entry, favourited or not: the body of a sync (a cleared favourite must reach the server too). */
export function favouriteEntries(store: FavouritesStore): FavoriteEntry[] {
  return Object.values(store.entries);
}

export function setFavourite(store: FavouritesStore, type: FavouriteType, key: string, isFavorited: boolean, now: number): FavouritesStore {
  const entry: FavoriteEntry = { type, key, isFavorited, updatedAt: now };
  return { ...store, entries: { ...store.entries, [favouriteId(type, key)]: entry }, unsyncedCount: store.unsyncedCount + 1 };
}

export function toggleFavourite(store: FavouritesStore, type: FavouriteType, key: string, now: number): FavouritesStore {
  return setFavourite(store, type, key, !isFavourite(store, type, key), now);
}

/** 'Clear Favorites': every entry stays, not favourite, stamped, so the clearing syncs. */
export function clearFavourites(store: FavouritesStore, now: number): FavouritesStore {
  const entries: Record<string, FavoriteEntry> = {};
  let changed = 0;
  for (const [id, entry] of Object.entries(store.entries)) {
    entries[id] = { ...entry, isFavorited: false, updatedAt: now };
    changed += 1;
  }
  return { ...store, entries, unsyncedCount: store.unsyncedCount + changed };
}

/**
 * A successful sync: the server's entries taken in, the newer copy of each winning (the server's on a tie); every
 * local entry stays. Synced, unless the store changed while the sync was out: its changes are still to be sent.
 */
export function applySyncResult(store: FavouritesStore, incoming: readonly FavoriteEntry[], now: number, changedMeanwhile: boolean): FavouritesStore {
  const entries = Object.fromEntries(mergeNewer(Object.values(store.entries), incoming, favouriteIdOf).map((entry) => [favouriteIdOf(entry), entry]));
  return { entries, unsyncedCount: changedMeanwhile ? store.unsyncedCount : 0, lastSynced: now };
}

/**
 * The old local formats: a plain array of names per type under its own key
 * (the first releases kept favourites this way). Each becomes a favourited
 * entry stamped at migration time, so the next sync carries it.
 */
export const LEGACY_FAVOURITE_KEYS: Readonly<Record<FavouriteType, string>> = {
  army: 'favoriteArmies',
  unit: 'favoriteUnits',
  faq: 'favoriteFaqs',
};

/** An old key's value as stored, whatever it holds: an unreadable one is named and dropped below. */
const AnyStoredValueSchema = z.lazy(() => z.unknown());
const LegacyNamesSchema = z.lazy(() => z.array(z.string()));

/**
 * Folds the old keys into the store once and removes them. Names already in
 * the store keep their entry (it is newer than the old format). Returns the
 * store as it now stands in local storage.
 */
export function loadFavourites(now: number): FavouritesStore {
  let store = readStored(FAVOURITES_KEY, FavouritesStoreSchema, EMPTY_FAVOURITES);
  let migrated = false;
  for (const [type, legacyKey] of Object.entries(LEGACY_FAVOURITE_KEYS) as [FavouriteType, string][]) {
    const legacy = readStored<unknown>(legacyKey, AnyStoredValueSchema, undefined);
    if (legacy === undefined) continue;
    migrated = true;
    const names = LegacyNamesSchema.safeParse(legacy);
    if (!names.success) console.warn(`Old favourites under '${legacyKey}' are unreadable; dropping them.`);
    for (const name of names.data ?? []) {
      const key = name.trim();
      if (key && !store.entries[favouriteId(type, key)]) store = setFavourite(store, type, key, true, now);
    }
    removeStored(legacyKey);
  }
  if (migrated) writeStored(FAVOURITES_KEY, store);
  return store;
}
