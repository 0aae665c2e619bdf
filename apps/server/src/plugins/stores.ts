// The server's storage on the app: `app.stores`, what the domain code reads
// and writes through (db/stores.ts), and `app.localDb`, the SQLite file the
// game-data build cache keeps to (one per instance). Without DATABASE_URL both
// are that one file; with it, the stores are PostgreSQL, which several
// instances share.
import fp from 'fastify-plugin';

import type { Config } from '../env.js';
import { openDatabase, type AppDatabase } from '../db/open-database.js';
import { createSqliteStores, type StoreOptions } from '../db/sqlite/sqlite-stores.js';
import type { Stores } from '../db/stores.js';
import { redactCredentials } from '../http/redact-url.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The accounts, billing, share, sync and maintenance stores, on SQLite or PostgreSQL. */
    stores: Stores;
    /** Drizzle over this instance's SQLite file, migrated at start: the game-data build cache. */
    localDb: AppDatabase;
  }
}

export type DatabaseConfig = Pick<Config, 'databasePath' | 'databaseUrl'>;

/** Opens the stores the configuration names (running their migrations) and this instance's SQLite file. */
export async function openStores(config: DatabaseConfig, options: StoreOptions): Promise<{ stores: Stores; localDb: AppDatabase }> {
  if (config.databaseUrl !== null) {
    // Imported here, so that a server on SQLite never loads the PostgreSQL driver.
    const { openPgStores } = await import('../db/pg/open-pg-stores.js');
    const stores = await openPgStores(config.databaseUrl, options);
    try {
      return { stores, localDb: openDatabase(config.databasePath) };
    } catch (error) {
      await stores.close();
      throw error;
    }
  }
  const db = openDatabase(config.databasePath);
  return { stores: createSqliteStores(db, options), localDb: db };
}

/** What the start log says of the database: never a password. */
function describeDatabase(config: DatabaseConfig) {
  return config.databaseUrl === null
    ? { dialect: 'sqlite', database: config.databasePath }
    : { dialect: 'postgres', database: redactCredentials(config.databaseUrl), buildCache: config.databasePath };
}

export type StoresPluginOptions = { config: DatabaseConfig } & StoreOptions;

/** Opens the database before any route is ready, and closes it with the server. */
export const storesPlugin = fp<StoresPluginOptions>(
  async (app, { config, ...options }) => {
    const { stores, localDb } = await openStores(config, options);
    app.decorate('stores', stores);
    app.decorate('localDb', localDb);
    app.addHook('onClose', async () => {
      await stores.close();
      // On SQLite the stores closed it already.
      if (localDb.$client.open) localDb.$client.close();
    });
    app.log.info(describeDatabase(config), 'database');
  },
  { name: 'scrolldex-stores' },
);
