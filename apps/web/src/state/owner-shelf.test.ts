import { waitFor } from '@testing-library/react';
import { atom, createStore, type Setter } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DEVICE_OWNER, type LibraryOwner } from '../data/list-library-store';
import { ownerShelf, type ReadFailureReport } from './owner-shelf';
import type { StorageWriteFailure } from './storage-status';

type Shelf = { names: string[] };
const EMPTY: Shelf = { names: [] };

/** A shelf over a stand-in storage: `stored` per owner, and a read that fails while `failing` is set. */
function shelfOverStorage(stored: Record<string, Shelf>) {
  const storage = { stored, failing: null as Error | null, reads: 0 };
  const ownerAtom = atom<LibraryOwner>(DEVICE_OWNER);
  const failureAtom = atom<StorageWriteFailure | null>(null);
  const reportReadFailure: ReadFailureReport = (set: Setter, failure) => set(failureAtom, failure);
  const read = async (owner: LibraryOwner) => {
    storage.reads += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (storage.failing) throw storage.failing;
    return storage.stored[owner] ?? EMPTY;
  };
  const shelf = ownerShelf({ ownerAtom, read, reread: read, follow: () => () => undefined, empty: EMPTY, what: 'names', reportReadFailure });
  return { storage, ownerAtom, failureAtom, shelf };
}

afterEach(() => vi.restoreAllMocks());

describe('a shelf held per owner', () => {
  it('is null until read, then what is stored; reading it writes nothing to the store from a read (no deprecated setSelf)', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { shelf } = shelfOverStorage({ [DEVICE_OWNER]: { names: ['Stored'] } });
    const store = createStore();
    expect(store.get(shelf.loadedAtom)).toBeNull();
    await waitFor(() => expect(store.get(shelf.loadedAtom)).toEqual({ names: ['Stored'] }));
    expect(warn).not.toHaveBeenCalled();
  });

  it('applies changes asked for before the read one after another, to what was read', async () => {
    const { shelf } = shelfOverStorage({ [DEVICE_OWNER]: { names: ['Stored'] } });
    const store = createStore();
    const add = atom(null, (get, set, name: string) =>
      shelf.afterRead(get, ({ owner, value }) => set(shelf.heldAtom, { owner, value: { names: [...value.names, name] } })),
    );
    await Promise.all([store.set(add, 'First'), store.set(add, 'Second')]);
    expect(store.get(shelf.loadedAtom)).toEqual({ names: ['Stored', 'First', 'Second'] });
  });

  it("shows the shown owner's failed read to a mounted screen, works from the empty shelf, and Try again reads it anew", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { storage, failureAtom, shelf } = shelfOverStorage({ [DEVICE_OWNER]: { names: ['Stored'] } });
    storage.failing = new Error('the disk is gone');
    const store = createStore();
    const unsubscribe = store.sub(shelf.loadedAtom, () => undefined);
    await waitFor(() => expect(store.get(failureAtom)?.message).toBe('Could not save on this device: the disk is gone.'));
    expect(store.get(shelf.loadedAtom)).toEqual(EMPTY);

    storage.failing = null;
    store.get(failureAtom)!.retry();
    await waitFor(() => expect(store.get(failureAtom)).toBeNull());
    expect(store.get(shelf.loadedAtom)).toEqual({ names: ['Stored'] });
    unsubscribe();
  });

  it('reads the shown owner afresh once dropped, and another owner only when shown', async () => {
    const { storage, ownerAtom, shelf } = shelfOverStorage({ [DEVICE_OWNER]: { names: ['Stored'] }, 'account:u1': { names: ['Account'] } });
    const store = createStore();
    store.set(shelf.heldAtom, { owner: DEVICE_OWNER, value: { names: ['Held'] } });
    expect(store.get(shelf.loadedAtom)).toEqual({ names: ['Held'] });

    store.set(shelf.dropAtom, 'account:u1');
    expect(store.get(shelf.loadedAtom)).toEqual({ names: ['Held'] });
    expect(storage.reads).toBe(0);

    storage.stored[DEVICE_OWNER] = { names: ['Stored again'] };
    store.set(shelf.dropAtom, DEVICE_OWNER);
    expect(store.get(shelf.loadedAtom)).toBeNull();
    await waitFor(() => expect(store.get(shelf.loadedAtom)).toEqual({ names: ['Stored again'] }));

    store.set(ownerAtom, 'account:u1');
    await waitFor(() => expect(store.get(shelf.loadedAtom)).toEqual({ names: ['Account'] }));
  });
});
