import 'fake-indexeddb/auto';

import { createRoster } from '@scrolldex/rules';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { databaseAtVersion } from '../test/old-database';
import { database, openDatabase } from './db';
import { accountOwner, DEVICE_OWNER } from './list-library-store';
import { deleteRosters, moveRosters, readRosters, readRosterShelf, saveRosterShelf, unsyncedRosters, writeRoster } from './roster-store';
import { clearRosterStorage } from '../test/device-records';
import { failWritesAsFull } from '../test/list-storage';

const roster = (id: string, now = 1) => createRoster({ id, name: `Roster ${id}`, faction: 'Stormcast Eternals', campaignId: '3a8b-7496-526f-feab', now });

beforeEach(async () => {
  await clearRosterStorage();
});

describe('the campaign rosters in IndexedDB', () => {
  it('stores the rosters of an owner one row each and reads them back, oldest first, apart from other owners', async () => {
    await writeRoster(DEVICE_OWNER, roster('b', 2));
    expect(await writeRoster(DEVICE_OWNER, roster('a', 1))).toEqual({ ok: true });
    await writeRoster(accountOwner('alice'), roster('c'));
    expect((await readRosters(DEVICE_OWNER)).map((entry) => entry.id)).toEqual(['a', 'b']);
    expect((await readRosters(accountOwner('alice'))).map((entry) => entry.id)).toEqual(['c']);
    await deleteRosters(accountOwner('alice'));
    expect(await readRosters(accountOwner('alice'))).toEqual([]);
    expect(await readRosters(DEVICE_OWNER)).toHaveLength(2);
  });

  it('puts back on the next read a roster whose write a page load cut short (write-ahead.ts)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await writeRoster(DEVICE_OWNER, roster('a', 1));
    const restore = failWritesAsFull();
    expect((await writeRoster(DEVICE_OWNER, { ...roster('a', 2), name: 'Renamed' })).ok).toBe(false);
    restore();
    expect((await readRosters(DEVICE_OWNER)).map((entry) => entry.name)).toEqual(['Renamed']);
    vi.restoreAllMocks();
  });

  it('keeps what the server holds of each roster, so that only changed rosters count as unsynced, and lets sync drop a purged one', async () => {
    const alice = accountOwner('alice');
    await writeRoster(alice, roster('a', 1), 1);
    await writeRoster(alice, roster('b', 1));
    const shelf = await readRosterShelf(alice);
    expect(shelf.synced).toEqual({ a: 1 });
    expect(unsyncedRosters(shelf).map((entry) => entry.id)).toEqual(['b']);
    const [a, b] = shelf.items;
    // Sync's write: b now held by the server; a, deleted and purged there, goes.
    expect(await saveRosterShelf(alice, shelf, { items: [b!], synced: { b: 1 } })).toEqual({ ok: true });
    const after = await readRosterShelf(alice);
    expect(after).toEqual({ items: [b], synced: { b: 1 } });
    expect(unsyncedRosters(after)).toEqual([]);
    // A deleted roster the server never held has nothing to tell.
    expect(unsyncedRosters({ items: [{ ...a!, deleted: true, deletedAt: 2, _updatedAt: 2 }], synced: {} })).toEqual([]);
  });

  it('keeps a stored roster it cannot read untouched and out of view', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await database().rosters.put({ owner: DEVICE_OWNER, id: 'odd', roster: { id: 'odd', units: 'many' } });
    await writeRoster(DEVICE_OWNER, roster('a'));
    expect((await readRosters(DEVICE_OWNER)).map((entry) => entry.id)).toEqual(['a']);
    expect((await database().rosters.get([DEVICE_OWNER, 'odd']))?.roster).toEqual({ id: 'odd', units: 'many' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Stored roster odd could not be read'));
    warn.mockRestore();
  });

  it("moves the device's rosters into an account, the newer copy winning, and leaves rows it cannot read", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const alice = accountOwner('alice');
    await writeRoster(DEVICE_OWNER, { ...roster('a', 1), name: 'Device, older' });
    await writeRoster(DEVICE_OWNER, roster('b', 1));
    await writeRoster(alice, { ...roster('a', 5), name: 'Account, newer' }, 5);
    await database().rosters.put({ owner: DEVICE_OWNER, id: 'odd', roster: { id: 'odd' } });
    expect(await moveRosters(DEVICE_OWNER, alice)).toBe(1);
    // The account's own roster keeps what its server holds; the one moved in is one the server has not got.
    expect((await readRosterShelf(alice)).synced).toEqual({ a: 5 });
    expect((await readRosters(alice)).map((entry) => [entry.id, entry.name])).toEqual([
      ['b', 'Roster b'],
      ['a', 'Account, newer'],
    ]);
    expect((await database().rosters.where('owner').equals(DEVICE_OWNER).toArray()).map((row) => row.id)).toEqual(['odd']);
    warn.mockRestore();
  });

  it('opens a database of the version before rosters (3) as the current version (5), its games and lists kept', async () => {
    const old = await databaseAtVersion(3);
    await old.table('games').put({ owner: DEVICE_OWNER, id: 'g', game: { kept: true }, synced: null });
    await old.table('savedLists').put({ owner: DEVICE_OWNER, id: 'l', list: { kept: true } });
    old.close();
    const upgraded = openDatabase();
    await upgraded.open();
    expect(upgraded.verno).toBe(6);
    expect(await upgraded.games.toArray()).toEqual([{ owner: DEVICE_OWNER, id: 'g', game: { kept: true }, synced: null }]);
    expect(await upgraded.savedLists.count()).toBe(1);
    await upgraded.rosters.put({ owner: DEVICE_OWNER, id: 'r', roster: roster('r') });
    expect(await upgraded.rosters.count()).toBe(1);
    upgraded.close();
  });
});
