import { syncedRecords } from './sync.js';

/** The PostgreSQL twin of db/tables/rosters.ts. */
export const rosters = syncedRecords('rosters');
