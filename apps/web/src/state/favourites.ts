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
  favouriteRefusal,
  FavouritesStoreSchema,
  isFavourite,
  loadFavourites,
  toggleFavourite,
  type FavouriteType,
} from '../data/favourites-store';
import { storedAtom } from './stored-atom';
import { addToastAtom } from './toasts';

// The old local formats are folded in once, before the atom first reads the store.
loadFavourites(Date.now());

/** The whole store: entries by 'type:key', unsyncedCount, lastSynced. */
export const favouritesAtom = storedAtom(FAVOURITES_KEY, FavouritesStoreSchema, EMPTY_FAVOURITES);

/** Toggles a star; a new one past the account's limit is refused with a toast (the server would not keep it). */
export const toggleFavouriteAtom = atom(null, (get, set, type: FavouriteType, key: string) => {
  const refusal = favouriteRefusal(get(favouritesAtom), type, key);
  if (refusal !== null) set(addToastAtom, { text: refusal, tone: 'error' });
  else set(favouritesAtom, toggleFavourite(get(favouritesAtom), type, key, Date.now()));
});

/** 'Clear Favorites' (settings): every entry not favourite, stamped, to be synced. */
export const clearFavouritesAtom = atom(null, (get, set) => {
  set(favouritesAtom, clearFavourites(get(favouritesAtom), Date.now()));
});

/** A successful sync: the server's entries taken in, the newer of each winning (applySyncResult). */
export const applyFavouritesSyncAtom = atom(null, (get, set, entries: readonly FavoriteEntry[], changedMeanwhile: boolean) => {
  set(favouritesAtom, applySyncResult(get(favouritesAtom), entries, Date.now(), changedMeanwhile));
});

const favouriteKeysAtoms = Object.fromEntries(FAVORITE_TYPES.map((type) => [type, atom((get) => favouriteKeys(get(favouritesAtom), type))])) as Record<
  FavouriteType,
  Atom<ReadonlySet<string>>
>;

/** The favourited keys of one type (army names, unit names, FAQ titles). */
export function useFavouriteKeys(type: FavouriteType): ReadonlySet<string> {
  return useAtomValue(favouriteKeysAtoms[type]);
}

/** Toggles a favourite of `type` by its key: one function for a list's every star. */
export function useToggleFavourite(type: FavouriteType): (key: string) => void {
  const toggle = useSetAtom(toggleFavouriteAtom);
  return useCallback((key: string) => toggle(type, key), [toggle, type]);
}

/** A star button's state: whether it is a favourite, and the toggle. */
export function useFavourite(type: FavouriteType, key: string): [boolean, () => void] {
  const favourite = isFavourite(useAtomValue(favouritesAtom), type, key);
  const toggle = useSetAtom(toggleFavouriteAtom);
  return [favourite, useCallback(() => toggle(type, key), [toggle, type, key])];
}
