// What the SQLite stores share about transactions. better-sqlite3 runs a
// transaction synchronously, so nothing of the same process interleaves with
// it; IMMEDIATE also takes the write lock at its first read, so a step that
// reads and then writes cannot race another process on the same file.
import type { AppDatabase } from '../open-database.js';

export type SqliteTransaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/** Runs `work` in one transaction holding the write lock from the start. */
export function inWriteTransaction<T>(db: AppDatabase, work: (tx: SqliteTransaction) => T): T {
  return db.transaction(work, { behavior: 'immediate' });
}
