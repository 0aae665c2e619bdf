import { join } from 'node:path';

/**
 * The SQL migrations: src/db/migrations in the sources, dist/migrations in the
 * bundle (tsup copies them there), both beside this module's code.
 */
export const MIGRATIONS_FOLDER = join(import.meta.dirname, 'migrations');
