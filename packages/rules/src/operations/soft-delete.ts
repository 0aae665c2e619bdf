import type { Folder } from '../list/folder.js';
import { touchItem, type StampedItem } from './touch-list.js';

/** A library item that is deleted softly: a saved list or a campaign roster. */
type DeletableItem = StampedItem & { deleted: boolean; deletedAt: number | null };

/** Hides a list or a roster but keeps it, so the deletion syncs; it is removed for good once the server no longer has it. */
export function softDeleteItem<T extends DeletableItem>(item: T, now: number): T {
  if (item.deleted) return item;
  return touchItem({ ...item, deleted: true, deletedAt: now }, now);
}

export function softDeleteFolder(folder: Folder, now: number): Folder {
  if (folder.deleted) return folder;
  return { ...folder, deleted: true, deletedAt: now, updatedAt: now };
}
