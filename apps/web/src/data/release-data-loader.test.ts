import type { GameData } from '@scrolldex/rules';
import { describe, expect, it } from 'vitest';

import type { DocumentCache } from './game-data-messages';
import { loadReleaseData } from './release-data-loader';

const CACHED = { source: { commit: 'cached' } } as unknown as GameData;
const DOWNLOADED = { source: { commit: 'downloaded' } } as unknown as GameData;

/** A worker cache holding `cached` (or nothing), recording what it is asked. */
function cacheWith(cached: GameData | null | 'broken'): DocumentCache & { reads: string[]; downloads: [string, string][] } {
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
    downloadGameData: async (ref, url) => (downloads.push([ref, url]), DOWNLOADED),
    // A pinned release is read whole: its index is never asked for.
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
