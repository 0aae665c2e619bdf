// The GameSyncStore on SQLite: games are synced records like lists, stored by
// the lists' steps (storeNewer, recordCounts) in one IMMEDIATE transaction,
// which holds the write lock from its first read.
import { and, eq, inArray } from 'drizzle-orm';

import type { GameSyncAnswer } from '@scrolldex/contract';
import type { Game, RecordState } from '@scrolldex/rules';

import type { AppDatabase } from '../open-database.js';
import { games } from '../schema.js';
import { answeredGameIds, pushedGameRows } from '../../sync/game-sync-steps.js';
import type { GamePush, GameSyncStore } from '../../sync/game-sync-store.js';
import { chunks, IMMEDIATE, recordCounts, storeNewer, type Transaction } from './sqlite-sync-store.js';
import { checkQuota, type SyncHooks } from '../../sync/sync-store-steps.js';

type Reader = Pick<Transaction, 'select'>;

function readStates(db: Reader, userId: string): RecordState[] {
  return db.select({ id: games.id, updatedAt: games.updatedAt, deleted: games.deleted }).from(games).where(eq(games.userId, userId)).orderBy(games.id).all();
}

function readGames(tx: Reader, userId: string, ids: readonly string[]): Game[] {
  return chunks(ids).flatMap((chunk) =>
    tx
      .select({ document: games.document })
      .from(games)
      .where(and(eq(games.userId, userId), inArray(games.id, chunk)))
      .orderBy(games.id)
      .all()
      .map((row) => JSON.parse(row.document) as Game),
  );
}

function applyGameSync(db: AppDatabase, userId: string, push: GamePush, hooks: SyncHooks, now: number): GameSyncAnswer {
  return db.transaction((tx) => {
    const conflicts = storeNewer(tx, games, userId, pushedGameRows(userId, push.games, now));
    checkQuota('games', recordCounts(tx, games, userId));
    hooks.afterSyncWrites?.(userId);
    return { games: readGames(tx, userId, answeredGameIds(push, conflicts)), gameStates: readStates(tx, userId), conflicts };
  }, IMMEDIATE);
}

export function createSqliteGameSyncStore(db: AppDatabase, hooks: SyncHooks = {}): GameSyncStore {
  return {
    readStates: async (userId) => readStates(db, userId),
    sync: async (userId, push, now) => applyGameSync(db, userId, push, hooks, now),
  };
}
