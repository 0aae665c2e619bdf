// Shared by the PostgreSQL store tests (src/db/pg/*.pg.test.ts): two sets of
// stores on one database, as two server instances would open them (the rows
// they start from: store-rows.ts).
import { afterAll, beforeAll } from 'vitest';

import { openPgStores } from '../src/db/pg/open-pg-stores.js';
import type { Stores } from '../src/db/stores.js';
import { requirePostgresDatabase } from './postgres.js';

export type Instances = { first: Stores; second: Stores };

/** The database for `key` and, once the suite starts, two sets of stores on it, closed after the suite. */
export async function pgInstances(key: string): Promise<{ url: string; instances: () => Instances }> {
  const url = await requirePostgresDatabase(key);
  let opened: Instances | undefined;
  beforeAll(async () => {
    opened = { first: await openPgStores(url, {}), second: await openPgStores(url, {}) };
  });
  afterAll(async () => {
    await opened?.first.close();
    await opened?.second.close();
  });
  return { url, instances: () => opened! };
}
