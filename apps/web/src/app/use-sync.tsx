// Keeps favourites, unit default settings, lists, folders, games and Path to Glory rosters in step
// with the account: sync
// runs only when a client exists, the account-owned data on this device is the
// signed-in account's (state/account-data-owner) and the browser is online — on
// start, on login, on reconnect, on 'Sync now', on coming back to the page
// (app/sync-on-refocus), and whenever a store has unsynced changes (lists, folders, games and rosters 10 s after the last
// one); a failed sync is tried again a while later (SYNC_RETRY_DELAYS_MS). The lists, games and rosters synced are the
// signed-in account's, never another's.
import { useAtomValue, useStore, type createStore } from 'jotai';
import { useCallback, useEffect, useMemo, useRef } from 'react';

import { FavoriteWriteEntrySchema, SYNC_LIMITS, UnitSettingWriteEntrySchema } from '@scrolldex/contract';

import { favouriteEntries, favouriteIdOf } from '../data/favourites-store';
import { unsyncedCount, type LibraryOwner } from '../data/list-library-store';
import { unsyncedGames } from '../data/game-store';
import { createGameSyncer } from '../data/game-sync';
import { createListSyncer, debouncedSyncer, type DebouncedSyncer } from '../data/list-sync';
import { unsyncedRosters } from '../data/roster-store';
import { createRosterSyncer } from '../data/roster-sync';
import { refusalBySchema, syncResource, type SyncResource } from '../data/sync-resource';
import { unitSettingKey } from '../data/unit-settings-store';
import type { ScrolldexClient } from '../data/scrolldex-client';
import { applyFavouritesSyncAtom, favouritesAtom } from '../state/favourites';
import { accountDataReadyAtom } from '../state/account-data-owner';
import { gameShelfAtom, gamesReadyAtom, replaceGamesAtom } from '../state/games';
import { libraryAtom, libraryOwnerAtom, libraryReadyAtom, replaceLibraryAtom } from '../state/lists';
import { replaceRostersAtom, rosterShelfAtom, rostersReadyAtom } from '../state/rosters';
import { listSyncFailedAtom, runningSyncsAtom, syncRequestAtom, syncRunnersAtom, type SyncRunner } from '../state/sync';
import { addToastAtom } from '../state/toasts';
import { useOnline } from '../shared/use-online';
import { applyUnitSettingsSyncAtom, unitSettingsAtom } from '../state/unit-settings';
import { useOptionalScrolldexClient } from '../shared/scrolldex-client-provider';
import { useSyncOnRefocus } from './sync-on-refocus';

type Store = ReturnType<typeof createStore>;

/** Counts a sync started by now() as running while it is out, for the screens' 'Syncing...'. */
function tracked(store: Store, syncer: DebouncedSyncer): DebouncedSyncer {
  return {
    ...syncer,
    now: async () => {
      store.set(runningSyncsAtom, (count) => count + 1);
      try {
        await syncer.now();
      } finally {
        store.set(runningSyncsAtom, (count) => count - 1);
      }
    },
  };
}

/** Favourites and unit settings: each change is sent at once, and a failed sync is tried again (debouncedSyncer). */
function resourceSyncer<TStore, TEntry extends { updatedAt: number }>(store: Store, resource: SyncResource<TStore, TEntry>): DebouncedSyncer {
  return tracked(
    store,
    debouncedSyncer(() => syncResource(resource), 0),
  );
}

