import { ListSyncBodySchema, type ListSyncBody } from '@scrolldex/contract';
import { createList, softDeleteItem, touchList, type ArmyList, type FolderSyncRecord, type RecordState } from '@scrolldex/rules';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { loadRealGameData } from '../test/real-game-data';
import { EMPTY_LIBRARY, unsyncedRecords, type StoredLibrary } from './list-library-store';
import { createListSyncer, LIST_SYNC_DEBOUNCE_MS, SYNC_RETRY_DELAYS_MS, syncLists, type ListSyncDeps } from './list-sync';
import { ScrolldexClient } from './scrolldex-client';

const NOW = 1_800_000_000_000;
const TOKEN = `${btoa('{}')}.${btoa(JSON.stringify({ username: 'ada', email: 'a@b.c', productName: null, subscriptionStatus: null, periodEnd: null, cancelAt: null, id: 'u1', iat: 1, exp: NOW / 1000 + 3600, type: 'access' })).replace(/=+$/, '')}.sig`;

let data: ReturnType<typeof loadRealGameData>;
beforeAll(() => {
  data = loadRealGameData();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function makeList(id: string, name: string, at: number, faction = 'Stormcast Eternals'): ArmyList {
  const made = createList({ id, name, faction, now: at }, data);
  if (!made.ok) throw new Error(made.errors[0]?.message);
  return made.value;
}

/** The server's rule in memory (apps/server routes/sync.ts): per record, a push is kept only when newer. */
function makeServer() {
  const lists = new Map<string, ArmyList>();
  const folders = new Map<string, FolderSyncRecord>();
  const bodies: ListSyncBody[] = [];
  let down = false;
  const states = () => ({
    listStates: [...lists.values()].map((list): RecordState => ({ id: list.id, updatedAt: list._updatedAt, deleted: list.deleted })),
    folderStates: [...folders.values()].map((folder): RecordState => ({ id: folder.id, updatedAt: folder.updatedAt, deleted: folder.deleted })),
  });
  const fetcher: typeof fetch = async (input, init) => {
    // Answers on a later turn, as a network would (not a timer, so fake timers leave it alone).
    await Promise.resolve();
    if (down) throw new TypeError('Failed to fetch');
    if (String(input) === '/lists/states') return Response.json(states());
    const body = ListSyncBodySchema.parse(JSON.parse(String(init?.body)));
    bodies.push(body);
    const conflicts = { lists: [] as string[], folders: [] as string[] };
    for (const list of body.lists) {
      const stored = lists.get(list.id);
      if (list._updatedAt > (stored?._updatedAt ?? -1)) lists.set(list.id, list);
      else if (stored && list._updatedAt === stored._updatedAt && JSON.stringify(stored) !== JSON.stringify(list)) conflicts.lists.push(list.id);
    }
    for (const folder of body.folders) if (folder.updatedAt > (folders.get(folder.id)?.updatedAt ?? -1)) folders.set(folder.id, folder);
    const fetched = body.outdatedLists.flatMap((id) => lists.get(id) ?? []);
    return Response.json({ lists: fetched, ...states(), folders: [...folders.values()], conflicts });
  };
  return { lists, folders, bodies, fetcher, setDown: (value: boolean) => (down = value) };
}

/** A device: its library in memory, synced through a real ScrolldexClient against the fake server. */
function makeDevice(server: ReturnType<typeof makeServer>, library: StoredLibrary = EMPTY_LIBRARY) {
  const client = new ScrolldexClient({
    tokens: { read: () => ({ accessToken: TOKEN, refreshToken: 'r' }), write: () => undefined },
    fetch: server.fetcher,
    url: (path) => path,
    now: () => NOW,
  });
  const device = { library };
  const deps: ListSyncDeps = {
    read: () => device.library,
    write: (next) => {
      device.library = next;
      return true;
    },
    getStates: () => client.getListStates(),
    sync: (body) => client.syncLists(body),
    now: () => NOW,
  };
  return { device, deps };
}

const names = (library: StoredLibrary) => library.lists.map((list) => list.name).sort();
/** The ids of the lists whose changes have not reached the server. */
const unsyncedIds = (library: StoredLibrary) => unsyncedRecords(library).lists.map((list) => list.id);

describe('syncLists', () => {
  it('pushes a list only this device has, with the top-level order, and then knows the server holds them', async () => {
    const server = makeServer();
    const list = makeList('l1', 'Hammers', 100);
    const { device, deps } = makeDevice(server, { ...EMPTY_LIBRARY, lists: [list], order: ['l1'], orderUpdatedAt: 100 });
    expect(unsyncedRecords(device.library)).toEqual({ lists: [list], folders: [], order: true });
    await expect(syncLists(deps)).resolves.toBe('synced');
    expect(server.lists.get('l1')?.name).toBe('Hammers');
    expect(server.folders.get('root')?.listIds).toEqual(['l1']);
    expect(device.library).toMatchObject({ synced: { lists: { l1: 100 }, folders: {}, order: 100 }, lastSynced: NOW });
    expect(unsyncedRecords(device.library)).toEqual({ lists: [], folders: [], order: false });
  });

  it('fetches what only the server has: a list made on another device appears, in its order and folder', async () => {
    const server = makeServer();
    const phone = makeDevice(server, {
      ...EMPTY_LIBRARY,
      lists: [makeList('l1', 'Hammers', 100), makeList('l2', 'Bones', 110, 'Ossiarch Bonereapers')],
      folders: [{ id: 'f1', name: 'Events', color: 'red', lists: ['l2'], createdAt: 90, updatedAt: 120, deleted: false, deletedAt: null }],
      order: ['l1', 'folder:f1'],
      orderUpdatedAt: 120,
    });
    await syncLists(phone.deps);
    const laptop = makeDevice(server);
    await expect(syncLists(laptop.deps)).resolves.toBe('synced');
    expect(names(laptop.device.library)).toEqual(['Bones', 'Hammers']);
    expect(laptop.device.library.folders.map((folder) => [folder.name, folder.lists])).toEqual([['Events', ['l2']]]);
    expect(laptop.device.library.order).toEqual(['l1', 'folder:f1']);
    expect(server.bodies.at(-1)?.outdatedLists?.sort()).toEqual(['l1', 'l2']);
  });

  it('lets the newer copy win per record, both ways', async () => {
    const server = makeServer();
    const phone = makeDevice(server, { ...EMPTY_LIBRARY, lists: [makeList('l1', 'Hammers', 100), makeList('l2', 'Bones', 100, 'Ossiarch Bonereapers')] });
    await syncLists(phone.deps);
    const laptop = makeDevice(server);
    await syncLists(laptop.deps);
    // The phone renames l1 later; the laptop renames l2 later.
    phone.device.library = {
      ...phone.device.library,
      lists: phone.device.library.lists.map((list) => (list.id === 'l1' ? touchList({ ...list, name: 'Hammers v2' }, 200) : list)),
    };
    laptop.device.library = {
      ...laptop.device.library,
      lists: laptop.device.library.lists.map((list) => (list.id === 'l2' ? touchList({ ...list, name: 'Bones v2' }, 300) : list)),
    };
    await syncLists(phone.deps);
    await syncLists(laptop.deps);
    await syncLists(phone.deps);
    expect(names(phone.device.library)).toEqual(['Bones v2', 'Hammers v2']);
    expect(names(laptop.device.library)).toEqual(['Bones v2', 'Hammers v2']);
    // An older copy never replaces a newer one.
    expect(server.lists.get('l1')?._updatedAt).toBe(200);
  });

  it("keeps back a record over the server's limits, so the others still sync, and says which", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = makeServer();
    const overLong = { ...makeList('l1', 'Hammers', 100), name: 'H'.repeat(101) };
    const folder = { id: 'f1', name: 'F'.repeat(101), color: 'red' as const, lists: [], createdAt: 90, updatedAt: 120, deleted: false, deletedAt: null };
    const { device, deps } = makeDevice(server, {
      ...EMPTY_LIBRARY,
      lists: [overLong, makeList('l2', 'Bones', 110, 'Ossiarch Bonereapers')],
      folders: [folder],
    });
    const refused = vi.fn();
    await expect(syncLists({ ...deps, onRefused: refused })).resolves.toBe('synced');
    expect([...server.lists.keys()]).toEqual(['l2']);
    expect([...server.folders.keys()]).toEqual(['root']);
    expect(refused).toHaveBeenCalledWith([
      { id: 'l1', name: overLong.name, reason: expect.stringMatching(/100 characters\.$/) },
      { id: 'f1', name: folder.name, reason: expect.stringMatching(/100 characters\.$/) },
    ]);
    // Still here, still counted as not synced, and still not on the server after the next sync.
    expect(device.library.lists.map((list) => list.id).sort()).toEqual(['l1', 'l2']);
    expect(unsyncedIds(device.library)).toEqual(['l1']);
    expect(unsyncedRecords(device.library).folders.map((item) => item.id)).toEqual(['f1']);
    await syncLists({ ...deps, onRefused: refused });
    expect(server.lists.has('l1')).toBe(false);
  });

  it('sends nothing when every record matches', async () => {
    const server = makeServer();
    const phone = makeDevice(server, { ...EMPTY_LIBRARY, lists: [makeList('l1', 'Hammers', 100)] });
    await syncLists(phone.deps);
    const calls = server.bodies.length;
    await expect(syncLists(phone.deps)).resolves.toBe('synced');
    expect(server.bodies).toHaveLength(calls);
  });

  it('syncs a deletion, and forgets the deleted list once the server no longer holds it', async () => {
    const server = makeServer();
    const list = makeList('l1', 'Hammers', 100);
    const phone = makeDevice(server, { ...EMPTY_LIBRARY, lists: [list, softDeleteItem(makeList('l9', 'Never synced', 90), 95)] });
    await syncLists(phone.deps);
    // Deleted before it was ever synced: dropped here for good, never sent.
    expect(phone.device.library.lists.map((item) => item.id)).toEqual(['l1']);
    expect(server.lists.has('l9')).toBe(false);
    phone.device.library = { ...phone.device.library, lists: [softDeleteItem(list, 200)] };
    await syncLists(phone.deps);
    expect(server.lists.get('l1')?.deleted).toBe(true);
    const laptop = makeDevice(server, { ...EMPTY_LIBRARY, lists: [list] });
    await syncLists(laptop.deps);
    expect(laptop.device.library.lists[0]?.deleted).toBe(true);
  });

  it('keeps every local list when the server cannot be reached, and only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = makeServer();
    server.setDown(true);
    const library = { ...EMPTY_LIBRARY, lists: [makeList('l1', 'Hammers', 100)] };
    const phone = makeDevice(server, library);
    await expect(syncLists(phone.deps)).resolves.toBe('failed');
    expect(phone.device.library).toBe(library);
    expect(warn).toHaveBeenCalledWith('Could not sync lists and folders; the local ones are kept.', expect.objectContaining({ code: 'NETWORK_ERROR' }));
  });

  it("sends nothing, and takes nothing in, for a library that is no longer the one shown (another account's)", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = makeServer();
    const phone = makeDevice(server, { ...EMPTY_LIBRARY, lists: [makeList('l1', 'Hammers', 100)] });
    const shown = phone.deps.read;
    await expect(
      syncLists({
        ...phone.deps,
        read: () => {
          throw new Error('The library being synced is no longer the one shown.');
        },
      }),
    ).resolves.toBe('failed');
    expect(server.bodies).toEqual([]);
    // Switched while the call was out: the answer is refused by the library shown now.
    const before = phone.device.library;
    await expect(syncLists({ ...phone.deps, read: shown, write: () => false })).resolves.toBe('failed');
    expect(phone.device.library).toBe(before);
  });

  it('keeps an edit made while the call was out, still counted as unsynced, and asks for another sync', async () => {
    const server = makeServer();
    const phone = makeDevice(server, { ...EMPTY_LIBRARY, lists: [makeList('l1', 'Hammers', 100), makeList('l2', 'Bones', 100)] });
    const sync = phone.deps.sync;
    phone.deps.sync = async (body) => {
      // The player renames the list while the sync call is out.
      phone.device.library = {
        ...phone.device.library,
        lists: [touchList({ ...phone.device.library.lists[0]!, name: 'Renamed meanwhile' }, 500), phone.device.library.lists[1]!],
      };
      return sync(body);
    };
    await expect(syncLists(phone.deps)).resolves.toBe('changed');
    expect(names(phone.device.library)).toEqual(['Bones', 'Renamed meanwhile']);
    // The list sent as it was is synced; the one renamed meanwhile is not, on its own.
    expect(unsyncedIds(phone.device.library)).toEqual(['l1']);
    phone.deps.sync = sync;
    await expect(syncLists(phone.deps)).resolves.toBe('synced');
    expect(server.lists.get('l1')?.name).toBe('Renamed meanwhile');
  });

  it('keeps our edit as a copy when the server holds another edit of the same moment, and fetches theirs', async () => {
    const server = makeServer();
    const original = makeList('l1', 'Hammers', 100);
    const phone = makeDevice(server, { ...EMPTY_LIBRARY, lists: [original], order: ['l1'], orderUpdatedAt: 100 });
    await syncLists(phone.deps);
    const laptop = makeDevice(server);
    await syncLists(laptop.deps);
    // Both rename the list in the same millisecond.
    phone.device.library = { ...phone.device.library, lists: [touchList({ ...original, name: 'Phone name' }, 300)] };
    laptop.device.library = { ...laptop.device.library, lists: [touchList({ ...laptop.device.library.lists[0]!, name: 'Laptop name' }, 300)] };
    // The laptop's push lands after the phone read the states, before the phone's push.
    const getStates = phone.deps.getStates;
    phone.deps.getStates = async () => {
      const states = await getStates();
      await syncLists(laptop.deps);
      return states;
    };
    phone.deps.newId = () => 'kept-copy';
    await expect(syncLists(phone.deps)).resolves.toBe('changed');
    phone.deps.getStates = getStates;
    await syncLists(phone.deps);
    expect(names(phone.device.library)).toEqual(['Laptop name', 'Phone name (Copy)']);
    expect(phone.device.library.order).toEqual(['l1', 'kept-copy']);
    expect(server.lists.get('kept-copy')?.name).toBe('Phone name (Copy)');
  });
});

