// A synced-document table (games, rosters) on SQLite: each record is a JSON
// document stored by the lists' steps (storeNewer, recordCounts) in one
// IMMEDIATE transaction, which holds the write lock from its first read.
// sqlite-game-sync-store.ts and sqlite-roster-sync-store.ts name the table.
import { and, eq, inArray } from 'drizzle-orm';

import type { RecordState } from '@scrolldex/rules';

import type { AppDatabase } from '../open-database.js';
import { answeredIds } from '../../sync/document-sync-steps.js';
import { checkQuota, type QUOTAS, type SyncedRow, type SyncHooks } from '../../sync/sync-store-steps.js';
import { chunks, IMMEDIATE, recordCounts, storeNewer, type SyncedTable, type Transaction } from './sqlite-sync-store.js';

type Reader = Pick<Transaction, 'select'>;

/** What one sync of a document table answers: the documents asked for and the conflicts' stored copies, every state, the conflicts. */
export type DocumentSyncResult = { documents: unknown[]; states: RecordState[]; conflicts: string[] };

export function readDocumentStates(db: Reader, table: SyncedTable, userId: string): RecordState[] {
  return db.select({ id: table.id, updatedAt: table.updatedAt, deleted: table.deleted }).from(table).where(eq(table.userId, userId)).orderBy(table.id).all();
}

function readDocuments(tx: Reader, table: SyncedTable, userId: string, ids: readonly string[]): unknown[] {
  return chunks(ids).flatMap((chunk) =>
    tx
      .select({ document: table.document })
      .from(table)
      .where(and(eq(table.userId, userId), inArray(table.id, chunk)))
      .orderBy(table.id)
      .all()
      .map((row) => JSON.parse(row.document) as unknown),
  );
}

/** Stores the rows that win, checks the table's quota (past it: nothing stored), and answers what the sync asked for. */
export function syncDocuments(
  db: AppDatabase,
  table: SyncedTable,
  kind: keyof typeof QUOTAS,
  userId: string,
  push: { rows: readonly SyncedRow[]; outdated: readonly string[] },
  hooks: SyncHooks,
): DocumentSyncResult {
  return db.transaction((tx) => {
    const conflicts = storeNewer(tx, table, userId, push.rows);
    checkQuota(kind, recordCounts(tx, table, userId));
    hooks.afterSyncWrites?.(userId);
    return { documents: readDocuments(tx, table, userId, answeredIds(push.outdated, conflicts)), states: readDocumentStates(tx, table, userId), conflicts };
  }, IMMEDIATE);
}
