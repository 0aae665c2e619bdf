// The calls the page makes to the game-data worker (data/document-cache.ts), by name.
import type * as cache from './document-cache';

export type DocumentCache = {
  readGameData: typeof cache.readGameData;
  downloadGameData: typeof cache.downloadGameData;
  readDocuments: typeof cache.readDocuments;
  downloadFaq: typeof cache.downloadFaq;
  downloadRules: typeof cache.downloadRules;
  clearDocuments: typeof cache.clearDocuments;
  deleteOldDatabases: () => Promise<void>;
};

export type CacheCall = { [K in keyof DocumentCache]: { id: number; method: K; args: Parameters<DocumentCache[K]> } }[keyof DocumentCache];

export type CacheReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };
