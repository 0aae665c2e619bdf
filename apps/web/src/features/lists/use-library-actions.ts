// Every change the Lists tab makes to the library, each one engine operation
// written through updateLibraryAtom (persisted and counted for sync).
import {
  addFolderToLibrary,
  addListAfter,
  applyFolderDeletion,
  createFolder,
  deleteFolder,
  duplicateList,
  editFolder,
  findOrCreateFolder,
  libraryOrder,
  lockAll,
  moveLibraryItem,
  moveListToFolder,
  restoreLibraryItems,
  softDeleteItem,
  type Folder,
  type FolderColor,
  type LibraryItem,
  type LibraryItems,
  type LibraryPlace,
} from '@scrolldex/rules';
import { useSetAtom, useStore } from 'jotai';
import { useMemo } from 'react';

import { libraryAtom, updateLibraryAtom } from '../../state/lists';
import { rosterShelfAtom } from '../../state/rosters';

const newId = () => crypto.randomUUID();

export type LibraryActions = ReturnType<typeof useLibraryActions>;

export function useLibraryActions() {
  const store = useStore();
  const update = useSetAtom(updateLibraryAtom);
  return useMemo(() => {
    const current = () => store.get(libraryAtom);
    /** Puts `items` back as they are now, whatever happens to them meanwhile. */
    const undoOf = (items: LibraryItems) => {
      const before = current();
      return () => void update((library) => restoreLibraryItems(library, before, items, Date.now()));
    };
    return {
      /** The copy's id, or null when the list is unknown. */
      duplicate(listId: string): string | null {
        const original = current().lists.find((list) => list.id === listId && !list.deleted);
        if (!original) return null;
        const now = Date.now();
        const copy = duplicateList(original, { id: newId(), now, existing: current().lists });
        update((library) => addListAfter(library, copy, original.id, now));
        return copy.id;
      },
      /** Soft-deletes the list; returns its Undo. */
      deleteList(listId: string): () => void {
        const undo = undoOf({ listIds: [listId], folderIds: [] });
        const now = Date.now();
        update((library) => ({ ...library, lists: library.lists.map((list) => (list.id === listId ? softDeleteItem(list, now) : list)) }));
        return undo;
      },
      /** Soft-deletes every list; returns how many. */
      deleteAllLists(): number {
        const now = Date.now();
        const count = current().lists.filter((list) => !list.deleted).length;
        if (count > 0) update((library) => ({ ...library, lists: library.lists.map((list) => softDeleteItem(list, now)) }));
        return count;
      },
      /** 'Move To' by folder name; a new name makes the folder. Returns the refusal sentence, or null. */
      moveToFolder(listId: string, folderName: string): string | null {
        const now = Date.now();
        const found = findOrCreateFolder(folderName, current().folders, { id: newId(), now, random: Math.random() });
        if (!found.ok) return found.errors[0]!.message;
        const { folder, created } = found.value;
        update((library) => moveListToFolder(created ? addFolderToLibrary(library, folder, now) : library, listId, folder.id, now));
        return null;
      },
      /** Drag and drop of a list, roster or folder; the rosters are at hand so that one never placed yet can move. */
      move(item: LibraryItem, place: LibraryPlace) {
        const rosters = store.get(rosterShelfAtom).items;
        update((library) => {
          const { rosters: _shown, ...moved } = moveLibraryItem({ ...library, rosters }, item, place, Date.now());
          return moved;
        });
      },
      /** 'New Folder': a generated name and a random colour, first at the top level. */
      newFolder(): Folder {
        const now = Date.now();
        const created = createFolder({ id: newId(), now, random: Math.random(), folders: current().folders });
        // A generated name is always free and the colour one of the seven.
        if (!created.ok) throw new Error(created.errors[0]!.message);
        update((library) => addFolderToLibrary(library, created.value, now));
        return created.value;
      },
      /** The folder edit dialog's save; returns the refusal sentence, or null. */
      editFolder(folderId: string, changes: { name: string; color: FolderColor }): string | null {
        const library = current();
        const folder = library.folders.find((item) => item.id === folderId);
        if (!folder) return 'This folder no longer exists.';
        const edited = editFolder(folder, changes, library.folders, Date.now());
        if (!edited.ok) return edited.errors[0]!.message;
        if (edited.value !== folder) update((lib) => ({ ...lib, folders: lib.folders.map((item) => (item.id === folderId ? edited.value : item)) }));
        return null;
      },
      /** Deletes the folder, and its lists unless moved out; returns its Undo (the folder comes back with its lists). */
      deleteFolder(folderId: string, moveListsOut: boolean): () => void {
        const folder = current().folders.find((item) => item.id === folderId);
        const undo = undoOf({ listIds: folder?.lists ?? [], folderIds: [folderId] });
        const now = Date.now();
        update((library) => {
          const folder = library.folders.find((item) => item.id === folderId);
          if (!folder) return library;
          const deletion = deleteFolder({ folder, lists: library.lists, order: libraryOrder(library), moveListsOut, now });
          return applyFolderDeletion(library, deletion, now);
        });
        return undo;
      },
      lockAll(folderId: string) {
        const now = Date.now();
        update((library) => {
          const folder = library.folders.find((item) => item.id === folderId);
          return folder ? { ...library, lists: lockAll(folder, library.lists, now) } : library;
        });
      },
    };
  }, [store, update]);
}
