// The RosterSyncStore on PostgreSQL: the rosters table as a synced-document table (pg-document-sync.ts).
import type { CampaignRoster } from '@scrolldex/rules';

import type { PgAppDatabase } from './open-pg-database.js';
import { rosters } from './schema.js';
import { pushedDocumentRows } from '../../sync/document-sync-steps.js';
import type { RosterSyncStore } from '../../sync/roster-sync-store.js';
import type { SyncHooks } from '../../sync/sync-store-steps.js';
import { readDocumentStates, syncDocuments } from './pg-document-sync.js';

export function createPgRosterSyncStore(db: PgAppDatabase, hooks: SyncHooks = {}): RosterSyncStore {
  return {
    readStates: (userId) => readDocumentStates(db, rosters, userId),
    sync: async (userId, push, now) => {
      const rows = pushedDocumentRows(userId, push.rosters, '_updatedAt', now);
      const result = await syncDocuments(db, rosters, 'rosters', userId, { rows, outdated: push.outdatedRosters }, hooks);
      return { rosters: result.documents as CampaignRoster[], rosterStates: result.states, conflicts: result.conflicts };
    },
  };
}