export function useSync(): void {
  const client = useOptionalScrolldexClient();
  const store = useStore();
  const favouritesUnsynced = useAtomValue(favouritesAtom).unsyncedCount;
  const unitSettingsUnsynced = useAtomValue(unitSettingsAtom).unsyncedCount;

  const syncFavourites = useMemo(() => {
    if (!client) return null;
    const tell = refusalToasts(store);
    return resourceSyncer(store, {
      name: 'favourites',
      read: () => store.get(favouritesAtom),
      entries: favouriteEntries,
      keyOf: favouriteIdOf,
      labelOf: (entry) => entry.key,
      refusalOf: (entry) => refusalBySchema(FavoriteWriteEntrySchema, entry),
      perAccount: SYNC_LIMITS.favouritesPerAccount,
      perWrite: SYNC_LIMITS.favouritesPerWrite,
      pull: async () => (await client.getFavorites()).favorites,
      push: (favorites) => client.postFavorites({ favorites }),
      apply: (entries, changed) => store.set(applyFavouritesSyncAtom, entries, changed),
      onRefused: (entries) => tell(entries.map((entry) => ({ id: `favourite:${entry.key}`, name: entry.label, reason: entry.reason }))),
    });
  }, [client, store]);

  const syncUnitSettings = useMemo(() => {
    if (!client) return null;
    const tell = refusalToasts(store);
    return resourceSyncer(store, {
      name: 'unit settings',
      read: () => store.get(unitSettingsAtom),
      entries: (settings) => settings.entries,
      keyOf: unitSettingKey,
      labelOf: (entry) => entry.name,
      refusalOf: (entry) => refusalBySchema(UnitSettingWriteEntrySchema, entry),
      perAccount: SYNC_LIMITS.unitSettingsPerAccount,
      perWrite: SYNC_LIMITS.unitSettingsPerWrite,
      pull: async () => (await client.getUnitSettings()).settings,
      push: (settings) => client.postUnitSettings({ settings }),
      apply: (entries, changed) => store.set(applyUnitSettingsSyncAtom, entries, changed),
      onRefused: (entries) => tell(entries.map((entry) => ({ id: `unit-setting:${entry.key}`, name: entry.label, reason: entry.reason }))),
      skipWhenEmpty: true,
    });
  }, [client, store]);

  const ready = useSyncReady();
  useResourceSync(syncFavourites, ready, favouritesUnsynced);
  useResourceSync(syncUnitSettings, ready, unitSettingsUnsynced);
}

/** Sync may run: a client exists, the data here is the signed-in account's and the browser is online. */
export function useSyncReady(): boolean {
  const client = useOptionalScrolldexClient();
  const accountDataReady = useAtomValue(accountDataReadyAtom);
  const online = useOnline();
  return client !== null && accountDataReady && online;
}

/**
 * Syncs when the conditions start to hold (start, login, reconnect: to pick up
 * other devices' changes too) and on every local change while they hold; a
 * failed sync is tried again only while they hold.
 */
function useResourceSync(syncer: DebouncedSyncer | null, ready: boolean, unsynced: number): void {
  const wasReady = useRef(false);
  useEffect(() => {
    const becameReady = ready && !wasReady.current;
    wasReady.current = ready;
    if (syncer && ready && (becameReady || unsynced > 0)) void syncer.now();
  }, [syncer, ready, unsynced]);
  useEffect(() => (syncer && ready ? syncer.cancel : undefined), [syncer, ready]);
  const sync = ready && syncer ? syncer.now : null;
  useSyncNowRequests(sync);
  useSyncRunner(sync);
}

/** Offers `sync` to screens that wait for everything to be sent (syncEverythingAtom) while it may run. */
function useSyncRunner(sync: SyncRunner | null): void {
  const store = useStore();
  useEffect(() => {
    if (!sync) return undefined;
    store.set(syncRunnersAtom, (runners) => new Set([...runners, sync]));
    return () => store.set(syncRunnersAtom, (runners) => new Set([...runners].filter((runner) => runner !== sync)));
  }, [store, sync]);
}

/** 'Sync now' (a bump of syncRequestAtom after this mounted) runs `sync`. */
function useSyncNowRequests(sync: (() => Promise<void>) | null): void {
  const request = useAtomValue(syncRequestAtom);
  const seen = useRef(request);
  useEffect(() => {
    if (request === seen.current) return;
    seen.current = request;
    if (sync) void sync();
  }, [request, sync]);
}

/** A record sync kept back (over the server's limits): it stays on this device. */
type KeptBack = { id: string; name: string; reason: string };

/** Tells the player of each record kept back from sync, once a session: every sync keeps it back again. */
function refusalToasts(store: Store): (records: readonly KeptBack[]) => void {
  const told = new Set<string>();
  return (records) => {
    for (const record of records.filter((refused) => !told.has(refused.id))) {
      told.add(record.id);
      store.set(addToastAtom, { text: `'${record.name}' is not synced: ${record.reason.replace(/\.$/, '')}. It stays on this device.`, tone: 'error' });
    }
  };
}

function listSyncer(client: ScrolldexClient, store: Store, owner: LibraryOwner) {
  const syncer = createListSyncer({
    read: () => {
      if (store.get(libraryOwnerAtom) !== owner || !store.get(libraryReadyAtom)) throw new Error('The library being synced is no longer the one shown.');
      return store.get(libraryAtom);
    },
    write: (library) => store.set(replaceLibraryAtom, { owner, library }),
    getStates: () => client.getListStates(),
    sync: (body) => client.syncLists(body),
    now: Date.now,
    onRefused: refusalToasts(store),
    onOutcome: (outcome) => store.set(listSyncFailedAtom, outcome === 'failed'),
  });
  return tracked(store, syncer);
}

