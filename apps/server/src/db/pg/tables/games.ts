import { syncedRecords } from './sync.js';

/** The PostgreSQL twin of db/tables/games.ts. */
export const games = syncedRecords('games');
