// The SQLite games sync store on a real database file, without HTTP: the cases
// every games store answers alike (game-sync-store.behaviours.ts).
import { afterAll, beforeAll } from 'vitest';

import { makeTempDir } from '../../test/helpers.js';
import { openDatabase, type AppDatabase } from '../db/open-database.js';
import { users } from '../db/schema.js';
import { describeGameSyncStore } from './game-sync-store.behaviours.js';
import type { GameSyncStore } from './game-sync-store.js';
import { createSqliteGameSyncStore } from './sqlite-game-sync-store.js';
import { injectedFault } from './sync-store.behaviours.js';

const temp = makeTempDir('scrolldex-game-sync-store-');
const fault = injectedFault();
let db: AppDatabase;
let store: GameSyncStore;
let userCount = 0;

async function makeUser(): Promise<string> {
  const id = `user-${++userCount}`;
  db.insert(users)
    .values({ id, username: id, email: `${id}@example.com`, passwordHash: 'x', createdAt: new Date(0), updatedAt: new Date(0) })
    .run();
  return id;
}

beforeAll(() => {
  db = openDatabase(`${temp.dir}/store.sqlite`);
  store = createSqliteGameSyncStore(db, fault.hooks);
});
afterAll(() => {
  db.$client.close();
  temp.remove();
});

describeGameSyncStore('createSqliteGameSyncStore', { store: () => store, makeUser, failNextSync: fault.failNextSync });
