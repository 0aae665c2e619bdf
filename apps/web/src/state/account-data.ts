// Every store that belongs to the signed-in account (docs/decisions.md, "Logging out keeps the account's data separate"): its
// lists and folders, games, favourites, unit settings, the BCP login and the
// battle trackers of its lists, with their sync bookkeeping. Logout, account deletion
// and an ended session clear them all from this device, so nothing of the
// account stays readable here; logging back in brings it back from the server.
// A new account-owned store joins ACCOUNT_STORES with one line.
import type { createStore, WritableAtom } from 'jotai';
import { RESET } from 'jotai/utils';

import { deleteGames, gameWritesSettled, readGames, unsyncedGames } from '../data/game-store';
import { deleteRosters, readRosterShelf, rosterWritesSettled, unsyncedRosters } from '../data/roster-store';
import { accountOwner, deleteLibrary, libraryWritesSettled, readLibrary, unsyncedCount, unsyncedRecords } from '../data/list-library-store';
import { moveListsFromLocalStorage } from '../data/list-library-move';
import { battleTrackersAtom } from './battle';
import { bcpLoginAtom } from './bcp';
import { favouritesAtom } from './favourites';
import { dropHeldGamesAtom, gameShelfAtom, gamesReadyAtom } from './games';
import { dropHeldRostersAtom, rosterShelfAtom, rostersReadyAtom } from './rosters';
import { dropHeldLibraryAtom, libraryAtom, libraryOwnerAtom, libraryReadyAtom } from './lists';
import { unitSettingsAtom } from './unit-settings';

type Store = ReturnType<typeof createStore>;

export type ClearOptions = {
  /**
   * The session ended without the player logging out (the server refused it,
   * or another account logged in): the account's lists stay, hidden and for that
   * account only, when they hold changes that never reached its server.
   */
  keepUnsyncedLists: boolean;
};

type AccountStore = { clear: (store: Store, accountId: string, options: ClearOptions) => Promise<void> | void };

/** A store kept in localStorage by a stored atom: reset to its empty value, its key removed. */
function storedAtomStore(stored: WritableAtom<unknown, [typeof RESET], void>): AccountStore {
  return { clear: (store) => store.set(stored, RESET) };
}

const accountLibrary: AccountStore = {
  async clear(store, accountId, { keepUnsyncedLists }) {
    const owner = accountOwner(accountId);
    // Lists an earlier version kept in localStorage during this session are the account's too.
    await moveListsFromLocalStorage(owner, { now: Date.now(), newId: () => crypto.randomUUID() });
    await libraryWritesSettled();
    if (keepUnsyncedLists && unsyncedCount(await readLibrary(owner)) > 0) {
      console.warn("The session ended with list changes its server has not got; they stay on this device, for that account's next login only.");
      return;
    }
    await deleteLibrary(owner);
    store.set(dropHeldLibraryAtom, owner);
  },
};

const accountGames: AccountStore = {
  async clear(store, accountId, { keepUnsyncedLists }) {
    const owner = accountOwner(accountId);
    await gameWritesSettled();
    if (keepUnsyncedLists && unsyncedGames(await readGames(owner)).length > 0) {
      console.warn("The session ended with game changes its server has not got; they stay on this device, for that account's next login only.");
      return;
    }
    await deleteGames(owner);
    store.set(dropHeldGamesAtom, owner);
  },
};

const accountRosters: AccountStore = {
  async clear(store, accountId, { keepUnsyncedLists }) {
    const owner = accountOwner(accountId);
    await rosterWritesSettled();
    if (keepUnsyncedLists && unsyncedRosters(await readRosterShelf(owner)).length > 0) {
      console.warn("The session ended with roster changes its server has not got; they stay on this device, for that account's next login only.");
      return;
    }
    await deleteRosters(owner);
    store.set(dropHeldRostersAtom, owner);
  },
};

const ACCOUNT_STORES: readonly AccountStore[] = [
  accountLibrary,
  accountGames,
  accountRosters,
  storedAtomStore(favouritesAtom),
  storedAtomStore(unitSettingsAtom),
  storedAtomStore(bcpLoginAtom),
  storedAtomStore(battleTrackersAtom),
];

const clearing = new Map<string, Promise<void>>();

/** Clears every account-owned store of `accountId` from this device; concurrent calls for one account share the work. */
export function clearAccountData(store: Store, accountId: string, options: ClearOptions): Promise<void> {
  const key = `${accountId}:${options.keepUnsyncedLists}`;
  let running = clearing.get(key);
  if (!running) {
    running = Promise.all(ACCOUNT_STORES.map((accountStore) => accountStore.clear(store, accountId, options)))
      .then(() => undefined)
      .finally(() => clearing.delete(key));
    clearing.set(key, running);
  }
  return running;
}

/** What of the signed-in account has not reached its server, counted per record. */
export type UnsyncedChanges = {
  lists: number;
  folders: number;
  order: boolean;
  favourites: number;
  unitSettings: number;
  games: number;
  rosters: number;
};

/** Entries stamped after the last sync, when the store says something is unsynced. */
function unsyncedEntries(entries: readonly { updatedAt: number }[], store: { unsyncedCount: number; lastSynced: number | null }): number {
  if (store.unsyncedCount === 0) return 0;
  return entries.filter((entry) => store.lastSynced === null || entry.updatedAt > store.lastSynced).length;
}

/** The unsynced changes of the account whose library is shown (its library loaded first when it is not yet). */
export async function unsyncedAccountChanges(store: Store): Promise<UnsyncedChanges> {
  const library = store.get(libraryReadyAtom) ? store.get(libraryAtom) : await readLibrary(store.get(libraryOwnerAtom));
  const unsynced = unsyncedRecords(library);
  const games = store.get(gamesReadyAtom) ? store.get(gameShelfAtom) : await readGames(store.get(libraryOwnerAtom));
  const rosters = store.get(rostersReadyAtom) ? store.get(rosterShelfAtom) : await readRosterShelf(store.get(libraryOwnerAtom));
  const favourites = store.get(favouritesAtom);
  const unitSettings = store.get(unitSettingsAtom);
  return {
    lists: unsynced.lists.length,
    folders: unsynced.folders.length,
    order: unsynced.order,
    favourites: unsyncedEntries(Object.values(favourites.entries), favourites),
    unitSettings: unsyncedEntries(unitSettings.entries, unitSettings),
    games: unsyncedGames(games).length,
    rosters: unsyncedRosters(rosters).length,
  };
}

export function hasUnsyncedChanges(changes: UnsyncedChanges): boolean {
  return changes.lists + changes.folders + changes.favourites + changes.unitSettings + changes.games + changes.rosters > 0 || changes.order;
}
