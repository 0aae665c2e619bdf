// The calls the page makes to the game-data worker (data/document-cache.ts), by name.
import type * as armyCache from './army-data-cache';
import type * as cache from './document-cache';
import type { GameDataPart } from './game-data-parts';

export type DocumentCache = {
  readGameData: typeof cache.readGameData;
  downloadGameData: typeof cache.downloadGameData;
  readGameDataIndex: typeof cache.readGameDataIndex;
  downloadGameDataIndex: typeof cache.downloadGameDataIndex;
  readArmyData: typeof armyCache.readArmyData;
  downloadArmyData: typeof armyCache.downloadArmyData;
  readDocuments: typeof cache.readDocuments;
  downloadFaq: typeof cache.downloadFaq;
  downloadRules: typeof cache.downloadRules;
  clearDocuments: typeof cache.clearDocuments;
  deleteOldDatabases: () => Promise<void>;
};

export type CacheCall = { [K in keyof DocumentCache]: { id: number; method: K; args: Parameters<DocumentCache[K]> } }[keyof DocumentCache];

/** The calls that answer with game data: it comes in parts, then the rest as the value. */
export const GAME_DATA_METHODS: ReadonlySet<keyof DocumentCache> = new Set(['readGameData', 'downloadGameData']);

export type CacheReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string } | { id: number; part: GameDataPart };
