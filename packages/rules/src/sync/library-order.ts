// The order of the saved lists, rosters and folders:
// the top level is the library's `order` (list ids, 'roster:<id>' and
// 'folder:<id>'), a folder's own order is its `lists` (list ids and
// 'roster:<id>'). What is shown is normalised here: every visible list, roster
// and folder exactly once, one that is in a folder only in that folder,
// anything missing from the stored order appended. Moves write the normalised
// order back and stamp what changed, so it syncs. The rosters live in a store
// of their own: without them at hand every roster entry keeps its place.
import type { ArmyList } from '../list/army-list.js';
import type { Folder } from '../list/folder.js';
import { isRosterEntry, rosterEntry } from '../list/roster-entry.js';
import type { CampaignRoster } from '../path-to-glory/roster.js';
import type { ListLibrary } from './list-library.js';
import { folderOrderEntry, type DeleteFolderResult } from '../operations/delete-folder.js';
import { placeAfter } from '../operations/duplicate-list.js';
import { touchList } from '../operations/touch-list.js';

/** A list or a roster: what a folder holds. */
export type MemberEntry = { kind: 'list'; list: ArmyList } | { kind: 'roster'; roster: CampaignRoster };
export type FolderEntry = { kind: 'folder'; folder: Folder; lists: ArmyList[]; rosters: CampaignRoster[]; members: MemberEntry[] };
export type LibraryEntry = MemberEntry | FolderEntry;

export type LibraryItem = { kind: 'list' | 'roster' | 'folder'; id: string };

/** Where an item goes: the top level (folderId null) or a folder, at an index among what is shown there. */
export type LibraryPlace = { folderId: string | null; index: number };

type OrderedLibrary = Pick<ListLibrary, 'lists' | 'folders' | 'order'> & {
  /** The rosters beside the lists, deleted ones included; when absent, no roster entry is dropped or moved by the normalising. */
  rosters?: readonly CampaignRoster[];
};

/** The key of an item in the top-level order or a folder's `lists`. */
export function libraryItemKey(item: LibraryItem): string {
  if (item.kind === 'folder') return folderOrderEntry(item.id);
  return item.kind === 'roster' ? rosterEntry(item.id) : item.id;
}

/** The normalised keys: the top level, and each visible folder's members. */
type Layout = { top: string[]; inFolders: Map<string, string[]> };

/**
 * Which visible folder holds each visible list and roster: the first folder
 * whose `lists` names it, else (a list) the folder its own `folderId` names
 * (a list created in a folder the folder does not list yet); the rest in the
 * stored order, then what it misses.
 */
function libraryLayout(library: OrderedLibrary): Layout {
  const lists = library.lists.filter((list) => !list.deleted);
  const folders = library.folders.filter((folder) => !folder.deleted);
  const listIds = new Set(lists.map((list) => list.id));
  const rosterKeys = library.rosters ? library.rosters.filter((roster) => !roster.deleted).map((roster) => rosterEntry(roster.id)) : null;
  const liveRosters = rosterKeys ? new Set(rosterKeys) : null;
  const isMember = (key: string) => (isRosterEntry(key) ? liveRosters === null || liveRosters.has(key) : listIds.has(key));
  const placed = new Set<string>();
  const inFolders = new Map<string, string[]>(folders.map((folder) => [folder.id, []]));
  for (const folder of folders) {
    for (const key of folder.lists) {
      if (!isMember(key) || placed.has(key)) continue;
      placed.add(key);
      inFolders.get(folder.id)!.push(key);
    }
  }
  for (const list of lists) {
    const own = list.folderId === null ? undefined : inFolders.get(list.folderId);
    if (own && !placed.has(list.id)) {
      placed.add(list.id);
      own.push(list.id);
    }
  }
  const folderKeys = folders.map((folder) => folderOrderEntry(folder.id));
  const isFolder = new Set(folderKeys);
  const top: string[] = [];
  const take = (key: string) => {
    if (placed.has(key)) return;
    placed.add(key);
    top.push(key);
  };
  for (const key of library.order) if (isFolder.has(key) || isMember(key)) take(key);
  // Not in the stored order yet (new, or arrived by sync): folders, then lists, then rosters, last.
  for (const key of [...folderKeys, ...lists.map((list) => list.id), ...(rosterKeys ?? [])]) take(key);
  return { top, inFolders };
}

