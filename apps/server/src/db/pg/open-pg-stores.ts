// Every store on one PostgreSQL database (DATABASE_URL), which several server
// instances may share: one pool per instance, migrations applied at open.
import type { SyncHooks } from '../../sync/sync-store-steps.js';
import { createPgGameSyncStore } from './pg-game-sync-store.js';
import { createPgRosterSyncStore } from './pg-roster-sync-store.js';
import { createPgSyncStore } from './pg-sync-store.js';
import type { Stores } from '../stores.js';
import { openPgDatabase } from './open-pg-database.js';
import { createPgAccountStore } from './pg-account-store.js';
import { createPgBcpStateStore } from './pg-bcp-state-store.js';
import { createPgBillingStore } from './pg-billing-store.js';
import { createPgMaintenanceStore } from './pg-maintenance-store.js';
import { createPgRateLimitStore } from './pg-rate-limit-store.js';
import { createPgShareStore } from './pg-share-store.js';

export async function openPgStores(url: string, options: { syncHooks?: SyncHooks } = {}): Promise<Stores> {
  const db = await openPgDatabase(url);
  return {
    dialect: 'postgres',
    accounts: createPgAccountStore(db),
    billing: createPgBillingStore(db),
    share: createPgShareStore(db),
    bcpStates: createPgBcpStateStore(db),
    sync: createPgSyncStore(db, options.syncHooks),
    games: createPgGameSyncStore(db, options.syncHooks),
    rosters: createPgRosterSyncStore(db, options.syncHooks),
    maintenance: createPgMaintenanceStore(db),
    rateLimitStore: createPgRateLimitStore(db),
    close: () => db.$client.end(),
  };
}
