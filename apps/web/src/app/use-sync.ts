// Keeps favourites and unit default settings in step with the account
// (companion §4 'Session'): sync runs only when a client exists, a token is held
// and the browser is online — on start, on login, on reconnect, and whenever a
// store has unsynced changes.
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

import { favouriteEntries } from '../data/favourites-store';
import { createSyncQueue, syncResource } from '../data/sync-resource';
import { applyFavouritesSyncAtom, favouritesAtom } from '../state/favourites';
import { hasSessionAtom } from '../state/session';
import { applyUnitSettingsSyncAtom, unitSettingsAtom } from '../state/unit-settings';
import { useOptionalScrolldexClient } from './scrolldex-client-provider';

function subscribeOnline(callback: () => void): () => void {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}

export function useSync(): void {
  const client = useOptionalScrolldexClient();
  const store = useStore();
  const hasSession = useAtomValue(hasSessionAtom);
  const online = useOnline();
  const favouritesUnsynced = useAtomValue(favouritesAtom).unsyncedCount;
  const unitSettingsUnsynced = useAtomValue(unitSettingsAtom).unsyncedCount;

  const syncFavourites = useMemo(() => {
    if (!client) return null;
    return createSyncQueue(() =>
      syncResource({
        name: 'favourites',
        read: () => store.get(favouritesAtom),
        entries: favouriteEntries,
        push: async (favorites) => (await client.postFavorites({ favorites })).favorites,
        apply: (entries) => store.set(applyFavouritesSyncAtom, entries),
      }),
    );
  }, [client, store]);

  const syncUnitSettings = useMemo(() => {
    if (!client) return null;
    return createSyncQueue(() =>
      syncResource({
        name: 'unit settings',
        read: () => store.get(unitSettingsAtom),
        entries: (settings) => settings.entries,
        push: async (settings) => (await client.postUnitSettings({ settings })).settings,
        apply: (entries) => store.set(applyUnitSettingsSyncAtom, entries),
        skipWhenEmpty: true,
      }),
    );
  }, [client, store]);

  const ready = client !== null && hasSession && online;
  useResourceSync(syncFavourites, ready, favouritesUnsynced);
  useResourceSync(syncUnitSettings, ready, unitSettingsUnsynced);
}

/**
 * Syncs when the conditions start to hold (start, login, reconnect: to pick up
 * other devices' changes too) and on every local change while they hold.
 */
function useResourceSync(sync: (() => Promise<void>) | null, ready: boolean, unsynced: number): void {
  const wasReady = useRef(false);
  useEffect(() => {
    const becameReady = ready && !wasReady.current;
    wasReady.current = ready;
    if (sync && ready && (becameReady || unsynced > 0)) void sync();
  }, [sync, ready, unsynced]);
}

/** Mounted once inside the client provider by the root layout. */
export function SessionSync(): null {
  useSync();
  return null;
}
