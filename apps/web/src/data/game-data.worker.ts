// The game-data worker: answers the page's calls to the document cache and to
// the search (data/search-service.ts). Game data goes back in parts
// (data/game-data-parts.ts) so that the page never spends one long task taking it in.
import type { GameData } from '@scrolldex/rules';

import { deleteOldDatabases } from './db';
import { downloadArmyData, downloadGameData, findWholeGameData, readArmyData, readGameData } from './army-data-cache';
import * as cache from './document-cache';
import { GAME_DATA_METHODS, type CacheCall, type CacheReply, type DocumentCache } from './game-data-messages';
import { splitGameData } from './game-data-parts';
import { createGameDataHolder } from './held-game-data';
import { createSearchService } from './search-service';

async function readAndTellSearch(ref: string): Promise<GameData | null> {
  const data = await readGameData(ref);
  if (data) search.tookGameData(ref, data);
  return data;
}

async function downloadAndTellSearch(ref: string, url: string): Promise<GameData> {
  const data = await downloadGameData(ref, url);
  search.tookGameData(ref, data);
  return data;
}

const held = createGameDataHolder({
  find: findWholeGameData,
  store: async (ref, url) => {
    const index = await cache.storeGameData(ref, url);
    // The search reads the newer data when it next builds its index.
    search.storedGameData(ref);
    return index;
  },
  read: readGameData,
});

// The search builds its index from the data held, read once for the page and the search alike.
const search = createSearchService({ readGameData: async (ref) => (await held.take(ref)) ?? readGameData(ref) });

const methods: DocumentCache = {
  ...cache,
  readGameData: readAndTellSearch,
  downloadGameData: downloadAndTellSearch,
  holdCachedGameData: held.holdCached,
  holdDownloadedGameData: held.holdDownloaded,
  takeGameData: held.take,
  readDocuments: async () => {
    const documents = await cache.readDocuments();
    if (documents.faq) search.tookFaq(documents.faq);
    if (documents.rules.length > 0) search.tookRules(documents.rules);
    return documents;
  },
  downloadFaq: async (url) => {
    const faq = await cache.downloadFaq(url);
    search.tookFaq(faq);
    return faq;
  },
  downloadRules: async (documents) => {
    const came = await cache.downloadRules(documents);
    if (came.length > 0) search.tookRules(came);
    return came;
  },
  clearDocuments: async () => {
    search.clear();
    held.drop();
    await cache.clearDocuments();
  },
  readArmyData,
  downloadArmyData,
  deleteOldDatabases,
  searchRef: async (ref) => search.searchRef(ref),
  search: (query, options) => search.search(query, options),
};

function reply(message: CacheReply): void {
  self.postMessage(message);
}

self.addEventListener('message', (event: MessageEvent<CacheCall>) => {
  const { id, method, args } = event.data;
  const call = methods[method] as (...values: unknown[]) => Promise<unknown>;
  void call(...args).then(
    (value) => {
      if (!GAME_DATA_METHODS.has(method) || value === null) {
        reply({ id, ok: true, value });
        return;
      }
      const { parts, rest } = splitGameData(value as GameData);
      for (const part of parts) reply({ id, part });
      reply({ id, ok: true, value: rest });
    },
    (error: unknown) => reply({ id, ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
});
