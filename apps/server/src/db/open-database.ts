import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';

import { MIGRATIONS_FOLDER } from './migrations-folder.js';
import * as schema from './schema.js';

export type AppDatabase = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** Where drizzle's migrator records applied migrations. */
export const MIGRATIONS_TABLE = 'schema_migrations';

/**
 * Opens (creating it and its folder when missing) the SQLite file in WAL mode
 * and brings it to the latest schema. Synchronous, like better-sqlite3.
 */
export function openDatabase(path: string, migrationsFolder: string = MIGRATIONS_FOLDER): AppDatabase {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  try {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    // Another process (a second server, a migration) may hold the write lock for a moment.
    sqlite.pragma('busy_timeout = 5000');
    const db = drizzle(sqlite, { schema });
    migrate(db, { migrationsFolder, migrationsTable: MIGRATIONS_TABLE });
    return db;
  } catch (error) {
    sqlite.close();
    throw error;
  }
}
