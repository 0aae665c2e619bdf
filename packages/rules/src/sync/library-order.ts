// The order of the saved lists and folders:
// the top level is the library's `order` (list ids and 'folder:<id>'), a
// folder's own order is its `lists`. What is shown is normalised here: every
// visible list and folder exactly once, a list that is in a folder only in
// that folder, anything missing from the stored order appended. Moves write
// the normalised order back and stamp what changed, so it syncs.
import type { ArmyList } from '../list/army-list.js';
import type { Folder } from '../list/folder.js';
import type { ListLibrary } from './list-library.js';
import { folderOrderEntry, type DeleteFolderResult } from '../operations/delete-folder.js';
import { placeAfter } from '../operations/duplicate-list.js';
import { touchList } from '../operations/touch-list.js';

export type FolderEntry = { kind: 'folder'; folder: Folder; lists: ArmyList[] };
export type LibraryEntry = { kind: 'list'; list: ArmyList } | FolderEntry;

export type LibraryItem = { kind: 'list' | 'folder'; id: string };

/** Where an item goes: the top level (folderId null) or a folder, at an index among what is shown there. */
export type LibraryPlace = { folderId: string | null; index: number };

type OrderedLibrary = Pick<ListLibrary, 'lists' | 'folders' | 'order'>;

/** The key of an entry in the top-level order. */
export function libraryEntryKey(entry: LibraryEntry): string {
  return entry.kind === 'list' ? entry.list.id : folderOrderEntry(entry.folder.id);
}

/**
 * Which visible folder holds each visible list: the first folder whose
 * `lists` names it, else the folder its own `folderId` names (a list created
 * in a folder the folder does not list yet).
 */
function folderContents(lists: readonly ArmyList[], folders: readonly Folder[]): Map<string, ArmyList[]> {
  const byId = new Map(lists.map((list) => [list.id, list]));
  const placed = new Set<string>();
  const contents = new Map<string, ArmyList[]>(folders.map((folder) => [folder.id, []]));
  for (const folder of folders) {
    for (const id of folder.lists) {
      const list = byId.get(id);
      if (!list || placed.has(id)) continue;
      placed.add(id);
      contents.get(folder.id)!.push(list);
    }
  }
  for (const list of lists) {
    const own = list.folderId === null ? undefined : contents.get(list.folderId);
    if (own && !placed.has(list.id)) {
      placed.add(list.id);
      own.push(list);
    }
  }
  return contents;
}

/** The library as shown: top-level lists and folders in order, each folder with its lists. */
export function libraryView(library: OrderedLibrary): LibraryEntry[] {
  const lists = library.lists.filter((list) => !list.deleted);
  const folders = library.folders.filter((folder) => !folder.deleted);
  const contents = folderContents(lists, folders);
  const inFolder = new Set([...contents.values()].flat().map((list) => list.id));
  const entries = new Map<string, LibraryEntry>();
  for (const folder of folders) entries.set(folderOrderEntry(folder.id), { kind: 'folder', folder, lists: contents.get(folder.id)! });
  for (const list of lists) if (!inFolder.has(list.id)) entries.set(list.id, { kind: 'list', list });
  const view: LibraryEntry[] = [];
  for (const key of library.order) {
    const entry = entries.get(key);
    if (!entry) continue;
    view.push(entry);
    entries.delete(key);
  }
  // Not in the stored order yet (new, or arrived by sync): folders, then lists, last.
  const missing = [...entries.values()];
  return [...view, ...missing.filter((entry) => entry.kind === 'folder'), ...missing.filter((entry) => entry.kind === 'list')];
}

/** The normalised top-level order: what `order` should hold. */
export function libraryOrder(library: OrderedLibrary): string[] {
  return libraryView(library).map(libraryEntryKey);
}

