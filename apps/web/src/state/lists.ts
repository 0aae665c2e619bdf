// The saved lists and folders as jotai state: the library of whoever is signed
// in (the account's; the device's own when logged out), loaded from IndexedDB
// when first read and again when another tab changes it. Every change goes
// through `updateLibraryAtom` (written to storage row by row; a failed write is
// shown until one succeeds); builder edits go through the engine's
// applyListEdit and come back revalidated, so a screen never edits a list
// object by hand. Nothing is written before the library has loaded, so an
// empty placeholder never replaces what is stored.
import { applyListEdit, refreshListValidation, type ArmyList, type GameData, type ListEdit, type ListEditError } from '@scrolldex/rules';
import { atom, useAtomValue, useSetAtom, useStore, type Getter, type Setter } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';

import { followLibraryChanges } from '../data/library-changes';
import {
  accountOwner,
  DEVICE_OWNER,
  EMPTY_LIBRARY,
  loadLibrary,
  readLibrary,
  retryLibraryWrites,
  saveLibrary,
  type LibraryOwner,
  type StoredLibrary,
  type WriteOutcome,
} from '../data/list-library-store';
import { storageWriteErrorSentence } from '../data/storage-write-error';
import { dropListHistoriesAtom, loadListHistoryAtom, moveListHistoryAtom, recordListHistoryAtom } from './list-history';
import { gameDataForList } from './release-data';
import { ownerShelf } from './owner-shelf';
import { accountAtom } from './session';
import { storageWriteFailureAtom } from './storage-status';
import { unitSettingEntriesAtom } from './unit-settings';

/** Whose library is shown: the signed-in account's, else the device's own. */
export const libraryOwnerAtom = atom<LibraryOwner>((get) => {
  const account = get(accountAtom);
  return account ? accountOwner(account.id) : DEVICE_OWNER;
});

const shelf = ownerShelf({
  ownerAtom: libraryOwnerAtom,
  read: loadLibrary,
  reread: readLibrary,
  follow: followLibraryChanges,
  empty: EMPTY_LIBRARY,
  what: 'saved lists',
  // A failed read shows the storage banner; a read that succeeds on Try again clears it.
  reportReadFailure: (set, failure) => set(storageWriteFailureAtom, failure),
});
const { heldAtom: heldLibraryAtom, loadedAtom: loadedLibraryAtom } = shelf;

/** The library shown (empty while it loads: see libraryReadyAtom). Set directly only by tests. */
export const libraryAtom = atom(
  (get) => get(loadedLibraryAtom) ?? EMPTY_LIBRARY,
  (get, set, library: StoredLibrary) => set(heldLibraryAtom, { owner: get(libraryOwnerAtom), value: library }),
);

/** The shown library has loaded from storage. */
export const libraryReadyAtom = atom((get) => get(loadedLibraryAtom) !== null);

/** The shown library once it has loaded from storage (at once when it has): for a change computed from what is stored. */
export const loadedLibraryWhenReadyAtom = atom(null, (get): Promise<StoredLibrary> => {
  const loaded = get(loadedLibraryAtom);
  return loaded ? Promise.resolve(loaded) : shelf.afterRead(get, ({ value }) => value);
});

/** Forgets the library of `owner` held here, with its lists' undo histories (it was deleted from storage): read afresh next time. */
export const dropHeldLibraryAtom = atom(null, (_get, set, owner: LibraryOwner) => {
  set(shelf.dropAtom, owner);
  set(dropListHistoriesAtom, owner);
});

function reportWrite(set: Setter, owner: LibraryOwner, outcome: WriteOutcome): void {
  if (outcome.ok) {
    set(storageWriteFailureAtom, null);
    return;
  }
  const retry = () => void retryLibraryWrites(owner).then((again) => reportWrite(set, owner, again));
  set(storageWriteFailureAtom, { message: storageWriteErrorSentence(outcome.error), retry });
}

function hold(set: Setter, owner: LibraryOwner, previous: StoredLibrary, next: StoredLibrary): Promise<WriteOutcome> {
  set(heldLibraryAtom, { owner, value: next });
  return saveLibrary(owner, previous, next).then((outcome) => {
    reportWrite(set, owner, outcome);
    return outcome;
  });
}

/** The data revision folded into the validation hash, so a data update revalidates every list. */
export function dataKey(data: Pick<GameData, 'source'>): string {
  return data.source.commit ?? String(data.source.gameSystemRevision);
}

