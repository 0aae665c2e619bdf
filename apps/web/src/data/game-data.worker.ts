// The game-data worker: answers the page's calls to the document cache.
import { deleteOldDatabases } from './db';
import * as cache from './document-cache';
import type { CacheCall, CacheReply, DocumentCache } from './game-data-messages';

const methods: DocumentCache = { ...cache, deleteOldDatabases };

self.addEventListener('message', (event: MessageEvent<CacheCall>) => {
  const { id, method, args } = event.data;
  const call = methods[method] as (...values: unknown[]) => Promise<unknown>;
  void call(...args).then(
    (value) => self.postMessage({ id, ok: true, value } satisfies CacheReply),
    (error: unknown) => self.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) } satisfies CacheReply),
  );
});
