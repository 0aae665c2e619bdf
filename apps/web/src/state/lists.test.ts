import 'fake-indexeddb/auto';

import { createList } from '@scrolldex/rules';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { database } from '../data/db';
import { accountOwner, DEVICE_OWNER, EMPTY_LIBRARY, saveLibrary } from '../data/list-library-store';
import { STORAGE_FULL } from '../data/storage-write-error';
import { clearListStorage, failWritesAsFull, storedListRows } from '../test/list-storage';
import { loadRealGameData } from '../test/real-game-data';
import { unsignedJwt } from '../test/unsigned-jwt';
import { gameDataAtom } from './game-data';
import { libraryAtom, libraryOwnerAtom, libraryReadyAtom, replaceLibraryAtom, updateLibraryAtom, useListEdit, useListUndo } from './lists';
import { accessTokenAtom } from './session';
import { storageWriteFailureAtom } from './storage-status';

const NOW = Date.UTC(2026, 10, 25, 12);

function newList(id: string, name: string) {
  const created = createList({ id, name, faction: 'Stormcast Eternals', now: NOW }, loadRealGameData());
  if (!created.ok) throw new Error(created.errors[0]?.message);
  return created.value;
}

function signedIn(id: string): string {
  return unsignedJwt({
    username: id,
    email: `${id}@example.com`,
    productName: null,
    subscriptionStatus: null,
    periodEnd: null,
    cancelAt: null,
    id,
    iat: 1,
    exp: 2e9,
    type: 'access',
  });
}

const names = (store: ReturnType<typeof createStore>) => store.get(libraryAtom).lists.map((list) => list.name);

beforeEach(async () => {
  localStorage.clear();
  await clearListStorage();
});
afterEach(() => vi.restoreAllMocks());

describe('the library as state', () => {
  it('is not ready, and empty, until storage has been read; then it is what is stored', async () => {
    await saveLibrary(DEVICE_OWNER, EMPTY_LIBRARY, { ...EMPTY_LIBRARY, lists: [newList('a', 'Stored')] });
    const store = createStore();
    expect(store.get(libraryReadyAtom)).toBe(false);
    expect(store.get(libraryAtom)).toEqual(EMPTY_LIBRARY);
    await waitFor(() => expect(store.get(libraryReadyAtom)).toBe(true));
    expect(names(store)).toEqual(['Stored']);
  });

  it('never writes over the stored library before it has loaded: an early change waits for it', async () => {
    await saveLibrary(DEVICE_OWNER, EMPTY_LIBRARY, { ...EMPTY_LIBRARY, lists: [newList('a', 'Stored')] });
    const store = createStore();
    const written = store.set(updateLibraryAtom, (library) => ({ ...library, lists: [...library.lists, newList('b', 'Made early')] }));
    expect(store.get(libraryReadyAtom)).toBe(false);
    await expect(written).resolves.toEqual({ ok: true });
    expect(names(store)).toEqual(['Stored', 'Made early']);
    expect(Object.keys(await storedListRows()).sort()).toEqual(['a', 'b']);
  });

  it("shows the signed-in account's library, never the device's own, and the device's again after logout", async () => {
    await saveLibrary(DEVICE_OWNER, EMPTY_LIBRARY, { ...EMPTY_LIBRARY, lists: [newList('d', 'Made logged out')] });
    await saveLibrary(accountOwner('u1'), EMPTY_LIBRARY, { ...EMPTY_LIBRARY, lists: [newList('u', 'Account list')] });
    const store = createStore();
    store.set(accessTokenAtom, signedIn('u1'));
    expect(store.get(libraryOwnerAtom)).toBe('account:u1');
    await waitFor(() => expect(names(store)).toEqual(['Account list']));
    store.set(updateLibraryAtom, (library) => ({ ...library, lists: [...library.lists, newList('n', 'New on account')] }));
    expect(Object.keys(await storedListRows('account:u1')).sort()).toEqual(['n', 'u']);
    expect(Object.keys(await storedListRows(DEVICE_OWNER))).toEqual(['d']);

    store.set(accessTokenAtom, null);
    expect(store.get(libraryReadyAtom)).toBe(false);
    await waitFor(() => expect(names(store)).toEqual(['Made logged out']));
  });

  it("refuses a sync's write for a library that is no longer shown", async () => {
    const store = createStore();
    store.set(accessTokenAtom, signedIn('u2'));
    await waitFor(() => expect(store.get(libraryReadyAtom)).toBe(true));
    const answer = { ...EMPTY_LIBRARY, lists: [newList('x', "Another account's")] };
    expect(store.set(replaceLibraryAtom, { owner: accountOwner('u1'), library: answer })).toBe(false);
    expect(store.get(libraryAtom).lists).toEqual([]);
    expect(store.set(replaceLibraryAtom, { owner: accountOwner('u2'), library: answer })).toBe(true);
    expect(names(store)).toEqual(["Another account's"]);
  });

  it('shows a failed write until a later one succeeds, and Try again stores what was pending', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createStore();
    store.set(libraryAtom, EMPTY_LIBRARY);
    const restore = failWritesAsFull();
    await store.set(updateLibraryAtom, (library) => ({ ...library, lists: [newList('a', 'Unsaved')] }));
    expect(store.get(storageWriteFailureAtom)?.message).toBe(STORAGE_FULL);
    // The screen still shows the edit; storage does not hold it.
    expect(names(store)).toEqual(['Unsaved']);
    expect(await storedListRows()).toEqual({});
    restore();
    store.get(storageWriteFailureAtom)!.retry();
    await waitFor(() => expect(store.get(storageWriteFailureAtom)).toBeNull());
    expect(Object.keys(await storedListRows())).toEqual(['a']);
  });

  it("follows another tab's change to the library shown", async () => {
    const store = createStore();
    const unsubscribe = store.sub(libraryAtom, () => undefined);
    await waitFor(() => expect(store.get(libraryReadyAtom)).toBe(true));
    // Another tab writes a list and says so on the channel (a channel object of its own, as in another tab).
    await saveLibrary(DEVICE_OWNER, EMPTY_LIBRARY, { ...EMPTY_LIBRARY, lists: [newList('t', 'From the other tab')] });
    const otherTab = new BroadcastChannel('scrolldex-saved-lists');
    otherTab.postMessage({ owner: DEVICE_OWNER });
    await waitFor(() => expect(names(store)).toEqual(['From the other tab']));
    otherTab.close();
    unsubscribe();
  });
});

