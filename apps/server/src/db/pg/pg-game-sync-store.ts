// The GameSyncStore on PostgreSQL: the games table as a synced-document table (pg-document-sync.ts).
import type { Game } from '@scrolldex/rules';

import type { PgAppDatabase } from './open-pg-database.js';
import { games } from './schema.js';
import { pushedDocumentRows } from '../../sync/document-sync-steps.js';
import type { GameSyncStore } from '../../sync/game-sync-store.js';
import type { SyncHooks } from '../../sync/sync-store-steps.js';
import { readDocumentStates, syncDocuments } from './pg-document-sync.js';

export function createPgGameSyncStore(db: PgAppDatabase, hooks: SyncHooks = {}): GameSyncStore {
  return {
    readStates: (userId) => readDocumentStates(db, games, userId),
    sync: async (userId, push, now) => {
      const rows = pushedDocumentRows(userId, push.games, 'updatedAt', now);
      const result = await syncDocuments(db, games, 'games', userId, { rows, outdated: push.outdatedGames }, hooks);
      return { games: result.documents as Game[], gameStates: result.states, conflicts: result.conflicts };
    },
  };
}
