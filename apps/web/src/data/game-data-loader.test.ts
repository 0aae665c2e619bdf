import type { GameData, GameDataIndex } from '@scrolldex/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { faqTimestamp, loadDocuments, rulesTimestamp } from './document-loader';
import { armyOfAddress, cachedManifest, loadGameData, startEarlyArmyLoad, startIndexLoad, takeEarlyArmyLoad, type GameDataEvents } from './game-data-loader';
import type { DocumentCache } from './game-data-messages';

const MAIN = { name: 'main', sha: 'a'.repeat(40), type: 'Branch' as const, serverVersion: '0.1.0' };
const CACHED = { schemaVersion: 1, armies: {}, source: { commit: 'old' } } as unknown as GameData;
const FRESH = { schemaVersion: 1, armies: {}, source: { commit: 'new' } } as unknown as GameData;
const INDEX = { schemaVersion: 1, armies: {}, source: { commit: 'index' } } as unknown as GameDataIndex;

function recordEvents() {
  const seen = { data: [] as [GameDataIndex, string][], indexes: [] as GameDataIndex[], errors: [] as (string | null)[], missing: [] as string[] };
  const events: GameDataEvents = {
    onIndex: (index) => seen.indexes.push(index),
    onGameDataHeld: (index, from) => seen.data.push([index, from]),
    onFaq: () => undefined,
    onRules: () => undefined,
    onManifest: () => undefined,
    onError: (message) => seen.errors.push(message),
    onMissingRef: (ref) => seen.missing.push(ref),
  };
  return { seen, events };
}

function source(cached: GameData | null, cachedIndex: GameDataIndex | null = null): DocumentCache & { downloads: string[]; indexDownloads: string[] } {
  const downloads: string[] = [];
  const indexDownloads: string[] = [];
  // The worker holds what it reads or downloads and answers with its index: here the data stands for its index.
  const asIndex = (data: GameData) => data as unknown as GameDataIndex;
  const cache: DocumentCache & { downloads: string[]; indexDownloads: string[] } = {
    downloads,
    indexDownloads,
    readGameData: async () => cached,
    downloadGameData: async (_name, url) => (downloads.push(url), FRESH),
    holdCachedGameData: async (ref) => {
      const data = await cache.readGameData(ref);
      return data && asIndex(data);
    },
    holdDownloadedGameData: async (ref, url) => asIndex(await cache.downloadGameData(ref, url)),
    takeGameData: async () => {
      throw new Error('The loader took the whole data');
    },
    readGameDataIndex: async () => cachedIndex,
    readArmyData: async () => null,
    downloadArmyData: async () => null,
    downloadGameDataIndex: async (_name, url) => (indexDownloads.push(url), INDEX),
    readDocuments: async () => ({ faq: null, rules: [] }),
    downloadFaq: async (url) => (downloads.push(url), { note: null, updated: null, sections: [] }),
    downloadRules: async (documents) => (downloads.push(...documents.map((document) => document.url)), []),
    clearDocuments: async () => undefined,
    deleteOldDatabases: async () => undefined,
    searchRef: async () => undefined,
    search: async () => null,
  };
  return cache;
}

function serveManifest(entries: unknown[] | 'fail') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (entries === 'fail') throw new TypeError('Failed to fetch');
      if (url.startsWith('/manifest')) return new Response(JSON.stringify({ serverVersion: '0.1.0', entries }));
      return new Response('not here', { status: 404 });
    }),
  );
}

