// The MaintenanceStore on PostgreSQL: db/purge.ts's rules (what the database
// no longer needs to keep) in one transaction, and raw reads.
import { and, eq, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';

import type { MaintenanceStore } from '../stores.js';
import type { PgAppDatabase } from './open-pg-database.js';
import { bcpSpentStates, folders, games, lists, mailOutbox, passwordResets, refreshTokens, rosters } from './schema.js';
import type { SyncedTable } from './pg-sync-store.js';

export function createPgMaintenanceStore(db: PgAppDatabase): MaintenanceStore {
  return {
    purge(now, { resetTokenTtlMs, tombstoneMs }) {
      return db.transaction(async (tx) => {
        const at = new Date(now);
        const removed = (result: { rowCount: number | null }) => result.rowCount ?? 0;
        // A tombstone's time is when the client deleted it, its update time for old records without one.
        const tombstones = async (table: SyncedTable) =>
          removed(await tx.delete(table).where(and(eq(table.deleted, true), lte(sql`coalesce(${table.deletedAt}, ${table.updatedAt})`, now - tombstoneMs))));
        return {
          passwordResets: removed(await tx.delete(passwordResets).where(or(isNotNull(passwordResets.usedAt), lte(passwordResets.expiresAt, at)))),
          // Older than a reset link lives: the link they carry is dead.
          outboxMails: removed(await tx.delete(mailOutbox).where(lte(mailOutbox.createdAt, new Date(now - resetTokenTtlMs)))),
          refreshTokens: removed(await tx.delete(refreshTokens).where(lte(refreshTokens.expiresAt, at))),
          lists: await tombstones(lists),
          folders: await tombstones(folders),
          games: await tombstones(games),
          rosters: await tombstones(rosters),
          // A state is still taken at its expiresAt (routes/bcp.ts): its row goes after.
          bcpStates: removed(await tx.delete(bcpSpentStates).where(lt(bcpSpentStates.expiresAt, at))),
        };
      });
    },

    async rows<T extends Record<string, unknown>>(query: SQL) {
      const result = await db.execute(query);
      return result.rows as T[];
    },
  };
}
