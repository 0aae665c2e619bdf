import 'fake-indexeddb/auto';

import { createList } from '@scrolldex/rules';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { accountOwner, EMPTY_LIBRARY, readLibrary, saveLibrary } from '../data/list-library-store';
import { accountDataOwnerAtom } from '../state/account-data-owner';
import { bcpLoginAtom } from '../state/bcp';
import { favouritesAtom, toggleFavouriteAtom } from '../state/favourites';
import { accessTokenAtom } from '../state/session';
import { unitSettingsAtom } from '../state/unit-settings';
import { clearListStorage } from '../test/list-storage';
import { loadRealGameData } from '../test/real-game-data';
import { unsignedJwt } from '../test/unsigned-jwt';
import { AccountDataGuard } from './account-data-guard';

function tokenOf(id: string): string {
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

function makeList(id: string, now: number) {
  const made = createList({ id, name: `List ${id}`, faction: 'Stormcast Eternals', now }, loadRealGameData());
  if (!made.ok) throw new Error(made.errors[0]?.message);
  return made.value;
}

/** Account `id` signed in on this device, its data here: a list (synced or edited since), a favourite, a unit setting and a BCP login. */
async function signedInWithData(id: string, { unsynced = false } = {}) {
  const store = createStore();
  store.set(accessTokenAtom, tokenOf(id));
  store.set(accountDataOwnerAtom, id);
  const list = makeList(`${id}-list`, unsynced ? 200 : 100);
  await saveLibrary(accountOwner(id), EMPTY_LIBRARY, { ...EMPTY_LIBRARY, lists: [list], synced: { lists: { [list.id]: 100 }, folders: {}, order: null } });
  store.set(toggleFavouriteAtom, 'army', 'Seraphon');
  store.set(unitSettingsAtom, { entries: [{ name: 'Liberators', upgrades: [], weapons: {}, updatedAt: 1 }], unsyncedCount: 1, lastSynced: null });
  store.set(bcpLoginAtom, { accessToken: 'a', refreshToken: 'r', idToken: 'i' });
  render(
    <Provider store={store}>
      <AccountDataGuard />
    </Provider>,
  );
  return store;
}

function expectLocalStoresCleared(store: ReturnType<typeof createStore>) {
  expect(store.get(favouritesAtom).entries).toEqual({});
  expect(store.get(unitSettingsAtom).entries).toEqual([]);
  expect(store.get(bcpLoginAtom)).toBeNull();
  for (const key of ['favorites', 'unitSettingsStore', 'bcpLogin']) expect(localStorage.getItem(key)).toBeNull();
}

beforeEach(async () => {
  localStorage.clear();
  await clearListStorage();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AccountDataGuard', () => {
  it("clears the previous account's data before another account's session uses the device", async () => {
    const store = await signedInWithData('alice');
    act(() => store.set(accessTokenAtom, tokenOf('bob')));
    await waitFor(() => expect(store.get(accountDataOwnerAtom)).toBe('bob'));
    expectLocalStoresCleared(store);
    expect((await readLibrary(accountOwner('alice'))).lists).toEqual([]);
  });

  it('clears the data of a session that ended without a logout, keeping only lists its server has not got, for that account alone', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = await signedInWithData('alice', { unsynced: true });
    act(() => store.set(accessTokenAtom, null));
    await waitFor(() => expect(store.get(accountDataOwnerAtom)).toBeNull());
    expectLocalStoresCleared(store);
    expect((await readLibrary(accountOwner('alice'))).lists.map((list) => list.id)).toEqual(['alice-list']);
  });

  it('deletes the lists of an ended session when its server holds them all', async () => {
    const store = await signedInWithData('alice');
    act(() => store.set(accessTokenAtom, null));
    await waitFor(() => expect(store.get(accountDataOwnerAtom)).toBeNull());
    expect((await readLibrary(accountOwner('alice'))).lists).toEqual([]);
  });

  it("takes a device's own favourites into the account that logs in on it", async () => {
    const store = createStore();
    store.set(toggleFavouriteAtom, 'army', 'Nighthaunt');
    render(
      <Provider store={store}>
        <AccountDataGuard />
      </Provider>,
    );
    act(() => store.set(accessTokenAtom, tokenOf('carol')));
    await waitFor(() => expect(store.get(accountDataOwnerAtom)).toBe('carol'));
    expect(Object.keys(store.get(favouritesAtom).entries)).toEqual(['army:Nighthaunt']);
  });
});
