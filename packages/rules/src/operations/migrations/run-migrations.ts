import { migration2 } from './migration-2-merge-list-storage.js';
import { migration3 } from './migration-3-rename-armies-and-upgrades.js';
import { migration4 } from './migration-4-weapon-options.js';
import { migration5 } from './migration-5-enhancement-maps.js';
import { migration6 } from './migration-6-option-values.js';
import { migration7 } from './migration-7-epoch-timestamps.js';
import { migration8 } from './migration-8-folder-records.js';
import type { Migration, MigrationContext, MigrationError, StoredData } from './stored-data.js';

/** The local migrations in the order they run. */
export const MIGRATIONS: readonly Migration[] = [migration2, migration3, migration4, migration5, migration6, migration7, migration8];

/** The counter a fresh install starts at: nothing to migrate. */
export const LATEST_MIGRATION = 8;

export type MigrationRun = {
  /** The data as far as it got. */
  stored: StoredData;
  /** The counter to store: the last migration that succeeded. */
  version: number;
  /** The migration that failed, if one did; later ones did not run. */
  error: MigrationError | null;
};

/** Runs every migration after `fromVersion`, in order, stopping at the first failure. */
export function runMigrations(stored: StoredData, fromVersion: number, context: MigrationContext): MigrationRun {
  let current = stored;
  let version = fromVersion;
  for (const migration of MIGRATIONS) {
    if (migration.version <= fromVersion) continue;
    const result = migration.migrate(current, context);
    if (!result.ok) return { stored: current, version, error: result.errors[0]! };
    current = result.value;
    version = migration.version;
  }
  return { stored: current, version, error: null };
}
