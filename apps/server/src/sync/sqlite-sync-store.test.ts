// The SQLite sync store on a real database file, without HTTP: the cases every
// store answers alike (sync-store.behaviours.ts).
import { afterAll, beforeAll } from 'vitest';

import { makeTempDir } from '../../test/helpers.js';
import { openDatabase, type AppDatabase } from '../db/open-database.js';
import { users } from '../db/schema.js';
import { createSqliteSyncStore } from './sqlite-sync-store.js';
import { describeSyncStore, injectedFault } from './sync-store.behaviours.js';
import type { SyncStore } from './sync-store.js';

const temp = makeTempDir('scrolldex-sync-store-');
const fault = injectedFault();
let db: AppDatabase;
let store: SyncStore;
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
  store = createSqliteSyncStore(db, fault.hooks);
});
afterAll(() => {
  db.$client.close();
  temp.remove();
});

describeSyncStore('createSqliteSyncStore', { store: () => store, makeUser, failNextSync: fault.failNextSync });