/** The library as shown: top-level lists, rosters and folders in order, each folder with its lists and rosters. */
export function libraryView(library: OrderedLibrary): LibraryEntry[] {
  const { top, inFolders } = libraryLayout(library);
  const lists = new Map(library.lists.map((list) => [list.id, list]));
  const rosters = new Map((library.rosters ?? []).map((roster) => [rosterEntry(roster.id), roster]));
  const folders = new Map(library.folders.map((folder) => [folderOrderEntry(folder.id), folder]));
  const member = (key: string): MemberEntry | undefined => {
    const roster = rosters.get(key);
    if (roster) return { kind: 'roster', roster };
    const list = isRosterEntry(key) ? undefined : lists.get(key);
    return list && { kind: 'list', list };
  };
  return top.flatMap((key): LibraryEntry[] => {
    const folder = folders.get(key);
    if (!folder) return [member(key) ?? []].flat();
    const members = inFolders.get(folder.id)!.flatMap((inner) => [member(inner) ?? []].flat());
    return [
      {
        kind: 'folder',
        folder,
        members,
        lists: members.flatMap((entry) => (entry.kind === 'list' ? [entry.list] : [])),
        rosters: members.flatMap((entry) => (entry.kind === 'roster' ? [entry.roster] : [])),
      },
    ];
  });
}

/** The normalised top-level order: what `order` should hold. */
export function libraryOrder(library: OrderedLibrary): string[] {
  return libraryLayout(library).top;
}

function insertAt(ids: readonly string[], id: string, index: number): string[] {
  const at = Math.min(Math.max(0, index), ids.length);
  return [...ids.slice(0, at), id, ...ids.slice(at)];
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Moves a list, roster or folder: reorders it where it is, puts a list or
 * roster into a folder at a position, or takes it out to the top level. A
 * folder never goes into a folder, and a move that leaves everything where it
 * was returns the library itself. The top-level order stamps
 * `orderUpdatedAt`, a changed folder its `updatedAt`, and a list that changes
 * folder is stamped too (its `folderId`); a roster's place is its folder's.
 */
export function moveLibraryItem<TLibrary extends ListLibrary>(library: TLibrary, item: LibraryItem, to: LibraryPlace, now: number): TLibrary {
  if (item.kind === 'folder' && to.folderId !== null) return library;
  const { top, inFolders } = libraryLayout(library);
  const key = libraryItemKey(item);
  const sourceId = top.includes(key) ? null : [...inFolders].find(([, keys]) => keys.includes(key))?.[0];
  if (sourceId === undefined) return library;
  const targetId = to.folderId;
  if (targetId !== null && !inFolders.has(targetId)) return library;
  const keysOf = (folderId: string | null) => (folderId === null ? top : inFolders.get(folderId)!);
  const moved = new Map<string | null, string[]>();
  moved.set(
    sourceId,
    keysOf(sourceId).filter((id) => id !== key),
  );
  moved.set(targetId, insertAt(moved.get(targetId) ?? keysOf(targetId), key, to.index));
  if (sourceId === targetId && sameIds(moved.get(targetId)!, keysOf(sourceId))) return library;

  const nextTop = moved.get(null);
  const folders = library.folders.map((folder) => {
    const ids = moved.get(folder.id);
    return ids ? { ...folder, lists: ids, updatedAt: now } : folder;
  });
  const lists =
    item.kind !== 'list' || sourceId === targetId
      ? library.lists
      : library.lists.map((list) => (list.id === key ? touchList({ ...list, folderId: targetId }, now) : list));
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

/** Puts `copyKey` right after `originalKey`, in the original's folder (answered) or at the top level (null). */
function placeCopy<TLibrary extends OrderedLibrary>(
  library: TLibrary,
  originalKey: string,
  copyKey: string,
  now: number,
): { placed: TLibrary; folderId: string | null } {
  const { top, inFolders } = libraryLayout(library);
  const folderId = [...inFolders].find(([, keys]) => keys.includes(originalKey))?.[0];
  if (folderId === undefined) return { placed: { ...library, order: placeAfter(top, originalKey, copyKey), orderUpdatedAt: now }, folderId: null };
  const ids = placeAfter(inFolders.get(folderId)!, originalKey, copyKey);
  return { placed: { ...library, folders: library.folders.map((item) => (item.id === folderId ? { ...item, lists: ids, updatedAt: now } : item)) }, folderId };
}

/** A duplicate goes right after its original, in the original's folder or at the top level. */
export function addListAfter<TLibrary extends ListLibrary>(library: TLibrary, copy: ArmyList, originalId: string, now: number): TLibrary {
  const { placed, folderId } = placeCopy(library, originalId, copy.id, now);
  return { ...placed, lists: [...library.lists, { ...copy, folderId }] };
}

/**
 * A roster's duplicate goes right after its original too. `library.rosters`
 * are the rosters before the copy: with them at hand, an original never placed
 * yet takes its shown place in the order beside its copy.
 */
export function addRosterAfter<TLibrary extends ListLibrary & OrderedLibrary>(library: TLibrary, copyId: string, originalId: string, now: number): TLibrary {
  return placeCopy(library, rosterEntry(originalId), rosterEntry(copyId), now).placed;
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
