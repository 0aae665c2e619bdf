// The PostgreSQL games sync store on the test cluster, without HTTP: two pools,
// standing for two server instances, racing one account's game. The cases
// every dialect answers alike: db/store-behaviours.ts.
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { requirePostgresDatabase } from '../../../test/postgres.js';
import { syncedGame } from '../../../test/synced-game.js';
import { openPgDatabase, type PgAppDatabase } from './open-pg-database.js';
import { users } from './schema.js';
import type { GameSyncStore } from '../../sync/game-sync-store.js';
import { createPgGameSyncStore } from './pg-game-sync-store.js';

const url = await requirePostgresDatabase('pg-game-sync-store');
let firstDb: PgAppDatabase;
let secondDb: PgAppDatabase;
let first: GameSyncStore;
let second: GameSyncStore;

async function makeUser(): Promise<string> {
  const id = randomUUID();
  await firstDb.insert(users).values({ id, username: id, email: `${id}@example.com`, passwordHash: 'x', createdAt: new Date(0), updatedAt: new Date(0) });
  return id;
}

beforeAll(async () => {
  firstDb = await openPgDatabase(url);
  secondDb = await openPgDatabase(url);
  first = createPgGameSyncStore(firstDb);
  second = createPgGameSyncStore(secondDb);
});
afterAll(async () => {
  await firstDb?.$client.end();
  await secondDb?.$client.end();
});

describe('createPgGameSyncStore on two instances', () => {
  it('keeps the newest of many racing pushes of one new game, whichever instance stores it', async () => {
    const user = await makeUser();
    const stamps = Array.from({ length: 20 }, (_, index) => 100 + index);
    await Promise.all(
      stamps.map((stamp, index) => (index % 2 === 0 ? first : second).sync(user, { games: [syncedGame('raced', stamp)], outdatedGames: [] }, 1_000_000)),
    );
    expect(await second.readStates(user)).toEqual([{ id: 'raced', updatedAt: 119, deleted: false }]);
  });
});
