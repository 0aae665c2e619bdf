// The GameSyncStore on SQLite: the games table as a synced-document table (sqlite-document-sync.ts).
import type { Game } from '@scrolldex/rules';

import type { AppDatabase } from '../open-database.js';
import { games } from '../schema.js';
import { pushedDocumentRows } from '../../sync/document-sync-steps.js';
import type { GameSyncStore } from '../../sync/game-sync-store.js';
import type { SyncHooks } from '../../sync/sync-store-steps.js';
import { readDocumentStates, syncDocuments } from './sqlite-document-sync.js';

export function createSqliteGameSyncStore(db: AppDatabase, hooks: SyncHooks = {}): GameSyncStore {
  return {
    readStates: async (userId) => readDocumentStates(db, games, userId),
    sync: async (userId, push, now) => {
      const rows = pushedDocumentRows(userId, push.games, 'updatedAt', now);
      const result = syncDocuments(db, games, 'games', userId, { rows, outdated: push.outdatedGames }, hooks);
      return { games: result.documents as Game[], gameStates: result.states, conflicts: result.conflicts };
    },
  };
}
