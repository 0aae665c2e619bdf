import type { ArmyList } from '../list/army-list.js';
import type { Folder, FolderSyncRecord } from '../list/folder.js';
import { duplicateList, placeAfter } from '../operations/duplicate-list.js';
import { folderFromSyncRecord, type ListLibrary } from './list-library.js';

/** Records the server kept its own copy of although ours was not older: the same updatedAt, other content. */
export type SyncConflicts = { lists: readonly string[]; folders: readonly string[] };

/**
 * After a sync that reported conflicts, no edit is lost silently: our copy of
 * each conflicted list becomes a new list beside the original ('X (Copy)', in
 * the same folder or place in the order), and the original is dropped here so
 * the next sync fetches the server's. A conflicted folder takes the server's
 * copy, which the answer carries (a folder is only a name, a colour and an order).
 */
export function keepConflictedCopies(
  library: ListLibrary,
  conflicts: SyncConflicts,
  serverFolders: readonly FolderSyncRecord[],
  { now, newId }: { now: number; newId: () => string },
): ListLibrary {
  if (conflicts.lists.length === 0 && conflicts.folders.length === 0) return library;
  const conflictedLists = new Set(conflicts.lists);
  const copies = new Map<string, ArmyList>();
  for (const list of library.lists) {
    if (conflictedLists.has(list.id) && !list.deleted) copies.set(list.id, duplicateList(list, { id: newId(), now, existing: library.lists }));
  }
  const theirs = new Map(serverFolders.filter((record) => conflicts.folders.includes(record.id)).map((record) => [record.id, folderFromSyncRecord(record)]));
  const folders = library.folders.map((folder): Folder => {
    const replaced = theirs.get(folder.id) ?? folder;
    const lists = [...copies].reduce((ids, [originalId, copy]) => (ids.includes(originalId) ? placeAfter(ids, originalId, copy.id) : ids), replaced.lists);
    return lists === replaced.lists ? replaced : { ...replaced, lists, updatedAt: now };
  });
  const order = [...copies].reduce((ids, [originalId, copy]) => (ids.includes(originalId) ? placeAfter(ids, originalId, copy.id) : ids), library.order);
  return {
    lists: conflictedLists.size === 0 ? library.lists : [...library.lists.filter((list) => !conflictedLists.has(list.id)), ...copies.values()],
    folders,
    order,
    orderUpdatedAt: order === library.order ? library.orderUpdatedAt : now,
  };
}
