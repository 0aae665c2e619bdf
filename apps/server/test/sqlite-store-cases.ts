// A sync store's shared cases on a real SQLite file: the file opened before
// them and removed after, accounts for the cases to own rows, and the fault the
// store's hooks inject on request. Used by the lists', the games' and the rosters' store tests.
import { afterAll, beforeAll } from 'vitest';

import { makeTempDir } from './helpers.js';
import { openDatabase, type AppDatabase } from '../src/db/open-database.js';
import { users } from '../src/db/schema.js';
import { injectedFault } from '../src/sync/sync-store.behaviours.js';
import type { SyncHooks } from '../src/sync/sync-store-steps.js';

export type StoreCaseSetup<S> = { store: () => S; makeUser: () => Promise<string>; failNextSync: () => void };

/** Registers the file's lifecycle hooks and returns what the behaviour cases need of a store made by `create`. */
export function sqliteStoreCases<S>(name: string, create: (db: AppDatabase, hooks: SyncHooks) => S): StoreCaseSetup<S> {
  const temp = makeTempDir(`scrolldex-${name}-`);
  const fault = injectedFault();
  let db: AppDatabase;
  let store: S;
  let userCount = 0;

  beforeAll(() => {
    db = openDatabase(`${temp.dir}/store.sqlite`);
    store = create(db, fault.hooks);
  });
  afterAll(() => {
    db.$client.close();
    temp.remove();
  });

  const makeUser = async (): Promise<string> => {
    const id = `user-${++userCount}`;
    db.insert(users)
      .values({ id, username: id, email: `${id}@example.com`, passwordHash: 'x', createdAt: new Date(0), updatedAt: new Date(0) })
      .run();
    return id;
  };
  return { store: () => store, makeUser, failNextSync: fault.failNextSync };
}
