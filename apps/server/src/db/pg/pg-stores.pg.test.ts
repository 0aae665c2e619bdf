// The store behaviours (db/store-behaviours.ts) on the PostgreSQL test cluster: one database per database name.
import { requirePostgresDatabase } from '../../../test/postgres.js';
import { describeStoreBehaviours } from '../store-behaviours.js';
import { openPgStores } from './open-pg-stores.js';

describeStoreBehaviours('the PostgreSQL stores', async (database, options) =>
  openPgStores(await requirePostgresDatabase(`store-behaviours-${database}`), options),
);
