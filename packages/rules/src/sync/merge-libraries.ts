// 'Add the lists on this device to your account' (docs/decisions.md, "Logging out keeps the account's data separate"): the
// device's library joins the account's. Nothing is lost and nothing doubles: a
// list both hold keeps its newer copy, a device folder named like a folder of
// the account pours its lists into that folder, and what the device soft-deleted
// stays behind (the account never held it).
import type { Folder } from '../list/folder.js';
import { isRosterEntry } from '../list/roster-entry.js';
import type { ListLibrary } from './list-library.js';
import { newerWins } from './newer-wins.js';
import { folderNameKey } from '../operations/folder-name.js';
import { touchList } from '../operations/touch-list.js';

const FOLDER_ENTRY = 'folder:';

function appendMissing(ids: readonly string[], more: readonly string[]): string[] {
  const seen = new Set(ids);
  return [...ids, ...more.filter((id) => !seen.has(id))];
}

/**
 * The target with the source's live lists and folders added after its own,
 * in the source's order. Every record the merge changes or brings is stamped
 * `now`, so the next sync sends it; the top-level order too.
 */
export function mergeLibraries<TLibrary extends ListLibrary>(target: TLibrary, source: ListLibrary, now: number): TLibrary {
  const liveFolders = new Map(target.folders.filter((folder) => !folder.deleted).map((folder) => [folderNameKey(folder.name), folder]));
  /** Source folder id -> the target folder that takes its lists. */
  const joined = new Map<string, Folder>();
  const broughtFolders: Folder[] = [];
  for (const folder of source.folders) {
    if (folder.deleted) continue;
    const namesake = liveFolders.get(folderNameKey(folder.name));
    if (namesake && namesake.id !== folder.id) joined.set(folder.id, namesake);
    else broughtFolders.push(folder);
  }

  const lists = new Map(target.lists.map((list) => [list.id, list]));
  for (const list of source.lists) {
    if (list.deleted) continue;
    const into = list.folderId === null ? undefined : joined.get(list.folderId);
    const brought = into ? touchList({ ...list, folderId: into.id }, now) : list;
    const held = lists.get(list.id);
    if (newerWins(held?._updatedAt, brought._updatedAt) === 'incoming') lists.set(list.id, brought);
  }

  const folders = new Map(target.folders.map((folder) => [folder.id, folder]));
  for (const folder of broughtFolders) {
    const held = folders.get(folder.id);
    if (newerWins(held?.updatedAt, folder.updatedAt) === 'incoming') folders.set(folder.id, folder);
  }
  for (const [sourceId, namesake] of joined) {
    const poured = source.folders.find((folder) => folder.id === sourceId)!.lists;
    const current = folders.get(namesake.id)!;
    folders.set(namesake.id, { ...current, lists: appendMissing(current.lists, poured), updatedAt: now });
  }

  const sourceOrder = source.order.filter((entry) => {
    // The rosters join with the lists (their own store moves them), in their places.
    if (isRosterEntry(entry)) return true;
    if (entry.startsWith(FOLDER_ENTRY)) {
      const id = entry.slice(FOLDER_ENTRY.length);
      return broughtFolders.some((folder) => folder.id === id);
    }
    const list = source.lists.find((candidate) => candidate.id === entry);
    return list !== undefined && !list.deleted;
  });
  return {
    ...target,
    lists: [...lists.values()],
    folders: [...folders.values()],
    order: appendMissing(target.order, sourceOrder),
    orderUpdatedAt: now,
  };
}
