// Undo of a deletion in the Lists tab: the deleted lists and folders come
// back as they were just before, in their old places, stamped with now so
// sync sends them again (over the deletion, or as new when the deletion has
// already been forgotten).
import type { ArmyList } from '../list/army-list.js';
import type { Folder } from '../list/folder.js';
import type { ListLibrary } from './list-library.js';
import { touchList } from '../operations/touch-list.js';

export type LibraryItems = { listIds: readonly string[]; folderIds: readonly string[] };

function putBack<T extends { id: string }>(current: readonly T[], before: readonly T[], ids: readonly string[], restore: (item: T) => T): T[] {
  const wanted = new Set(ids);
  const restored = new Map(before.filter((item) => wanted.has(item.id)).map((item) => [item.id, restore(item)]));
  const kept = current.map((item) => restored.get(item.id) ?? item);
  const missing = [...restored.values()].filter((item) => !current.some((other) => other.id === item.id));
  return [...kept, ...missing];
}

/** `library` with `items` as they were in `before`; the top-level order is `before`'s, followed by anything added since. */
export function restoreLibraryItems<TLibrary extends ListLibrary>(library: TLibrary, before: ListLibrary, items: LibraryItems, now: number): TLibrary {
  const lists = putBack<ArmyList>(library.lists, before.lists, items.listIds, (list) => touchList(list, now));
  const folders = putBack<Folder>(library.folders, before.folders, items.folderIds, (folder) => ({ ...folder, updatedAt: now }));
  const added = library.order.filter((key) => !before.order.includes(key));
  const order = [...before.order, ...added];
  const orderChanged = order.length !== library.order.length || order.some((key, index) => key !== library.order[index]);
  return { ...library, lists, folders, ...(orderChanged ? { order, orderUpdatedAt: now } : {}) };
}