function insertAt(ids: readonly string[], id: string, index: number): string[] {
  const at = Math.min(Math.max(0, index), ids.length);
  return [...ids.slice(0, at), id, ...ids.slice(at)];
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Moves a list or folder: reorders it where it is, puts a list into a folder
 * at a position, or takes it out to the top level. A folder never goes into a
 * folder, and a move that leaves everything where it was returns the library
 * itself. The top-level order stamps `orderUpdatedAt`, a changed folder its
 * `updatedAt`, and a list that changes folder is stamped too (its `folderId`).
 */
export function moveLibraryItem<TLibrary extends ListLibrary>(library: TLibrary, item: LibraryItem, to: LibraryPlace, now: number): TLibrary {
  if (item.kind === 'folder' && to.folderId !== null) return library;
  const view = libraryView(library);
  const top = view.map(libraryEntryKey);
  const key = item.kind === 'folder' ? folderOrderEntry(item.id) : item.id;
  const folderEntries = view.filter((entry): entry is FolderEntry => entry.kind === 'folder');
  const source = top.includes(key) ? null : folderEntries.find((entry) => entry.lists.some((list) => list.id === key));
  if (source === undefined) return library;
  const target = to.folderId === null ? null : folderEntries.find((entry) => entry.folder.id === to.folderId);
  if (target === undefined) return library;
  const idsOf = (entry: FolderEntry | null) => (entry === null ? top : entry.lists.map((list) => list.id));
  const moved = new Map<string | null, string[]>();
  moved.set(
    source?.folder.id ?? null,
    idsOf(source).filter((id) => id !== key),
  );
  const targetId = target?.folder.id ?? null;
  moved.set(targetId, insertAt(moved.get(targetId) ?? idsOf(target), key, to.index));
  const sourceId = source?.folder.id ?? null;
  if (sourceId === targetId && sameIds(moved.get(targetId)!, idsOf(source))) return library;

  const nextTop = moved.get(null);
  const folders = library.folders.map((folder) => {
    const ids = moved.get(folder.id);
    return ids ? { ...folder, lists: ids, updatedAt: now } : folder;
  });
  const lists = sourceId === targetId ? library.lists : library.lists.map((list) => (list.id === key ? touchList({ ...list, folderId: targetId }, now) : list));
  return {
    ...library,
    lists,
    folders,
    ...(nextTop ? { order: nextTop, orderUpdatedAt: now } : {}),
  };
}

/** 'Move To': the list goes last in the folder. */
export function moveListToFolder<TLibrary extends ListLibrary>(library: TLibrary, listId: string, folderId: string, now: number): TLibrary {
  return moveLibraryItem(library, { kind: 'list', id: listId }, { folderId, index: Number.MAX_SAFE_INTEGER }, now);
}

/** A new folder goes first at the top level, where the player sees it. */
export function addFolderToLibrary<TLibrary extends ListLibrary>(library: TLibrary, folder: Folder, now: number): TLibrary {
  return { ...library, folders: [...library.folders, folder], order: [folderOrderEntry(folder.id), ...libraryOrder(library)], orderUpdatedAt: now };
}

/** A duplicate goes right after its original, in the original's folder or at the top level. */
export function addListAfter<TLibrary extends ListLibrary>(library: TLibrary, copy: ArmyList, originalId: string, now: number): TLibrary {
  const folder = libraryView(library).find((entry): entry is FolderEntry => entry.kind === 'folder' && entry.lists.some((list) => list.id === originalId));
  if (folder) {
    const ids = placeAfter(
      folder.lists.map((list) => list.id),
      originalId,
      copy.id,
    );
    return {
      ...library,
      lists: [...library.lists, { ...copy, folderId: folder.folder.id }],
      folders: library.folders.map((item) => (item.id === folder.folder.id ? { ...item, lists: ids, updatedAt: now } : item)),
    };
  }
  return {
    ...library,
    lists: [...library.lists, { ...copy, folderId: null }],
    order: placeAfter(libraryOrder(library), originalId, copy.id),
    orderUpdatedAt: now,
  };
}

/** A deleteFolder result written into the library (the order changes when the lists move out). */
export function applyFolderDeletion<TLibrary extends ListLibrary>(library: TLibrary, deletion: DeleteFolderResult, now: number): TLibrary {
  const orderChanged = !sameIds(deletion.order, libraryOrder(library));
  return {
    ...library,
    lists: deletion.lists,
    folders: library.folders.map((folder) => (folder.id === deletion.folder.id ? deletion.folder : folder)),
    ...(orderChanged ? { order: deletion.order, orderUpdatedAt: now } : {}),
  };
}
