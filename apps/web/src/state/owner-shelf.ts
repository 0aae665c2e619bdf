// The saved lists, the games and the campaign rosters are each kept per owner (the signed-in account's, or the
// device's own when logged out), and held as jotai state the same way: read from IndexedDB when first shown, held
// once read or changed, read again when another tab changes them. A read that fails leaves the app working from an
// empty shelf, and the failure on screen, so that nothing written later replaces rows it could not read unawares.
// The read's outcome reaches the store through jotai's `unwrap`, so an atom's read never writes to the store.
import { atom, type Atom, type Getter, type PrimitiveAtom, type Setter, type WritableAtom } from 'jotai';
import { unwrap } from 'jotai/utils';

import type { LibraryOwner } from '../data/list-library-store';
import { storageWriteErrorSentence } from '../data/storage-write-error';
import { rereadOnChange } from './reread-on-change';
import type { StorageWriteFailure } from './storage-status';

/** A shelf as held for its owner. */
export type Held<T> = { owner: LibraryOwner; value: T };

/** A read of an owner's shelf from storage: `empty` and the error when it failed. */
type Read<T> = Held<T> & { error: unknown };

/** Shows the shown owner's failed read (its sentence, and `retry` to read it again), or clears it (null) when a retried read succeeded. */
export type ReadFailureReport = (set: Setter, failure: StorageWriteFailure | null) => void;

export type OwnerShelfOptions<T> = {
  ownerAtom: Atom<LibraryOwner>;
  /** Reads an owner's shelf (it may reject). */
  read: (owner: LibraryOwner) => Promise<T>;
  /** Reads it again after another tab announced a change (`follow`, a channel of data/library-changes.ts). */
  reread: (owner: LibraryOwner) => Promise<T>;
  follow: (listener: (owner: string) => void) => () => void;
  /** What the app works from when the read failed. */
  empty: T;
  /** What the shelf holds, for the console: 'saved lists'. */
  what: string;
  reportReadFailure: ReadFailureReport;
};

export type OwnerShelf<T> = {
  /** What is held for an owner: read, or changed since. Held for the shown owner, it is what the screens show. */
  heldAtom: PrimitiveAtom<Held<T> | null>;
  /** The shown owner's shelf, or null while it is read; reading it starts the read. */
  loadedAtom: Atom<T | null>;
  /**
   * Runs `then` on the shown owner's shelf once it has been read: what is held for that owner by then, else the read.
   * `then` runs in the same task as that look, so changes asked for before the read apply one after another.
   */
  afterRead: <R>(get: Getter, then: (shelf: Held<T>) => R | PromiseLike<R>) => Promise<R>;
  /**
   * Runs `change` on the shown owner's shelf, at once when it has been read, else once it has. A change for an owner
   * no longer shown by then is dropped (null), so one account's change never lands in another's.
   */
  changeShown: <R>(get: Getter, change: (shelf: Held<T>) => R | PromiseLike<R>) => Promise<R | null>;
  /** Forgets what is held for `owner` (deleted from storage): read afresh when shown. */
  dropAtom: WritableAtom<null, [LibraryOwner], void>;
};

export function ownerShelf<T>({ ownerAtom, read, reread, follow, empty, what, reportReadFailure }: OwnerShelfOptions<T>): OwnerShelf<T> {
  /** One read of an owner's shelf at a time, whichever store or screen asks. */
  const reads = new Map<LibraryOwner, Promise<Read<T>>>();
  /** The mounted stores' takers of a settled read (to report its failure). */
  const settledListeners = new Set<(settled: Read<T>) => void>();

  function readOnce(owner: LibraryOwner): Promise<Read<T>> {
    let pending = reads.get(owner);
    if (!pending) {
      pending = read(owner)
        .then((value): Read<T> => ({ owner, value, error: null }))
        .catch((error: unknown): Read<T> => {
          console.warn(`Could not read the ${what} on this device.`, error);
          return { owner, value: empty, error };
        })
        .finally(() => reads.delete(owner));
      void pending.then((settled) => settledListeners.forEach((listener) => listener(settled)));
      reads.set(owner, pending);
    }
    return pending;
  }

  const heldAtom = atom<Held<T> | null>(null);
  /** Counts the reads asked for again (a dropped shelf, Try again): each makes the shown owner's read anew. */
  const readAgainAtom = atom(0);
  const readAtom = atom((get) => {
    get(readAgainAtom);
    return readOnce(get(ownerAtom));
  });
  const settledReadAtom = unwrap(readAtom, () => null);

  const loadedAtom = atom(
    (get) => {
      const owner = get(ownerAtom);
      const held = get(heldAtom);
      if (held?.owner === owner) return held.value;
      const settled = get(settledReadAtom);
      return settled?.owner === owner ? settled.value : null;
    },
    (get, set, settled: Read<T> | null, replace: boolean) => {
      // null: a screen mounted after the shown owner's read settled, whose failure is shown now.
      const taken = settled ?? get(settledReadAtom);
      if (!taken || get(ownerAtom) !== taken.owner) return;
      if (replace) set(heldAtom, { owner: taken.owner, value: taken.value });
      else report(get, set, taken);
    },
  );

  function report(get: Getter, set: Setter, settled: Read<T>): void {
    if (!settled.error || get(heldAtom)?.owner === settled.owner) return;
    // Try again reads it anew, once the player has freed some space.
    const retry = () => {
      set(readAgainAtom, (count) => count + 1);
      void get(readAtom).then((again) => {
        if (!again.error) reportReadFailure(set, null);
      });
    };
    reportReadFailure(set, { message: storageWriteErrorSentence(settled.error), retry });
  }

  loadedAtom.onMount = (take) => {
    take(null, false);
    const takeSettled = (settled: Read<T>) => take(settled, false);
    settledListeners.add(takeSettled);
    const unfollow = rereadOnChange(follow, reread, (owner, value) => take({ owner, value, error: null }, true), what);
    return () => {
      settledListeners.delete(takeSettled);
      unfollow();
    };
  };

  function afterRead<R>(get: Getter, then: (shelf: Held<T>) => R | PromiseLike<R>): Promise<R> {
    return get(readAtom).then((settled) => {
      const held = get(heldAtom);
      return then(held?.owner === settled.owner ? held : { owner: settled.owner, value: settled.value });
    });
  }

  function changeShown<R>(get: Getter, change: (shelf: Held<T>) => R | PromiseLike<R>): Promise<R | null> {
    const owner = get(ownerAtom);
    const changeIfShown = (shelf: Held<T>): R | PromiseLike<R> | null => {
      if (shelf.owner === owner && get(ownerAtom) === owner) return change(shelf);
      console.warn(`A change to the ${what} was dropped: they are no longer shown.`);
      return null;
    };
    const loaded = get(loadedAtom);
    return loaded === null ? afterRead(get, changeIfShown) : Promise.resolve(changeIfShown({ owner, value: loaded }));
  }

  const dropAtom = atom(null, (get, set, owner: LibraryOwner) => {
    if (get(heldAtom)?.owner === owner) set(heldAtom, null);
    if (get(ownerAtom) === owner) set(readAgainAtom, (count) => count + 1);
  });

  return { heldAtom, loadedAtom, afterRead, changeShown, dropAtom };
}