describe('undo of the builder edits', () => {
  /** A visit of the app: a store of its own over the same storage, with the game data loaded. */
  async function visit() {
    const store = createStore();
    store.set(gameDataAtom, loadRealGameData());
    await waitFor(() => expect(store.get(libraryReadyAtom)).toBe(true));
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store }, children);
    return { store, hooks: renderHook(() => ({ edit: useListEdit('a'), steps: useListUndo('a') }), { wrapper }).result };
  }

  const formation = (store: ReturnType<typeof createStore>) => store.get(libraryAtom).lists[0]?.formation;

  it('takes back after a reload an edit made before it, and makes it again; another owner has nothing to undo', async () => {
    await saveLibrary(DEVICE_OWNER, EMPTY_LIBRARY, { ...EMPTY_LIBRARY, lists: [newList('a', 'Stored')] });
    const before = await visit();
    expect(before.hooks.current.edit({ op: 'setFormation', name: 'Thunderhead Host' })).toBeNull();
    const edited = before.store.get(libraryAtom).lists[0]!;
    await waitFor(async () => expect((await database().listHistories.get([DEVICE_OWNER, 'a']))?.history).toMatchObject({ listUpdatedAt: edited._updatedAt }));

    const after = await visit();
    expect(formation(after.store)).toBe('Thunderhead Host');
    await act(async () => expect(await after.hooks.current.steps.undo()).toBe(true));
    expect(formation(after.store)).toBeNull();
    await act(async () => expect(await after.hooks.current.steps.redo()).toBe(true));
    expect(formation(after.store)).toBe('Thunderhead Host');

    // An account whose library holds this very list (as a login carries it over) has no history of it.
    const redone = after.store.get(libraryAtom).lists[0]!;
    act(() => after.store.set(accessTokenAtom, signedIn('u1')));
    await waitFor(() => expect(after.store.get(libraryReadyAtom)).toBe(true));
    await after.store.set(updateLibraryAtom, (library) => ({ ...library, lists: [redone] }));
    await act(async () => expect(await after.hooks.current.steps.undo()).toBe(false));
  });
});