const now = () => new Date('2026-11-25T12:00:00');

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('loadGameData', () => {
  it('shows the cached data first, then downloads the data when the server has a newer commit', async () => {
    serveManifest([MAIN]);
    cachedManifest.write({ main: { ...MAIN, sha: 'b'.repeat(40) } });
    const { seen, events } = recordEvents();
    const data = source(CACHED);
    await loadGameData({ ref: 'main', cache: data, events });
    expect(seen.data.map(([document, from]) => [document.source.commit, from])).toEqual([
      ['old', 'cache'],
      ['new', 'network'],
    ]);
    expect(data.downloads).toEqual(['/blob?name=main']);
    expect(cachedManifest.read().main?.sha).toBe(MAIN.sha);
  });

  it("reads and downloads the whole data only once the screen's own data let it (an idle moment)", async () => {
    serveManifest([MAIN]);
    const { seen, events } = recordEvents();
    const data = source(null);
    let reads = 0;
    data.readGameData = async () => (reads++, null);
    let letGo = () => {};
    const idle = new Promise<void>((done) => (letGo = done));
    const loaded = loadGameData({ ref: 'main', cache: data, events, whenIdle: () => idle });
    await vi.waitFor(() => expect(seen.indexes).toEqual([INDEX]));
    await new Promise((done) => setTimeout(done, 20));
    expect([reads, data.downloads]).toEqual([0, []]);
    letGo();
    await loaded;
    expect([reads, data.downloads]).toEqual([1, ['/blob?name=main']]);
    expect(seen.data.map(([, from]) => from)).toEqual(['network']);
  });

  it('keeps the cache without downloading when the manifest entry is unchanged', async () => {
    serveManifest([MAIN]);
    cachedManifest.write({ main: MAIN });
    const { seen, events } = recordEvents();
    const data = source(CACHED);
    await loadGameData({ ref: 'main', cache: data, events });
    expect(data.downloads).toEqual([]);
    expect(seen.data).toHaveLength(1);
  });

  it('stays quiet offline while data is cached, and says so clearly when nothing is', async () => {
    serveManifest('fail');
    const quiet = recordEvents();
    await loadGameData({ ref: 'main', cache: source(CACHED), events: quiet.events });
    expect(quiet.seen.errors.filter((message) => message !== null)).toEqual([]);

    const empty = recordEvents();
    await loadGameData({ ref: 'main', cache: source(null), events: empty.events });
    expect(empty.seen.errors).toEqual(['Could not load game data: Failed to fetch. Check your connection and try again.']);
  });

  it('gives the home screen the data index while the whole data downloads: from /manifest/files on a first visit', async () => {
    serveManifest([MAIN]);
    const { seen, events } = recordEvents();
    const data = source(null);
    await loadGameData({ ref: 'battlescroll-2026-03', cache: data, events });
    expect(data.indexDownloads).toEqual(['/manifest/files?name=battlescroll-2026-03']);
    expect(seen.indexes).toEqual([INDEX]);
  });

  it("takes the index the app's start asked for without asking again, and a later load asks afresh", async () => {
    serveManifest([MAIN]);
    const { seen, events } = recordEvents();
    const data = source(null);
    startIndexLoad('main', data);
    await loadGameData({ ref: 'main', cache: data, events });
    expect(data.indexDownloads).toEqual(['/manifest/files?name=main']);
    expect(seen.indexes).toEqual([INDEX]);
    await loadGameData({ ref: 'main', cache: data, events });
    expect(data.indexDownloads).toEqual(['/manifest/files?name=main', '/manifest/files?name=main']);
  });

  it('gives the cached index on a later visit, downloading none, even offline', async () => {
    serveManifest('fail');
    const { seen, events } = recordEvents();
    const cachedIndex = { ...INDEX, source: { commit: 'cached' } } as unknown as GameDataIndex;
    const data = source(CACHED, cachedIndex);
    await loadGameData({ ref: 'main', cache: data, events });
    expect(data.indexDownloads).toEqual([]);
    expect(seen.indexes).toEqual([cachedIndex]);
  });

  it("goes back to 'main' when the chosen ref is not on the server", async () => {
    serveManifest([MAIN]);
    const { seen, events } = recordEvents();
    const data = source(null);
    await loadGameData({ ref: 'battlescroll-1999-01', cache: data, events });
    expect(seen.missing).toEqual(['battlescroll-1999-01']);
    expect(data.downloads).toEqual([]);
  });
});