function applyChange(get: Getter, set: Setter, change: (library: StoredLibrary) => StoredLibrary): Promise<WriteOutcome | null> {
  return shelf.changeShown(get, ({ owner, value: previous }) => {
    const next = change(previous);
    return next === previous ? null : hold(set, owner, previous, next);
  });
}

/**
 * Replaces the library with what `change` makes of it and stores it; resolves
 * with the write's outcome (null when nothing changed). A change asked for
 * before the library has loaded is applied to it once loaded.
 */
export const updateLibraryAtom = atom(null, applyChange);

/**
 * Sync's own writes, for the library it synced (`owner`): refused (false) when
 * another library is shown now, so one account's answer never lands in another's.
 */
export const replaceLibraryAtom = atom(null, (get, set, { owner, library }: { owner: LibraryOwner; library: StoredLibrary }): boolean => {
  const previous = get(loadedLibraryAtom);
  if (previous === null || get(libraryOwnerAtom) !== owner) return false;
  void hold(set, owner, previous, library);
  return true;
});

/** The lists shown to the player (soft-deleted ones are hidden). */
export const visibleListsAtom = atom((get) => get(libraryAtom).lists.filter((list) => !list.deleted));

export function replaceList(lists: readonly ArmyList[], next: ArmyList): ArmyList[] {
  return lists.map((list) => (list.id === next.id ? next : list));
}

/** Stores one list (new or changed), revalidated against its data (its release's, when pinned) when that is loaded. */
export const saveListAtom = atom(null, (get, set, list: ArmyList) => {
  const data = gameDataForList(get, list);
  const stored = data ? refreshListValidation(list, data, dataKey(data)) : list;
  void set(updateLibraryAtom, (library) => ({
    ...library,
    lists: library.lists.some((item) => item.id === stored.id) ? replaceList(library.lists, stored) : [...library.lists, stored],
  }));
});

export function useLibrary(): StoredLibrary {
  return useAtomValue(libraryAtom);
}

export function useLibraryReady(): boolean {
  return useAtomValue(libraryReadyAtom);
}

/** One saved list by id; null when unknown or deleted, undefined while the library loads. */
export function useList(id: string): ArmyList | null | undefined {
  const library = useAtomValue(loadedLibraryAtom);
  return useMemo(() => (library ? (library.lists.find((list) => list.id === id && !list.deleted) ?? null) : undefined), [library, id]);
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
      const list = store.get(libraryAtom).lists.find((item) => item.id === id);
      if (!list) return { code: 'SELECTION_NOT_FOUND', message: 'List not found.' };
      const data = gameDataForList(store.get, list);
      if (!data) return { code: 'ARMY_NOT_FOUND', message: 'Game data not loaded.' };
      const result = applyListEdit(list, edit, data, Date.now(), { unitSettings: store.get(unitSettingEntriesAtom) });
      if (!result.ok) return result.errors[0] ?? null;
      if (result.value !== list) {
        save(result.value);
        void store.set(recordListHistoryAtom, { owner: store.get(libraryOwnerAtom), before: list, after: result.value });
      }
      return null;
    },
    [id, save, store],
  );
}

export type ListUndo = {
  /** Takes back the last edit; resolves false when there is none. */
  undo: () => Promise<boolean>;
  /** Makes again the last edit undone; resolves false when there is none. */
  redo: () => Promise<boolean>;
};

/** Undo and redo of the edits made to one list through useListEdit, kept over a reload (state/list-history). */
export function useListUndo(id: string): ListUndo {
  const store = useStore();
  const save = useSetAtom(saveListAtom);
  const owner = useAtomValue(libraryOwnerAtom);
  useEffect(() => void store.set(loadListHistoryAtom, { owner, id }), [store, owner, id]);
  return useMemo(() => {
    // Once the owner has changed (a login, a logout), the library shown is no longer the one this history is of.
    const current = () => (store.get(libraryOwnerAtom) === owner ? store.get(libraryAtom).lists.find((item) => item.id === id && !item.deleted) : undefined);
    const step = (move: 'undo' | 'redo') => () => store.set(moveListHistoryAtom, { owner, id, move, current, apply: save });
    return { undo: step('undo'), redo: step('redo') };
  }, [id, owner, save, store]);
}
