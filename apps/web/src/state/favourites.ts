// The favourites store as jotai state: the stored atom, the actions the
// screens, settings and sync call, and the hooks of a star button.
import { FAVORITE_TYPES, type FavoriteEntry } from '@scrolldex/contract';
import { atom, useAtomValue, useSetAtom, type Atom } from 'jotai';
import { useCallback } from 'react';

import {
  applySyncResult,
  clearFavourites,
  EMPTY_FAVOURITES,
  FAVOURITES_KEY,
  favouriteKeys,
  FavouritesStoreSchema,
  isFavourite,
  loadFavourites,
  toggleFavourite,
  type FavouriteType,
} from '../data/favourites-store';
import { storedAtom } from './stored-atom';

// The old local formats are folded in once, before the atom first reads the store.
loadFavourites(Date.now());

/** The whole store: entries by 'type:key', unsyncedCount, lastSynced. */
export const favouritesAtom = storedAtom(FAVOURITES_KEY, FavouritesStoreSchema, EMPTY_FAVOURITES);

export const toggleFavouriteAtom = atom(null, (get, set, type: FavouriteType, key: string) => {
  set(favouritesAtom, toggleFavourite(get(favouritesAtom), type, key, Date.now()));
});

/** 'Clear Favorites' (settings): every entry not favourite, stamped, to be synced. */
export const clearFavouritesAtom = atom(null, (get, set) => {
  set(favouritesAtom, clearFavourites(get(favouritesAtom), Date.now()));
});

/** A successful sync: the server's entries replace the store. */
export const applyFavouritesSyncAtom = atom(null, (_get, set, entries: readonly FavoriteEntry[]) => {
  set(favouritesAtom, applySyncResult(entries, Date.now()));
});

const favouriteKeysAtoms = Object.fromEntries(FAVORITE_TYPES.map((type) => [type, atom((get) => favouriteKeys(get(favouritesAtom), type))])) as Record<
  FavouriteType,
  Atom<ReadonlySet<string>>
>;

/** The favourited keys of one type (army names, unit names, FAQ titles). */
export function useFavouriteKeys(type: FavouriteType): ReadonlySet<string> {
  return useAtomValue(favouriteKeysAtoms[type]);
}

/** A star button's state: whether it is a favourite, and the toggle. */
export function useFavourite(type: FavouriteType, key: string): [boolean, () => void] {
  const favourite = isFavourite(useAtomValue(favouritesAtom), type, key);
  const toggle = useSetAtom(toggleFavouriteAtom);
  return [favourite, useCallback(() => toggle(type, key), [toggle, type, key])];
}
