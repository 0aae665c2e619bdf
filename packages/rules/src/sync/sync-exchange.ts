import type { ArmyList } from '../list/army-list.js';
import { ROOT_FOLDER_ID, type Folder, type FolderSyncRecord, type RecordState } from '../list/folder.js';
import type { SyncPlan } from './decide-sync.js';
import { folderFromSyncRecord, folderToSyncRecord, rootSyncRecord, type ListLibrary } from './list-library.js';
import { newerWins } from './newer-wins.js';

/** The body of the 'update lists' call: lists to push, ids to fetch, folders ('root' included) to push. */
export type SyncRequest = { lists: ArmyList[]; fetch: string[]; folders: FolderSyncRecord[] };

/** The server's answer to it. */
export type SyncAnswer = {
  lists: readonly ArmyList[];
  listStates: readonly RecordState[];
  folders: readonly FolderSyncRecord[];
  folderStates: readonly RecordState[];
};

export function buildSyncRequest(library: ListLibrary, plan: SyncPlan): SyncRequest {
  const pushLists = new Set(plan.lists.push);
  const pushFolders = new Set(plan.folders.push);
  const folders = library.folders.filter((folder) => pushFolders.has(folder.id)).map(folderToSyncRecord);
  if (pushFolders.has(ROOT_FOLDER_ID)) folders.push(rootSyncRecord(library.order, library.orderUpdatedAt));
  return { lists: library.lists.filter((list) => pushLists.has(list.id)), fetch: [...plan.lists.fetch], folders };
}

function newer<T extends { id: string }>(local: readonly T[], incoming: readonly T[], updatedAt: (record: T) => number): T[] {
  const byId = new Map(local.map((record) => [record.id, record]));
  for (const record of incoming) {
    const mine = byId.get(record.id);
    if (newerWins(mine && updatedAt(mine), updatedAt(record)) === 'incoming') byId.set(record.id, record);
  }
  return [...byId.values()];
}

/** Soft-deleted records go for good once the server no longer has them (it has seen the deletion). */
function purged<T extends { id: string; deleted: boolean }>(records: readonly T[], server: readonly RecordState[]): T[] {
  const known = new Set(server.map((state) => state.id));
  return records.filter((record) => !record.deleted || known.has(record.id));
}

/**
 * Takes a sync answer into the local store, per record the newer copy
 * winning (a local edit made while the call was out is kept); the 'root'
 * record replaces the top-level order when newer. Deleted lists and folders
 * the server no longer holds are removed for good.
 */
export function applySyncAnswer(library: ListLibrary, answer: SyncAnswer): ListLibrary {
  const root = answer.folders.find((record) => record.id === ROOT_FOLDER_ID);
  const incomingFolders = answer.folders.filter((record) => record.id !== ROOT_FOLDER_ID).map(folderFromSyncRecord);
  const takeOrder = root !== undefined && newerWins(library.orderUpdatedAt, root.updatedAt) === 'incoming';
  return {
    lists: purged(
      newer(library.lists, answer.lists, (list) => list._updatedAt),
      answer.listStates,
    ),
    folders: purged(
      newer<Folder>(library.folders, incomingFolders, (folder) => folder.updatedAt),
      answer.folderStates,
    ),
    order: takeOrder ? [...root.listIds] : library.order,
    orderUpdatedAt: takeOrder ? root.updatedAt : library.orderUpdatedAt,
  };
}
