// The local store of lists and folders as sync sees it, and the records it
// sends: folders become sync records, and the 'root' pseudo folder carries
// the top-level order (folders written 'folder:<id>', docs/decisions.md, "Folders sync like lists").
import type { ArmyList } from '../list/army-list.js';
import { ROOT_FOLDER_ID, type Folder, type FolderSyncRecord, type RecordState } from '../list/folder.js';
import { folderRecordState, listRecordState, rootRecordState } from './record-state.js';

export type ListLibrary = {
  lists: readonly ArmyList[];
  folders: readonly Folder[];
  /** The top-level order: list ids and 'folder:<id>' entries. */
  order: readonly string[];
  /** When the order last changed (epoch ms): the 'root' record's updatedAt. */
  orderUpdatedAt: number;
};

export function folderToSyncRecord(folder: Folder): FolderSyncRecord {
  const { lists, ...rest } = folder;
  return { ...rest, listIds: [...lists] };
}

export function folderFromSyncRecord(record: FolderSyncRecord): Folder {
  const { listIds, ...rest } = record;
  return { ...rest, lists: [...listIds] };
}

/** The 'root' pseudo folder: the top-level order, never deleted. */
export function rootSyncRecord(order: readonly string[], orderUpdatedAt: number): FolderSyncRecord {
  return {
    id: ROOT_FOLDER_ID,
    name: ROOT_FOLDER_ID,
    color: 'gray',
    listIds: [...order],
    createdAt: 0,
    updatedAt: orderUpdatedAt,
    deleted: false,
    deletedAt: null,
  };
}

/** What decideSync compares on our side: every list, every folder and the 'root' order. */
export function libraryRecordStates(library: ListLibrary): { lists: RecordState[]; folders: RecordState[] } {
  return {
    lists: library.lists.map(listRecordState),
    folders: [...library.folders.map(folderRecordState), rootRecordState(library.orderUpdatedAt)],
  };
}
