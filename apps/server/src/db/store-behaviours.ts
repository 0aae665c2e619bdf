// The behaviours every set of Stores keeps, whichever its dialect, written once against the interfaces of stores.ts
// and run on each: db/sqlite/sqlite-stores.test.ts on SQLite, db/pg/pg-stores.pg.test.ts on PostgreSQL. What only
// several instances on one database can break (races between two pools) stays in db/pg/*.pg.test.ts.
//
// A new store joins by adding its `describe...(fixture)` to STORE_BEHAVIOURS; its cases make their own accounts
// (fixture.makeUser or test/store-rows.ts), so they never meet the other cases' rows on the shared database.
import { afterAll, beforeAll, describe } from 'vitest';

import { createAccount } from '../../test/store-rows.js';
import { describeGameSyncStore } from '../sync/game-sync-store.behaviours.js';
import { describeRosterSyncStore } from '../sync/roster-sync-store.behaviours.js';
import type { SyncHooks } from '../sync/sync-store-steps.js';
import { describeSyncStore, injectedFault } from '../sync/sync-store.behaviours.js';
import { describeAccountRecords } from './behaviours/account-records.behaviours.js';
import { describeAccountStore } from './behaviours/account-store.behaviours.js';
import { describeBillingStore } from './behaviours/billing-store.behaviours.js';
import { describeMaintenanceStore } from './behaviours/maintenance-store.behaviours.js';
import { describeShareAndBcpStores } from './behaviours/share-and-bcp-stores.behaviours.js';
import type { StoresFixture } from './behaviours/store-fixture.js';
import type { Stores } from './stores.js';

/**
 * Opens every store of one dialect on the database named `database`, migrated: the same name, the same database
 * (as a restarted server finds it), another name, an empty one.
 */
export type OpenStores = (database: string, options: { syncHooks?: SyncHooks }) => Promise<Stores>;

const STORE_BEHAVIOURS: ReadonlyArray<(fixture: StoresFixture) => void> = [
  describeAccountStore,
  describeBillingStore,
  describeShareAndBcpStores,
  describeMaintenanceStore,
  describeAccountRecords,
  (fixture) =>
    describeSyncStore('lists', {
      store: () => fixture.stores().sync,
      rosters: () => fixture.stores().rosters,
      makeUser: fixture.makeUser,
      failNextSync: fixture.failNextSync,
    }),
  (fixture) => describeGameSyncStore('games', { store: () => fixture.stores().games, makeUser: fixture.makeUser, failNextSync: fixture.failNextSync }),
  (fixture) => describeRosterSyncStore('rosters', { store: () => fixture.stores().rosters, makeUser: fixture.makeUser, failNextSync: fixture.failNextSync }),
];

export function describeStoreBehaviours(name: string, openStores: OpenStores): void {
  describe(name, () => {
    const fault = injectedFault();
    let shared: Stores | undefined;
    beforeAll(async () => {
      shared = await openStores('behaviours', { syncHooks: fault.hooks });
    });
    afterAll(() => shared?.close());

    const stores = () => shared!;
    const fixture: StoresFixture = {
      stores,
      open: (database) => openStores(database, {}),
      makeUser: async () => (await createAccount(stores())).id,
      failNextSync: fault.failNextSync,
    };
    for (const describeBehaviours of STORE_BEHAVIOURS) describeBehaviours(fixture);
  });
}
