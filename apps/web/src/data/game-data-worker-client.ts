// The page's side of the game-data worker: the document cache's functions, each
// call a message and its answer a promise. Game data arrives in parts, each
// message a short task of its own, and is joined when the rest comes.
//
// A page the browser keeps in its back/forward cache is frozen with its worker, and Chromium does not evict it for
// the worker's IndexedDB connection: with home's worker frozen as it stored the data, the next page's opening of the
// database never ended, and a saved list opened from home stayed on "Loading your lists..." for good. The worker
// ends as the page is put in that cache, its calls then refused, and a page shown again starts a new one.
import type { GameData } from '@scrolldex/rules';

import type { CacheCall, CacheReply, DocumentCache } from './game-data-messages';
import { joinGameData, type GameDataPart } from './game-data-parts';

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void; parts: GameDataPart[] };

let shared: DocumentCache | null = null;

/** One worker for the page. */
export function documentCache(): DocumentCache {
  shared ??= createWorkerDocumentCache();
  return shared;
}

function createWorkerDocumentCache(): DocumentCache {
  const worker = new Worker(new URL('./game-data.worker.ts', import.meta.url), { type: 'module', name: 'game-data' });
  const pending = new Map<number, Pending>();
  let ended = false;
  const endInCache = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    removeEventListener('pagehide', endInCache);
    worker.terminate();
    ended = true;
    shared = null;
    for (const waiting of pending.values()) waiting.reject(new Error('The game-data worker ended as the page was put in the back/forward cache.'));
    pending.clear();
  };
  addEventListener('pagehide', endInCache);
  let nextId = 1;
  worker.addEventListener('message', (event: MessageEvent<CacheReply>) => {
    const reply = event.data;
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    if ('part' in reply) {
      waiting.parts.push(reply.part);
      return;
    }
    pending.delete(reply.id);
    if (!reply.ok) waiting.reject(new Error(reply.message));
    else waiting.resolve(waiting.parts.length > 0 ? joinGameData(reply.value as GameData, waiting.parts) : reply.value);
  });
  const call =
    <K extends keyof DocumentCache>(method: K) =>
    (...args: Parameters<DocumentCache[K]>): Promise<Awaited<ReturnType<DocumentCache[K]>>> => {
      // A load that held this cache while it waited on the network, as the page went into the cache, goes on with the
      // page's new worker: the ended one would never answer.
      if (ended) return (documentCache()[method] as (...same: Parameters<DocumentCache[K]>) => Promise<Awaited<ReturnType<DocumentCache[K]>>>)(...args);
      return new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject, parts: [] });
        worker.postMessage({ id, method, args } as CacheCall);
      });
    };
  return {
    readGameData: call('readGameData'),
    downloadGameData: call('downloadGameData'),
    readGameDataIndex: call('readGameDataIndex'),
    downloadGameDataIndex: call('downloadGameDataIndex'),
    holdCachedGameData: call('holdCachedGameData'),
    holdDownloadedGameData: call('holdDownloadedGameData'),
    takeGameData: call('takeGameData'),
    readArmyData: call('readArmyData'),
    downloadArmyData: call('downloadArmyData'),
    readDocuments: call('readDocuments'),
    downloadFaq: call('downloadFaq'),
    downloadRules: call('downloadRules'),
    clearDocuments: call('clearDocuments'),
    deleteOldDatabases: call('deleteOldDatabases'),
    searchRef: call('searchRef'),
    search: call('search'),
  };
}
