import type { GameData } from '@scrolldex/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { DocumentCache } from './game-data-messages';
import { loadReleaseData, checkBranch } from './release-data-loader';

const CACHED = { source: { commit: 'cached' } } as unknown as GameData;
const DOWNLOADED = { source: { commit: 'downloaded' } } as unknown as GameData;

/** A worker cache holding `cached` (or nothing), recording what it is asked. */
function cacheWith(
  cached: GameData | null | 'broken',
  downloaded: GameData | 'offline' = DOWNLOADED,
): DocumentCache & { reads: string[]; downloads: [string, string][] } {
  const reads: string[] = [];
  const downloads: [string, string][] = [];
  return {
    reads,
    downloads,
    readGameData: async (ref) => {
      reads.push(ref);
      if (cached === 'broken') throw new Error('IndexedDB is closed');
      return cached;
    },
    downloadGameData: async (ref, url) => {
      downloads.push([ref, url]);
      if (downloaded === 'offline') throw new TypeError('Failed to fetch');
      return downloaded;
    },
    // A pinned release is read whole, and never held in place of the data source's.
    holdCachedGameData: async () => {
      throw new Error('A pinned release was held');
    },
    holdDownloadedGameData: async () => {
      throw new Error('A pinned release was held');
    },
    takeGameData: async () => {
      throw new Error('A pinned release was taken');
    },
    // Nor is its index asked for.
    readGameDataIndex: async () => {
      throw new Error('The index of a pinned release was read');
    },
    downloadGameDataIndex: async () => {
      throw new Error('The index of a pinned release was downloaded');
    },
    readArmyData: async () => {
      throw new Error("A pinned release's army was read alone");
    },
    downloadArmyData: async () => {
      throw new Error("A pinned release's army was downloaded alone");
    },
    readDocuments: async () => ({ faq: null, rules: [] }),
    downloadFaq: async () => ({ note: null, updated: null, sections: [] }),
    downloadRules: async () => [],
    clearDocuments: async () => undefined,
    deleteOldDatabases: async () => undefined,
    // A pinned release is never the search's source.
    searchRef: async () => {
      throw new Error('A pinned release was named for the search');
    },
    search: async () => null,
  };
}

describe('the data of a pinned release', () => {
  it('comes from the cache when it was downloaded before, with no call to the server (offline)', async () => {
    const cache = cacheWith(CACHED);
    await expect(loadReleaseData('battlescroll-2026-03', cache)).resolves.toBe(CACHED);
    expect(cache.downloads).toEqual([]);
  });

  it('is downloaded once and kept when it is not cached, or the cache cannot be read', async () => {
    for (const cached of [null, 'broken'] as const) {
      const cache = cacheWith(cached);
      const [first, second] = await Promise.all([loadReleaseData('battlescroll-2026-03', cache), loadReleaseData('battlescroll-2026-03', cache)]);
      expect([first, second]).toEqual([DOWNLOADED, DOWNLOADED]);
      expect(cache.downloads).toEqual([['battlescroll-2026-03', '/blob?name=battlescroll-2026-03']]);
    }
  });
});

describe('the data of a pinned branch', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The server's manifest, naming `ref` a branch or a release at `sha`. */
  function serverSays(ref: string, type: 'Branch' | 'Release', sha: string) {
    const manifest = {
      serverVersion: '1.0.0',
      entries: [
        { name: 'main', sha: 'm', type: 'Branch', serverVersion: '1.0.0' },
        { name: ref, sha, type, serverVersion: '1.0.0' },
      ],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } })),
    );
  }

  it('downloads and keeps the newer commit when the server reports the branch moved on', async () => {
    serverSays('event-weekend', 'Branch', 'downloaded');
    const cache = cacheWith(CACHED);
    await expect(checkBranch('event-weekend', CACHED, cache)).resolves.toEqual({ kind: 'newer', data: DOWNLOADED });
    expect(cache.downloads).toEqual([['event-weekend', '/blob?name=event-weekend']]);
  });

  it('keeps the held data when the branch is still at its commit, or the ref is a release tag', async () => {
    serverSays('event-weekend', 'Branch', 'cached');
    const same = cacheWith(CACHED);
    await expect(checkBranch('event-weekend', CACHED, same)).resolves.toEqual({ kind: 'current' });
    expect(same.downloads).toEqual([]);
    // An annotated tag's manifest sha is the tag's own, never the data's commit: a tag does not move.
    serverSays('battlescroll-2026-03', 'Release', 'tag-object');
    const tag = cacheWith(CACHED);
    await expect(checkBranch('battlescroll-2026-03', CACHED, tag)).resolves.toEqual({ kind: 'current' });
    expect(tag.downloads).toEqual([]);
  });

  it('keeps the held data offline: no manifest, or the download fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const noManifest = cacheWith(CACHED);
    await expect(checkBranch('event-weekend', CACHED, noManifest)).resolves.toEqual({ kind: 'unreachable' });
    expect(noManifest.downloads).toEqual([]);
    serverSays('event-weekend', 'Branch', 'downloaded');
    await expect(checkBranch('event-weekend', CACHED, cacheWith(CACHED, 'offline'))).resolves.toEqual({ kind: 'unreachable' });
  });
});
