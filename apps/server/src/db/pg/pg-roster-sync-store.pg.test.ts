// The PostgreSQL roster sync store on the test cluster, without HTTP: two pools,
// standing for two server instances, racing one account's roster. The cases
// every dialect answers alike: db/store-behaviours.ts.
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { requirePostgresDatabase } from '../../../test/postgres.js';
import { syncedRoster } from '../../../test/synced-roster.js';
import { openPgDatabase, type PgAppDatabase } from './open-pg-database.js';
import { users } from './schema.js';
import type { RosterSyncStore } from '../../sync/roster-sync-store.js';
import { createPgRosterSyncStore } from './pg-roster-sync-store.js';

const url = await requirePostgresDatabase('pg-roster-sync-store');
let firstDb: PgAppDatabase;
let secondDb: PgAppDatabase;
let first: RosterSyncStore;
let second: RosterSyncStore;

async function makeUser(): Promise<string> {
  const id = randomUUID();
  await firstDb.insert(users).values({ id, username: id, email: `${id}@example.com`, passwordHash: 'x', createdAt: new Date(0), updatedAt: new Date(0) });
  return id;
}

beforeAll(async () => {
  firstDb = await openPgDatabase(url);
  secondDb = await openPgDatabase(url);
  first = createPgRosterSyncStore(firstDb);
  second = createPgRosterSyncStore(secondDb);
});
afterAll(async () => {
  await firstDb?.$client.end();
  await secondDb?.$client.end();
});

describe('createPgRosterSyncStore on two instances', () => {
  it('keeps the newest of many racing pushes of one new roster, whichever instance stores it', async () => {
    const user = await makeUser();
    const stamps = Array.from({ length: 20 }, (_, index) => 100 + index);
    await Promise.all(
      stamps.map((stamp, index) => (index % 2 === 0 ? first : second).sync(user, { rosters: [syncedRoster('raced', stamp)], outdatedRosters: [] }, 1_000_000)),
    );
    expect(await second.readStates(user)).toEqual([{ id: 'raced', updatedAt: 119, deleted: false }]);
  });
});
