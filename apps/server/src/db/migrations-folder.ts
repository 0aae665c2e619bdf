import { join } from 'node:path';

/**
 * The SQL migrations: src/db/migrations in the sources, dist/migrations in the
 * bundle (tsup copies them there), both beside this module's code.
 */
export const MIGRATIONS_FOLDER = join(import.meta.dirname, 'migrations');

/** The PostgreSQL migrations (drizzle-kit generates them): src/db/pg/migrations, dist/pg/migrations in the bundle. */
export const PG_MIGRATIONS_FOLDER = join(import.meta.dirname, 'pg', 'migrations');
