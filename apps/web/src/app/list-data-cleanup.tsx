// Runs the cleaning step over the saved lists when the game data's commit is
// not the one they were last cleaned for (a data update, or another data
// source chosen), and tells the player what it removed, only when it removed
// something. The dialog loads only then.
import { refreshListValidation } from '@scrolldex/rules';
import { useAtomValue, useStore } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';

import { cleanSavedLists, readCleanedFor, writeCleanedFor } from '../data/list-data-cleanup';
import { gameDataAtom } from '../state/game-data';
import { listCleanupReportsAtom } from '../state/list-cleanup';
import { dataKey, libraryAtom, updateLibraryAtom } from '../state/lists';

const ListCleanupDialog = lazy(() => import('./list-cleanup-dialog').then((module) => ({ default: module.ListCleanupDialog })));

export function ListDataCleanup() {
  const store = useStore();
  const data = useAtomValue(gameDataAtom);
  const reports = useAtomValue(listCleanupReportsAtom);
  useEffect(() => {
    if (!data) return;
    const key = dataKey(data);
    if (readCleanedFor() === key) return;
    const { lists, reports: found } = cleanSavedLists(store.get(libraryAtom).lists, data, Date.now());
    if (found.length > 0) {
      const changed = new Set(found.map((report) => report.listId));
      const revalidated = lists.map((list) => (changed.has(list.id) ? refreshListValidation(list, data, key) : list));
      store.set(updateLibraryAtom, (library) => ({ ...library, lists: revalidated }));
      store.set(listCleanupReportsAtom, found);
    }
    writeCleanedFor(key);
  }, [data, store]);
  if (reports.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ListCleanupDialog />
    </Suspense>
  );
}
