// The calls the page makes to the game-data worker (data/document-cache.ts,
// data/search-service.ts), by name.
import type { GameData, GameDataIndex, SearchOptions, SearchResult } from '@scrolldex/rules';

import type * as armyCache from './army-data-cache';
import type * as cache from './document-cache';
import type { GameDataPart } from './game-data-parts';

export type DocumentCache = {
  readGameData: typeof armyCache.readGameData;
  downloadGameData: typeof armyCache.downloadGameData;
  readGameDataIndex: typeof cache.readGameDataIndex;
  downloadGameDataIndex: typeof cache.downloadGameDataIndex;
  /** The worker holds the data source's whole data as stored here (data/held-game-data.ts); its index, or null when none is stored. */
  holdCachedGameData: (ref: string) => Promise<GameDataIndex | null>;
  /** The worker downloads, checks, stores and holds the data source's whole data; its index. */
  holdDownloadedGameData: (ref: string, url: string) => Promise<GameDataIndex>;
  /** The whole data the worker holds for `ref`, sent to the page; null when it holds none of that ref. */
  takeGameData: (ref: string) => Promise<GameData | null>;
  readArmyData: typeof armyCache.readArmyData;
  downloadArmyData: typeof armyCache.downloadArmyData;
  readDocuments: typeof cache.readDocuments;
  downloadFaq: typeof cache.downloadFaq;
  downloadRules: typeof cache.downloadRules;
  clearDocuments: typeof cache.clearDocuments;
  deleteOldDatabases: () => Promise<void>;
  /** The page shows the data of this ref: the search index, built by the first search, is of it. */
  searchRef: (ref: string) => Promise<void>;
  /** The query over the search index; null while no data of the named ref is on this device. */
  search: (query: string, options: SearchOptions) => Promise<SearchResult | null>;
};

export type CacheCall = { [K in keyof DocumentCache]: { id: number; method: K; args: Parameters<DocumentCache[K]> } }[keyof DocumentCache];

/** The calls that answer with game data: it comes in parts, then the rest as the value. */
export const GAME_DATA_METHODS: ReadonlySet<keyof DocumentCache> = new Set([
  'readGameData',
  'downloadGameData',
  'takeGameData',
  // One army's data with the core is over a megabyte (Stormcast's: 1.2 MB, two thirds of it the regiments of renown and
  // Path to Glory): in one message, the page took it in as one task of up to 40-90 ms with the CPU slowed 4x.
  'readArmyData',
  'downloadArmyData',
]);

export type CacheReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string } | { id: number; part: GameDataPart };
