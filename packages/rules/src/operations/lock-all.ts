import type { ArmyList } from '../list/army-list.js';
import type { Folder } from '../list/folder.js';
import { setLocked } from './toggle-lock.js';

/** The folder's lists that are shown (soft-deleted ones are not). */
function listsIn(folder: Pick<Folder, 'lists'>, lists: readonly ArmyList[]): ArmyList[] {
  const ids = new Set(folder.lists);
  return lists.filter((list) => ids.has(list.id) && !list.deleted);
}

/** What the folder menu offers: 'Lock All' while any list in it is unlocked, else 'Unlock All'. */
export function lockAllAction(folder: Pick<Folder, 'lists'>, lists: readonly ArmyList[]): 'lock' | 'unlock' {
  return listsIn(folder, lists).some((list) => !list.locked) ? 'lock' : 'unlock';
}

/**
 * Folder 'Lock/Unlock All': if any list in the folder is unlocked, all become
 * locked; otherwise all become unlocked. Returns every given list, with only
 * the ones that changed stamped.
 */
export function lockAll(folder: Pick<Folder, 'lists'>, lists: readonly ArmyList[], now: number): ArmyList[] {
  const locked = lockAllAction(folder, lists) === 'lock';
  const inFolder = new Set(listsIn(folder, lists).map((list) => list.id));
  return lists.map((list) => (inFolder.has(list.id) ? setLocked(list, locked, now) : list));
}
