import type { ArmyList } from '../list/army-list.js';
import type { Folder } from '../list/folder.js';
import { touchList } from './touch-list.js';

/** Hides a list but keeps it, so the deletion syncs; it is removed for good once the server no longer has it. */
export function softDeleteList(list: ArmyList, now: number): ArmyList {
  if (list.deleted) return list;
  return touchList({ ...list, deleted: true, deletedAt: now }, now);
}

export function softDeleteFolder(folder: Folder, now: number): Folder {
  if (folder.deleted) return folder;
  return { ...folder, deleted: true, deletedAt: now, updatedAt: now };
}
