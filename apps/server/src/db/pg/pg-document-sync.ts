// A synced-document table (games, rosters) on PostgreSQL: each record is a
// JSON document stored by the lists' steps (storeNewer, recordCounts) in one
// transaction that first takes the account's turn (lockAccount), so one
// account's syncs take turns across instances (see pg-sync-store.ts).
// pg-game-sync-store.ts and pg-roster-sync-store.ts name the table.
import { and, eq, sql } from 'drizzle-orm';

import type { RecordState } from '@scrolldex/rules';

import type { PgAppDatabase } from './open-pg-database.js';
import { answeredIds } from '../../sync/document-sync-steps.js';
import { checkQuota, type QUOTAS, type SyncedRow, type SyncHooks } from '../../sync/sync-store-steps.js';
import { byteOrder, isAnyOf, lockAccount, recordCounts, statesOf, storeNewer, type SyncedTable, type Transaction } from './pg-sync-store.js';

type Reader = Pick<Transaction, 'execute' | 'select'>;

/** What one sync of a document table answers: the documents asked for and the conflicts' stored copies, every state, the conflicts. */
export type DocumentSyncResult = { documents: unknown[]; states: RecordState[]; conflicts: string[] };

/** The states as a JSON array built by PostgreSQL from the covering index (`<table>_states`), never from the documents. */
export async function readDocumentStates(db: Reader, table: SyncedTable, userId: string): Promise<RecordState[]> {
  const { rows } = await db.execute<{ states: RecordState[] }>(sql`select ${statesOf(table, sql`${userId}`)} as states`);
  return rows[0]!.states;
}

async function readDocuments(tx: Reader, table: SyncedTable, userId: string, ids: readonly string[]): Promise<unknown[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ document: table.document })
    .from(table)
    .where(and(eq(table.userId, userId), isAnyOf(table.id, ids)))
    .orderBy(byteOrder(table.id));
  return rows.map((row) => JSON.parse(row.document) as unknown);
}

/** Stores the rows that win, checks the table's quota (past it: nothing stored), and answers what the sync asked for. */
export function syncDocuments(
  db: PgAppDatabase,
  table: SyncedTable,
  kind: keyof typeof QUOTAS,
  userId: string,
  push: { rows: readonly SyncedRow[]; outdated: readonly string[] },
  hooks: SyncHooks,
): Promise<DocumentSyncResult> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const conflicts = await storeNewer(tx, table, userId, push.rows);
    checkQuota(kind, await recordCounts(tx, table, userId));
    hooks.afterSyncWrites?.(userId);
    return {
      documents: await readDocuments(tx, table, userId, answeredIds(push.outdated, conflicts)),
      states: await readDocumentStates(tx, table, userId),
      conflicts,
    };
  });
}
