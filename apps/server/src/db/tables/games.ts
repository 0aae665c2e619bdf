import { syncedRecords } from './sync.js';

/** Synced games at the table (GameSchema as JSON; `updatedAt` is the game's), one row per (user, game id) like lists. */
export const games = syncedRecords('games');