describe("the early load of an army page's army", () => {
  it("names the army of an army page's address only, as the router decodes it", () => {
    expect(armyOfAddress('/army/Stormcast%20Eternals')).toBe('Stormcast Eternals');
    expect(armyOfAddress('/army/Stormcast%20Eternals/')).toBe('Stormcast Eternals');
    expect(armyOfAddress('/army/Stormcast%20Eternals/unit/Lord-Celestant')).toBeNull();
    expect(armyOfAddress('/')).toBeNull();
    expect(armyOfAddress('/army/%E0%A4%A')).toBeNull();
  });

  it('reads the army on its page once, for the first load of that ref and army alone', async () => {
    const reads: [string, string][] = [];
    const cache = { ...source(null), readArmyData: async (ref: string, army: string) => (reads.push([ref, army]), CACHED) };
    startEarlyArmyLoad('main', '/', cache);
    expect(reads).toEqual([]);
    startEarlyArmyLoad('main', '/army/Seraphon', cache);
    expect(reads).toEqual([['main', 'Seraphon']]);
    expect(takeEarlyArmyLoad('main', 'Skaven')).toBeNull();
    // Whichever load came first, the read is not kept for a later one.
    expect(takeEarlyArmyLoad('main', 'Seraphon')).toBeNull();
    startEarlyArmyLoad('main', '/army/Seraphon', cache);
    expect(takeEarlyArmyLoad('other-ref', 'Seraphon')).toBeNull();
    startEarlyArmyLoad('main', '/army/Seraphon', cache);
    await expect(takeEarlyArmyLoad('main', 'Seraphon')).resolves.toBe(CACHED);
    expect(takeEarlyArmyLoad('main', 'Seraphon')).toBeNull();
  });

  it('downloads the army on a first visit, when nothing of it is cached', async () => {
    const downloads: string[] = [];
    const cache = { ...source(null), downloadArmyData: async (_ref: string, url: string, army: string) => (downloads.push(`${army} ${url}`), FRESH) };
    startEarlyArmyLoad('main', '/army/Seraphon', cache);
    await expect(takeEarlyArmyLoad('main', 'Seraphon')).resolves.toBe(FRESH);
    expect(downloads).toEqual(['Seraphon /manifest/files?name=main']);
  });
});

describe('loadDocuments', () => {
  it('downloads the FAQ and the three rule documents when nothing is cached, and keeps the rules timestamp unset when none came', async () => {
    const { events } = recordEvents();
    const cache = source(null);
    await loadDocuments({ ref: 'battlescroll-2026-03', cache, now, events });
    expect(cache.downloads).toEqual([
      '/faq',
      '/rules/core_rules.json?name=battlescroll-2026-03',
      '/rules/ghb_advanced_rules.json?name=battlescroll-2026-03',
      '/rules/ghb_battle_pack.json?name=battlescroll-2026-03',
    ]);
    expect(faqTimestamp.read()).toBe(now().getTime());
    expect(rulesTimestamp.read()).toBeNull();
  });

  it('downloads nothing while the cached documents are newer than the last Wednesday 10:00', async () => {
    const { events } = recordEvents();
    const cache = source(null);
    cache.readDocuments = async () => ({
      faq: { note: null, updated: null, sections: [] },
      rules: ['core_rules.json', 'ghb_advanced_rules.json', 'ghb_battle_pack.json'].map((name) => ({ name, document: { title: name, sections: [] } })),
    });
    faqTimestamp.write(new Date('2026-11-25T11:00:00').getTime());
    rulesTimestamp.write(new Date('2026-11-25T11:00:00').getTime());
    await loadDocuments({ ref: 'main', cache, now, events });
    expect(cache.downloads).toEqual([]);
  });
});
