// The RosterSyncStore on SQLite: the rosters table as a synced-document table (sqlite-document-sync.ts).
import type { CampaignRoster } from '@scrolldex/rules';

import type { AppDatabase } from '../open-database.js';
import { rosters } from '../schema.js';
import { pushedDocumentRows } from '../../sync/document-sync-steps.js';
import type { RosterSyncStore } from '../../sync/roster-sync-store.js';
import type { SyncHooks } from '../../sync/sync-store-steps.js';
import { readDocumentStates, syncDocuments } from './sqlite-document-sync.js';

export function createSqliteRosterSyncStore(db: AppDatabase, hooks: SyncHooks = {}): RosterSyncStore {
  return {
    readStates: async (userId) => readDocumentStates(db, rosters, userId),
    sync: async (userId, push, now) => {
      const rows = pushedDocumentRows(userId, push.rosters, '_updatedAt', now);
      const result = syncDocuments(db, rosters, 'rosters', userId, { rows, outdated: push.outdatedRosters }, hooks);
      return { rosters: result.documents as CampaignRoster[], rosterStates: result.states, conflicts: result.conflicts };
    },
  };
}
