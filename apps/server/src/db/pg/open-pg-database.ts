import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

import { PG_MIGRATIONS_FOLDER } from '../migrations-folder.js';
import { MIGRATIONS_TABLE } from '../open-database.js';
import * as pgSchema from './schema.js';

export type PgAppDatabase = NodePgDatabase<typeof pgSchema> & { $client: pg.Pool };

/** Connections one instance keeps at most: requests queue for one beyond that, instead of exhausting the server's. */
const POOL_SIZE = 10;

/** The advisory lock instances take while migrating: any constant works, so long as every instance uses the same. */
const MIGRATION_LOCK_KEY = 0x5c_2011_de;

export type PgDatabaseOptions = {
  /** Told when an idle pooled connection fails (the server restarted, the network dropped); the pool replaces it. */
  onIdleClientError?: (error: Error) => void;
};

/**
 * Connects a pool to the PostgreSQL database at `url` and brings it to the latest schema. Several instances may
 * start at once: they take turns through an advisory lock, so the first migrates and the others find nothing to do.
 */
export async function openPgDatabase(url: string, { onIdleClientError = logIdleClientError }: PgDatabaseOptions = {}): Promise<PgAppDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  // Without a listener, an error on an idle client is an uncaught 'error' event that ends the process.
  pool.on('error', onIdleClientError);
  try {
    await migrateUnderLock(pool);
    return drizzle(pool, { schema: pgSchema });
  } catch (error) {
    await pool.end();
    throw error;
  }
}

/** drizzle's migrator on one connection that holds the lock: a session lock belongs to the connection that took it. */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    const db = drizzle(client);
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await migrate(db, { migrationsFolder: PG_MIGRATIONS_FOLDER, migrationsTable: MIGRATIONS_TABLE, migrationsSchema: 'public' });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  } finally {
    client.release();
  }
}

function logIdleClientError(error: Error): void {
  console.error(`PostgreSQL: an idle pooled connection failed (the pool replaces it): ${error.message}`);
}
