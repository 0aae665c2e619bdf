// Every store of the embedded default: one SQLite file (open-database.ts),
// shared by the stores, the sync store and the game-data build cache.
import { createSqliteGameSyncStore } from './sqlite-game-sync-store.js';
import { createSqliteRosterSyncStore } from './sqlite-roster-sync-store.js';
import { createSqliteSyncStore, type SyncHooks } from './sqlite-sync-store.js';
import type { AppDatabase } from '../open-database.js';
import type { Stores } from '../stores.js';
import { createSqliteAccountStore } from './sqlite-account-store.js';
import { createSqliteBcpStateStore } from './sqlite-bcp-state-store.js';
import { createSqliteBillingStore } from './sqlite-billing-store.js';
import { createSqliteMaintenanceStore } from './sqlite-maintenance-store.js';
import { createSqliteShareStore } from './sqlite-share-store.js';

export type StoreOptions = {
  /** Fault injection for the sync transaction (tests only). */
  syncHooks?: SyncHooks;
};

export function createSqliteStores(db: AppDatabase, { syncHooks }: StoreOptions = {}): Stores {
  return {
    dialect: 'sqlite',
    accounts: createSqliteAccountStore(db),
    billing: createSqliteBillingStore(db),
    share: createSqliteShareStore(db),
    bcpStates: createSqliteBcpStateStore(db),
    sync: createSqliteSyncStore(db, syncHooks),
    games: createSqliteGameSyncStore(db, syncHooks),
    rosters: createSqliteRosterSyncStore(db, syncHooks),
    maintenance: createSqliteMaintenanceStore(db),
    // One process owns the file: @fastify/rate-limit's in-memory store counts for all.
    rateLimitStore: null,
    close: async () => {
      db.$client.close();
    },
  };
}
