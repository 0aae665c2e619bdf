// A new list (created or imported) goes first where the player will look for
// it: the top of its folder, or the top of the library's top-level order.
import type { ArmyList } from '../list/army-list.js';
import type { ListLibrary } from './list-library.js';

/**
 * The library with the list stored and placed first in its container. A
 * folder id naming no live folder puts the list at the top level instead. The
 * container's change time becomes now, so sync sends the new order.
 */
export function addListToLibrary<TLibrary extends ListLibrary>(library: TLibrary, list: ArmyList, now: number): TLibrary {
  const folder = list.folderId ? library.folders.find((candidate) => candidate.id === list.folderId && !candidate.deleted) : undefined;
  const stored = folder ? list : { ...list, folderId: null };
  const known = library.lists.some((item) => item.id === stored.id);
  const lists = known ? library.lists.map((item) => (item.id === stored.id ? stored : item)) : [...library.lists, stored];
  if (folder) {
    const placed = { ...folder, lists: [stored.id, ...folder.lists.filter((id) => id !== stored.id)], updatedAt: now };
    return { ...library, lists, folders: library.folders.map((item) => (item.id === folder.id ? placed : item)) };
  }
  return { ...library, lists, order: [stored.id, ...library.order.filter((id) => id !== stored.id)], orderUpdatedAt: now };
}
