// The game data of a data release a list is pinned to, beside the
// app's own data source: read from the worker's cache when it was downloaded
// before (so a pinned list opens offline), else downloaded once and kept.
// A release tag does not change, so a cached copy is never stale; a branch
// moves on, and its newer commit is downloaded when the server reports one.
import { ManifestSchema } from '@scrolldex/contract';
import type { GameData } from '@scrolldex/rules';

import { apiUrl, fetchJson, refQuery } from './api';
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
  return cached ?? cache.downloadGameData(ref, blobUrl(ref));
}

/** What the server says of a pinned ref's data: a branch's newer commit (downloaded and kept), the held data still current, or no answer. */
export type BranchCheck = { kind: 'newer'; data: GameData } | { kind: 'current' } | { kind: 'unreachable' };

/**
 * Whether `ref` moved on: when the server's manifest names it a branch at another commit than `held` was made from,
 * that commit's data, downloaded and kept in the cache in place of the held one. A release tag never moves. When
 * the server cannot be reached (offline) the held data stays until a newer one is in.
 */
export async function checkBranch(ref: string, held: GameData, cache: DocumentCache): Promise<BranchCheck> {
  try {
    const manifest = await fetchJson('/manifest', ManifestSchema);
    const entry = manifest.entries.find((candidate) => candidate.name === ref);
    if (entry?.type !== 'Branch' || entry.sha === held.source.commit) return { kind: 'current' };
    const fresh = await cache.downloadGameData(ref, blobUrl(ref));
    return fresh.source.commit === held.source.commit ? { kind: 'current' } : { kind: 'newer', data: fresh };
  } catch (error) {
    console.warn(`Could not look for newer game data of ${ref}.`, error);
    return { kind: 'unreachable' };
  }
}

function blobUrl(ref: string): string {
  return apiUrl(`/blob?${refQuery(ref)}`);
}
