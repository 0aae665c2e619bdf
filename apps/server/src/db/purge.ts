// What the database no longer needs to keep (issue 10, item 13): spent or
// expired reset links and the outbox mails that carried them, expired refresh
// tokens, and soft-deleted lists and folders past their tombstone time, by
// when the client deleted them (the update time for old records without it).
// Once a tombstone is gone, clients drop their own copy ('deleted and absent
// on the server', list-building §4).
import { and, eq, isNotNull, lte, or, sql } from 'drizzle-orm';

import type { AppDatabase } from './open-database.js';
import { folders, lists, mailOutbox, passwordResets, refreshTokens } from './schema.js';

export type PurgeOptions = {
  /** How long a reset link lives: outbox mails older than that carry a dead link. */
  resetTokenTtlMs: number;
  /** How long a soft-deleted list or folder is kept. */
  tombstoneMs: number;
};

export type PurgeCounts = { passwordResets: number; outboxMails: number; refreshTokens: number; lists: number; folders: number };

export function purgeStaleRecords(db: AppDatabase, now: number, { resetTokenTtlMs, tombstoneMs }: PurgeOptions): PurgeCounts {
  return db.transaction((tx) => {
    const at = new Date(now);
    const tombstoneLimit = now - tombstoneMs;
    const removed = (result: { changes: number }) => result.changes;
    const tombstones = (table: typeof lists | typeof folders) =>
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
    };
  });
}
