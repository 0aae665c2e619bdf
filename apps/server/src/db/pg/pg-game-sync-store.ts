// The GameSyncStore on PostgreSQL: games are synced records like lists, stored
// by the lists' steps (storeNewer, recordCounts) in one transaction that first
// takes the account's turn (lockAccount), so one account's syncs take turns
// across instances (see pg-sync-store.ts).
import { and, eq, sql } from 'drizzle-orm';

import type { GameSyncAnswer } from '@scrolldex/contract';
import type { Game, RecordState } from '@scrolldex/rules';

import type { PgAppDatabase } from './open-pg-database.js';
import { games } from './schema.js';
import { answeredGameIds, pushedGameRows } from '../../sync/game-sync-steps.js';
import type { GamePush, GameSyncStore } from '../../sync/game-sync-store.js';
import { byteOrder, isAnyOf, lockAccount, recordCounts, statesOf, storeNewer, type Transaction } from './pg-sync-store.js';
import { checkQuota, type SyncHooks } from '../../sync/sync-store-steps.js';

type Reader = Pick<Transaction, 'execute' | 'select'>;

/** The states as a JSON array built by PostgreSQL from the covering index (`games_states`), never from the documents. */
async function readStates(db: Reader, userId: string): Promise<RecordState[]> {
  const { rows } = await db.execute<{ states: RecordState[] }>(sql`select ${statesOf(games, sql`${userId}`)} as states`);
  return rows[0]!.states;
}

async function readGames(tx: Reader, userId: string, ids: readonly string[]): Promise<Game[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ document: games.document })
    .from(games)
    .where(and(eq(games.userId, userId), isAnyOf(games.id, ids)))
    .orderBy(byteOrder(games.id));
  return rows.map((row) => JSON.parse(row.document) as Game);
}

function applyGameSync(db: PgAppDatabase, userId: string, push: GamePush, hooks: SyncHooks, now: number): Promise<GameSyncAnswer> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const conflicts = await storeNewer(tx, games, userId, pushedGameRows(userId, push.games, now));
    checkQuota('games', await recordCounts(tx, games, userId));
    hooks.afterSyncWrites?.(userId);
    return { games: await readGames(tx, userId, answeredGameIds(push, conflicts)), gameStates: await readStates(tx, userId), conflicts };
  });
}

export function createPgGameSyncStore(db: PgAppDatabase, hooks: SyncHooks = {}): GameSyncStore {
  return {
    readStates: (userId) => readStates(db, userId),
    sync: (userId, push, now) => applyGameSync(db, userId, push, hooks, now),
  };
}
