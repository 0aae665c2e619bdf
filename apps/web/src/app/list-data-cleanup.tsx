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
import { readListCleanupData } from './list-cleanup-data';
import { dataKey, libraryAtom, libraryReadyAtom, updateLibraryAtom } from '../state/lists';

export function ListDataCleanup() {
  const store = useStore();
  const ready = useAtomValue(libraryReadyAtom);
  const cleanedFor = useAtomValue(libraryAtom).cleanedFor;
  const held = useAtomValue(heldGameDataAtom);
  const whole = useAtomValue(gameDataAtom);
  useEffect(() => {
    if (!held || !ready) return;
    const key = dataKey(held.index);
    if (cleanedFor === key) return;
    let current = true;
    void readListCleanupData(held, store.get(libraryAtom).lists, whole).then((dataOf) => {
      if (!current || !dataOf) return;
      const { lists, reports: found } = cleanSavedLists(store.get(libraryAtom).lists, dataOf, Date.now());
      const changed = new Set(found.map((report) => report.listId));
      const revalidated = lists.map((list) => {
        const data = changed.has(list.id) ? dataOf(list) : null;
        return data ? refreshListValidation(list, data, key) : list;
      });
      store.set(updateLibraryAtom, (library) => ({ ...library, lists: found.length > 0 ? revalidated : library.lists, cleanedFor: key }));
      if (found.length > 0) store.set(listCleanupReportsAtom, (shown) => [...shown, ...found]);
    });
    return () => {
      current = false;
    };
  }, [cleanedFor, held, ready, store, whole]);
  return null;
}
