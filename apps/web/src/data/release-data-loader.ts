// The game data of a data release a list is pinned to, beside the
// app's own data source: read from the worker's cache when it was downloaded
// before (so a pinned list opens offline), else downloaded once and kept.
// A release tag does not change, so a cached copy is never stale.
import type { GameData } from '@scrolldex/rules';

import { apiUrl } from './api';
import type { DocumentCache } from './game-data-messages';

const loading = new Map<string, Promise<GameData>>();

/** The data of `ref`; one read or download at a time per ref, whichever screen asks. */
export function loadReleaseData(ref: string, cache: DocumentCache): Promise<GameData> {
  let load = loading.get(ref);
  if (!load) {
    load = readOrDownload(ref, cache).finally(() => loading.delete(ref));
    loading.set(ref, load);
  }
  return load;
}

async function readOrDownload(ref: string, cache: DocumentCache): Promise<GameData> {
  const cached = await cache.readGameData(ref).catch((error: unknown) => {
    console.warn(`Could not read the cached game data of ${ref}.`, error);
    return null;
  });
  return cached ?? cache.downloadGameData(ref, apiUrl(`/blob?name=${encodeURIComponent(ref)}`));
}
