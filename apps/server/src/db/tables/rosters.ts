import { syncedRecords } from './sync.js';

/** Synced Path to Glory rosters (CampaignRosterSchema as JSON; `updatedAt` is the roster's `_updatedAt`), one row per (user, roster id) like lists. */
export const rosters = syncedRecords('rosters');