describe('createListSyncer', () => {
  it('sends a local change 10 s after the last one, once', async () => {
    vi.useFakeTimers();
    const server = makeServer();
    const phone = makeDevice(server, { ...EMPTY_LIBRARY, lists: [makeList('l1', 'Hammers', 100)] });
    const syncer = createListSyncer(phone.deps);
    syncer.schedule();
    await vi.advanceTimersByTimeAsync(LIST_SYNC_DEBOUNCE_MS - 1000);
    syncer.schedule();
    await vi.advanceTimersByTimeAsync(LIST_SYNC_DEBOUNCE_MS - 1000);
    expect(server.bodies).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.bodies).toHaveLength(1);
    expect(server.lists.has('l1')).toBe(true);
    expect(LIST_SYNC_DEBOUNCE_MS).toBe(10_000);
  });

  it('syncs at once on now(), dropping a scheduled one; cancel() forgets it', async () => {
    vi.useFakeTimers();
    const server = makeServer();
    const phone = makeDevice(server, { ...EMPTY_LIBRARY, lists: [makeList('l1', 'Hammers', 100)] });
    const syncer = createListSyncer(phone.deps);
    syncer.schedule();
    await syncer.now();
    expect(server.bodies).toHaveLength(1);
    phone.device.library = { ...phone.device.library, lists: [touchList(phone.device.library.lists[0]!, 900)] };
    syncer.schedule();
    syncer.cancel();
    await vi.advanceTimersByTimeAsync(LIST_SYNC_DEBOUNCE_MS * 2);
    expect(server.bodies).toHaveLength(1);
  });
  it('tries a failed sync again after 5 s, 15 s, 1 min, then every 5 min, until one gets through', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = makeServer();
    const phone = makeDevice(server, { ...EMPTY_LIBRARY, lists: [makeList('l1', 'Renamed offline', 100)] });
    const tries = vi.spyOn(phone.deps, 'getStates');
    const syncer = createListSyncer(phone.deps);
    server.setDown(true);
    // The first sync after reconnecting fails: the network is not usable yet.
    await syncer.now();
    expect(tries).toHaveBeenCalledTimes(1);
    expect(SYNC_RETRY_DELAYS_MS).toEqual([5_000, 15_000, 60_000, 300_000]);
    for (const [index, delay] of [5_000, 15_000, 60_000, 300_000, 300_000].entries()) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(tries).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(tries).toHaveBeenCalledTimes(index + 2);
    }
    server.setDown(false);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(server.lists.get('l1')?.name).toBe('Renamed offline');
    expect(unsyncedIds(phone.device.library)).toEqual([]);
    // Once through, nothing more is tried.
    await vi.advanceTimersByTimeAsync(600_000);
    expect(tries).toHaveBeenCalledTimes(7);
  });

  it('tries again no more after cancel(), even when the failing sync was still out; a local change meanwhile is the next try', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = makeServer();
    const phone = makeDevice(server, { ...EMPTY_LIBRARY, lists: [makeList('l1', 'Hammers', 100)] });
    const tries = vi.spyOn(phone.deps, 'getStates');
    const syncer = createListSyncer(phone.deps);
    server.setDown(true);
    const out = syncer.now();
    syncer.cancel();
    await out;
    await vi.advanceTimersByTimeAsync(600_000);
    expect(tries).toHaveBeenCalledTimes(1);

    // A failure while a local change waits for its debounce: that sync is the next try, not an earlier retry.
    syncer.schedule();
    await vi.advanceTimersByTimeAsync(LIST_SYNC_DEBOUNCE_MS);
    expect(tries).toHaveBeenCalledTimes(2);
    const failing = syncer.now();
    syncer.schedule();
    await failing;
    server.setDown(false);
    await vi.advanceTimersByTimeAsync(SYNC_RETRY_DELAYS_MS[0]!);
    expect(tries).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(LIST_SYNC_DEBOUNCE_MS - SYNC_RETRY_DELAYS_MS[0]!);
    expect(tries).toHaveBeenCalledTimes(4);
    expect(server.lists.has('l1')).toBe(true);
  });
});
