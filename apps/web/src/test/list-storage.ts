// The saved lists' IndexedDB (fake-indexeddb in jsdom) for store and screen
// tests: emptied between tests, read back raw, and made to fail as a full
// store does.
import { database } from '../data/db';
import { listHistoryWritesSettled } from '../data/list-history-store';
import { libraryWritesSettled } from '../data/list-library-store';

/** Waits for every queued write, then empties the tables of the saved lists and their undo histories. */
export async function clearListStorage(): Promise<void> {
  await libraryWritesSettled();
  const db = database();
  await listHistoryWritesSettled();
  await db.transaction('rw', db.savedLists, db.savedFolders, db.libraries, db.listStoreFacts, db.listHistories, () =>
    Promise.all([db.savedLists.clear(), db.savedFolders.clear(), db.libraries.clear(), db.listStoreFacts.clear(), db.listHistories.clear()]),
  );
}

/** The stored lists of `owner` as written (after every queued write), by id. */
export async function storedListRows(owner = 'device'): Promise<Record<string, unknown>> {
  await libraryWritesSettled();
  const rows = await database().savedLists.where('owner').equals(owner).toArray();
  return Object.fromEntries(rows.map((row) => [row.id, row.list]));
}

/** Every write to IndexedDB fails as on a full device (QuotaExceededError) until the returned function is called. */
export function failWritesAsFull(): () => void {
  const prototype = IDBObjectStore.prototype;
  const { put, add } = prototype;
  const full = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  prototype.put = full;
  prototype.add = full;
  return () => {
    prototype.put = put;
    prototype.add = add;
  };
}
