// Where the app keeps the game data the server sent (data/db.ts, data/game-data-loader.ts, data/document-loader.ts):
// the data's stores of its IndexedDB database, and the localStorage entries saying which release each stored ref is
// and when the FAQ and rules were fetched. Everything else of the origin is the player's. Named from the app's own
// code, so that a renamed store or key fails the typecheck here rather than leaving a player's data behind; a store or
// key the app adds is the player's until named here (cleared: a download again at worst, never stale data).
import { DATABASE_NAME, type ScrolldexDatabase } from '../src/data/db.js';
import { faqTimestamp, rulesTimestamp } from '../src/data/document-loader.js';
import { cachedManifest } from '../src/data/game-data-loader.js';

export type GameDataStorage = { database: string; stores: readonly string[]; localStorageKeys: readonly string[] };

export const GAME_DATA_STORAGE: GameDataStorage = {
  database: DATABASE_NAME,
  stores: ['aosData', 'faq', 'rules'] satisfies (keyof ScrolldexDatabase)[],
  localStorageKeys: [cachedManifest.key, faqTimestamp.key, rulesTimestamp.key],
};