/**
 * Lists and folders of `owner`'s library: synced when this mounts (the
 * conditions started to hold and the library has loaded), 10 s after the last
 * local change, and on 'Sync now'. Mounted only while sync may run, so an
 * anonymous start never reads the library.
 */
export function useListSync(client: ScrolldexClient, owner: LibraryOwner): void {
  const store = useStore();
  const unsynced = unsyncedCount(useAtomValue(libraryAtom));
  const syncer = useMemo(() => listSyncer(client, store, owner), [client, store, owner]);
  useDebouncedSync(syncer, unsynced);
}

/** Syncs on mount, a while after the last local change (`unsynced` changing while above zero), and on 'Sync now'. */
function useDebouncedSync(syncer: DebouncedSyncer, unsynced: number): void {
  useEffect(() => {
    void syncer.now();
    return syncer.cancel;
  }, [syncer]);
  const started = useRef(false);
  useEffect(() => {
    // The first run is the sync on mount above.
    if (started.current && unsynced > 0) syncer.schedule();
    started.current = true;
  }, [syncer, unsynced]);
  useSyncNowRequests(syncer.now);
  useSyncRunner(syncer.now);
}

function ListSync({ client, owner }: { client: ScrolldexClient; owner: LibraryOwner }): null {
  useListSync(client, owner);
  return null;
}

function gameSyncer(client: ScrolldexClient, store: Store, owner: LibraryOwner) {
  const syncer = createGameSyncer({
    read: () => {
      if (store.get(libraryOwnerAtom) !== owner || !store.get(gamesReadyAtom)) throw new Error('The games being synced are no longer the ones shown.');
      return store.get(gameShelfAtom);
    },
    write: (shelf) => store.set(replaceGamesAtom, { owner, shelf }),
    getStates: () => client.getGameStates(),
    sync: (body) => client.syncGames(body),
    onRefused: refusalToasts(store),
  });
  return tracked(store, syncer);
}

/** The games of `owner`, synced like the lists: on mount, 10 s after the last local change, and on 'Sync now'. */
function GameSync({ client, owner }: { client: ScrolldexClient; owner: LibraryOwner }): null {
  const store = useStore();
  const unsynced = unsyncedGames(useAtomValue(gameShelfAtom)).length;
  const syncer = useMemo(() => gameSyncer(client, store, owner), [client, store, owner]);
  useDebouncedSync(syncer, unsynced);
  return null;
}

function rosterSyncer(client: ScrolldexClient, store: Store, owner: LibraryOwner) {
  const syncer = createRosterSyncer({
    read: () => {
      if (store.get(libraryOwnerAtom) !== owner || !store.get(rostersReadyAtom)) throw new Error('The rosters being synced are no longer the ones shown.');
      return store.get(rosterShelfAtom);
    },
    write: (shelf) => store.set(replaceRostersAtom, { owner, shelf }),
    getStates: () => client.getRosterStates(),
    sync: (body) => client.syncRosters(body),
    onRefused: refusalToasts(store),
  });
  return tracked(store, syncer);
}

/** The Path to Glory rosters of `owner`, synced like the games: on mount, 10 s after the last local change, and on 'Sync now'. */
function RosterSync({ client, owner }: { client: ScrolldexClient; owner: LibraryOwner }): null {
  const store = useStore();
  const unsynced = unsyncedRosters(useAtomValue(rosterShelfAtom)).length;
  const syncer = useMemo(() => rosterSyncer(client, store, owner), [client, store, owner]);
  useDebouncedSync(syncer, unsynced);
  return null;
}

/** Mounted once inside the client provider by the root layout, while a session is held. */
export function SessionSync() {
  useSync();
  const store = useStore();
  const client = useOptionalScrolldexClient();
  const ready = useSyncReady();
  // Coming back to the page is a 'Sync now': every store picks up what other devices changed meanwhile.
  const requestSync = useCallback(() => store.set(syncRequestAtom, (request) => request + 1), [store]);
  useSyncOnRefocus(ready ? requestSync : null);
  const owner = useAtomValue(libraryOwnerAtom);
  const libraryReady = useAtomValue(libraryReadyAtom);
  const gamesReady = useAtomValue(gamesReadyAtom);
  const rostersReady = useAtomValue(rostersReadyAtom);
  if (!ready || !client) return null;
  // A new owner (another account) is a new syncer: nothing of one library's sync carries to another's.
  return (
    <>
      {libraryReady && <ListSync key={`lists:${owner}`} client={client} owner={owner} />}
      {gamesReady && <GameSync key={`games:${owner}`} client={client} owner={owner} />}
      {rostersReady && <RosterSync key={`rosters:${owner}`} client={client} owner={owner} />}
    </>
  );
}
