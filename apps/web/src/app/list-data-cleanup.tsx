// Runs the cleaning step over the saved lists shown (the signed-in account's,
// or the device's own) once they have loaded, when the game data's commit is
// not the one that library was last cleaned for (a data update, or another data
// source chosen), and tells the player what it removed, only when it removed
// something (the root layout shows the reports).
import { refreshListValidation } from '@scrolldex/rules';
import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';

import { cleanSavedLists } from '../data/list-data-cleanup';
import { gameDataAtom, heldGameDataAtom } from '../state/game-data';
import { listCleanupReportsAtom } from '../state/list-cleanup';
import { dataKey, libraryAtom, libraryReadyAtom, updateLibraryAtom } from '../state/lists';
import { useWantWholeGameData } from '../state/whole-game-data';

export function ListDataCleanup() {
  const store = useStore();
  const ready = useAtomValue(libraryReadyAtom);
  const cleanedFor = useAtomValue(libraryAtom).cleanedFor;
  // The index of the data held says whether the library was cleaned for it: the whole data comes only to clean.
  const held = useAtomValue(heldGameDataAtom);
  useWantWholeGameData(ready && held !== null && cleanedFor !== dataKey(held.index));
  const data = useAtomValue(gameDataAtom);
  useEffect(() => {
    if (!data || !ready) return;
    const key = dataKey(data);
    if (cleanedFor === key) return;
    const { lists, reports: found } = cleanSavedLists(store.get(libraryAtom).lists, data, Date.now());
    const changed = new Set(found.map((report) => report.listId));
    const revalidated = lists.map((list) => (changed.has(list.id) ? refreshListValidation(list, data, key) : list));
    store.set(updateLibraryAtom, (library) => ({ ...library, lists: found.length > 0 ? revalidated : library.lists, cleanedFor: key }));
    if (found.length > 0) store.set(listCleanupReportsAtom, (shown) => [...shown, ...found]);
  }, [cleanedFor, data, ready, store]);
  return null;
}
