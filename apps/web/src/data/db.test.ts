import 'fake-indexeddb/auto';

import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';

import { databaseAtVersion } from '../test/old-database';
import { database, DATABASE_NAME, DATABASE_VERSIONS, openDatabase } from './db';

const CURRENT = DATABASE_VERSIONS.length;
const OLDER_VERSIONS = Array.from({ length: CURRENT - 1 }, (_, index) => index + 1);

/** Every store of the first `version` versions, by name. */
function storesOf(version: number): string[] {
  return DATABASE_VERSIONS.slice(0, version)
    .flatMap((stores) => Object.keys(stores))
    .sort();
}

describe('the device database', () => {
  afterEach(async () => {
    database().close({ disableAutoOpen: false });
    await Dexie.delete(DATABASE_NAME);
  });

  it('is made at the current version with every store', async () => {
    const db = openDatabase();
    await db.open();
    expect(db.verno).toBe(CURRENT);
    expect(db.tables.map((table) => table.name).sort()).toEqual(storesOf(CURRENT));
    expect(db.backendDB().objectStoreNames.length).toBe(storesOf(CURRENT).length);
    db.close();
  });

  it.each(OLDER_VERSIONS)('upgrades a database of version %i to the current one, adding the stores it lacks and keeping its rows', async (version) => {
    const old = await databaseAtVersion(version);
    await old.open();
    expect(old.tables.map((table) => table.name).sort()).toEqual(storesOf(version));
    await old.table('aosData').put({ name: 'main', document: { kept: true } });
    old.close();
    const upgraded = openDatabase();
    await upgraded.open();
    expect(upgraded.verno).toBe(CURRENT);
    expect([...upgraded.backendDB().objectStoreNames].sort()).toEqual(storesOf(CURRENT));
    expect(await upgraded.aosData.get('main')).toEqual({ name: 'main', document: { kept: true } });
    await upgraded.games.put({ owner: 'device', id: 'g', game: {}, synced: null });
    expect(await upgraded.games.count()).toBe(1);
    upgraded.close();
  });
});
