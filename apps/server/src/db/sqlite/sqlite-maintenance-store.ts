// The MaintenanceStore on SQLite. What the database no longer needs to keep:
// spent or expired reset links and the outbox mails that
// carried them, expired refresh tokens, and soft-deleted lists, folders, games and
// rosters past their tombstone time, by when the client deleted them (the update time
// for old records without it). Once a tombstone is gone, clients drop their
// own copy ('deleted and absent on the server'). And spent
// BCP states past the time their state is refused anyway.
import { and, eq, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';

import type { AppDatabase } from '../open-database.js';
import { bcpSpentStates, folders, games, lists, mailOutbox, passwordResets, refreshTokens, rosters } from '../schema.js';
import type { MaintenanceStore, PurgeCounts, PurgeOptions } from '../stores.js';
import type { SyncedTable } from './sqlite-sync-store.js';

function purge(db: AppDatabase, now: number, { resetTokenTtlMs, tombstoneMs }: PurgeOptions): PurgeCounts {
  return db.transaction((tx) => {
    const at = new Date(now);
    const tombstoneLimit = now - tombstoneMs;
    const removed = (result: { changes: number }) => result.changes;
    const tombstones = (table: SyncedTable) =>
      removed(
        tx
          .delete(table)
          .where(and(eq(table.deleted, true), lte(sql`coalesce(${table.deletedAt}, ${table.updatedAt})`, tombstoneLimit)))
          .run(),
      );
    return {
      passwordResets: removed(
        tx
          .delete(passwordResets)
          .where(or(isNotNull(passwordResets.usedAt), lte(passwordResets.expiresAt, at)))
          .run(),
      ),
      outboxMails: removed(
        tx
          .delete(mailOutbox)
          .where(lte(mailOutbox.createdAt, new Date(now - resetTokenTtlMs)))
          .run(),
      ),
      refreshTokens: removed(tx.delete(refreshTokens).where(lte(refreshTokens.expiresAt, at)).run()),
      lists: tombstones(lists),
      folders: tombstones(folders),
      games: tombstones(games),
      rosters: tombstones(rosters),
      // A state is still taken at its expiresAt (routes/bcp.ts): its row goes after.
      bcpStates: removed(tx.delete(bcpSpentStates).where(lt(bcpSpentStates.expiresAt, at)).run()),
    };
  });
}

export function createSqliteMaintenanceStore(db: AppDatabase): MaintenanceStore {
  return {
    purge: async (now, options) => purge(db, now, options),
    rows: async <T extends Record<string, unknown>>(query: SQL) => db.all<T>(query),
  };
}
