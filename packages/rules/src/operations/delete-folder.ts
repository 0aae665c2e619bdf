import type { ArmyList } from '../list/army-list.js';
import type { Folder } from '../list/folder.js';
import { isRosterEntry } from '../list/roster-entry.js';
import { softDeleteFolder, softDeleteItem } from './soft-delete.js';
import { touchList } from './touch-list.js';

/** How a folder appears in the top-level order (the 'root' pseudo folder's listIds). */
export function folderOrderEntry(folderId: string): string {
  return `folder:${folderId}`;
}

export type DeleteFolderInput = {
  folder: Folder;
  lists: readonly ArmyList[];
  /** The top-level order of lists and folders. */
  order: readonly string[];
  /** The dialog's 'Move all lists out of the folder before deleting' box. */
  moveListsOut: boolean;
  now: number;
};

export type DeleteFolderResult = { folder: Folder; lists: ArmyList[]; order: string[] };

/**
 * Soft-deletes a folder. Its lists either move to the top level, taking the
 * folder's place in the order, or are soft-deleted with it; its rosters always
 * move out (a roster is deleted on its own, with its battle log). Every given
 * list is returned; only the folder's are changed.
 */
export function deleteFolder({ folder, lists, order, moveListsOut, now }: DeleteFolderInput): DeleteFolderResult {
  const members = new Set(folder.lists);
  const entry = folderOrderEntry(folder.id);
  const nextLists = lists.map((list) => {
    if (!members.has(list.id)) return list;
    return moveListsOut ? touchList({ ...list, folderId: null }, now) : softDeleteItem(list, now);
  });
  const moved = folder.lists.filter((id) => isRosterEntry(id) || (moveListsOut && lists.some((list) => list.id === id && !list.deleted)));
  const nextOrder = order.flatMap((id) => (id === entry ? moved : [id]));
  if (!order.includes(entry)) nextOrder.push(...moved);
  return {
    folder: softDeleteFolder({ ...folder, lists: moveListsOut ? [] : folder.lists.filter((id) => !isRosterEntry(id)) }, now),
    lists: nextLists,
    order: nextOrder,
  };
}
