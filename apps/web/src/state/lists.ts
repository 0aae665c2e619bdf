// The saved lists and folders as jotai state. Every change goes through
// `updateLibraryAtom` (persisted, counted for sync); builder edits go through
// the engine's applyListEdit and come back revalidated, so a screen never
// edits a list object by hand.
import { applyListEdit, refreshListValidation, type ArmyList, type Folder, type GameData, type ListEdit, type ListEditError } from '@scrolldex/rules';
import { atom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useMemo } from 'react';

import { LIBRARY_KEYS, loadLibrary, saveLibrary, type StoredLibrary } from '../data/list-library-store';
import { gameDataAtom } from './game-data';
import { unitSettingEntriesAtom } from './unit-settings';

const baseLibraryAtom = atom<StoredLibrary | null>(null);

/**
 * The library: loaded from storage (with its migrations) on first read, then
 * kept here; another tab's change to the stored lists is followed.
 */
export const libraryAtom = atom(
  (get) => get(baseLibraryAtom) ?? loadLibrary(),
  (_get, set, library: StoredLibrary) => set(baseLibraryAtom, library),
);
libraryAtom.onMount = (setLibrary) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && LIBRARY_KEYS.includes(event.key)) setLibrary(loadLibrary());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

/** The data revision folded into the validation hash, so a data update revalidates every list. */
export function dataKey(data: GameData): string {
  return data.source.commit ?? String(data.source.gameSystemRevision);
}

/**
 * Replaces the library with what `change` makes of it and persists it. Lists
 * or folders that changed bump the unsynced counters (sync resets them).
 */
export const updateLibraryAtom = atom(null, (get, set, change: (library: StoredLibrary) => StoredLibrary) => {
  const previous = get(libraryAtom);
  const next = change(previous);
  if (next === previous) return;
  const counted: StoredLibrary = {
    ...next,
    unsyncedLists: next.unsyncedLists + (next.lists !== previous.lists ? 1 : 0),
    unsyncedFolders: next.unsyncedFolders + (next.folders !== previous.folders || next.order !== previous.order ? 1 : 0),
  };
  saveLibrary(previous, counted);
  set(baseLibraryAtom, counted);
});

/** Sync's own writes: persisted, with its counters as given (not counted as local changes). */
export const replaceLibraryAtom = atom(null, (get, set, next: StoredLibrary) => {
  saveLibrary(get(libraryAtom), next);
  set(baseLibraryAtom, next);
});

/** The lists shown to the player (soft-deleted ones are hidden). */
export const visibleListsAtom = atom((get) => get(libraryAtom).lists.filter((list) => !list.deleted));
export const visibleFoldersAtom = atom((get) => get(libraryAtom).folders.filter((folder) => !folder.deleted));

export function replaceList(lists: readonly ArmyList[], next: ArmyList): ArmyList[] {
  return lists.map((list) => (list.id === next.id ? next : list));
}

export function replaceFolder(folders: readonly Folder[], next: Folder): Folder[] {
  return folders.map((folder) => (folder.id === next.id ? next : folder));
}

/** Stores one list (new or changed), revalidated against the loaded data when there is any. */
export const saveListAtom = atom(null, (get, set, list: ArmyList) => {
  const data = get(gameDataAtom);
  const stored = data ? refreshListValidation(list, data, dataKey(data)) : list;
  set(updateLibraryAtom, (library) => ({
    ...library,
    lists: library.lists.some((item) => item.id === stored.id) ? replaceList(library.lists, stored) : [...library.lists, stored],
  }));
});

export function useLibrary(): StoredLibrary {
  return useAtomValue(libraryAtom);
}

/** One saved list by id, or null (unknown or deleted). */
export function useList(id: string): ArmyList | null {
  const library = useLibrary();
  return useMemo(() => library.lists.find((list) => list.id === id && !list.deleted) ?? null, [library.lists, id]);
}

export type ApplyEdit = (edit: ListEdit) => ListEditError | null;

/**
 * The builder's one way to change a list: applies the edit through the
 * engine (refused when locked, stamped with now), revalidates and saves it.
 * Returns the refusal, with its sentence, or null when applied.
 */
export function useListEdit(id: string): ApplyEdit {
  const store = useStore();
  const save = useSetAtom(saveListAtom);
  return useCallback(
    (edit: ListEdit) => {
      const data = store.get(gameDataAtom);
      const list = store.get(libraryAtom).lists.find((item) => item.id === id);
      if (!data) return { code: 'ARMY_NOT_FOUND', message: 'Game data not loaded.' };
      if (!list) return { code: 'SELECTION_NOT_FOUND', message: 'List not found.' };
      const result = applyListEdit(list, edit, data, Date.now(), { unitSettings: store.get(unitSettingEntriesAtom) });
      if (!result.ok) return result.errors[0] ?? null;
      if (result.value !== list) save(result.value);
      return null;
    },
    [id, save, store],
  );
}
