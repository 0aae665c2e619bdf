import 'fake-indexeddb/auto';

import type { GameData } from '@scrolldex/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { database } from './db';
import { cachedManifest, loadGameData, loadRules, rulesTimestamp, type GameDataEvents } from './game-data-loader';
import type { GameDataSource } from './game-data-worker-client';

const MAIN = { name: 'main', sha: 'a'.repeat(40), type: 'Branch' as const, serverVersion: '0.1.0' };
const CACHED = { schemaVersion: 1, armies: {}, source: { commit: 'old' } } as unknown as GameData;
const FRESH = { schemaVersion: 1, armies: {}, source: { commit: 'new' } } as unknown as GameData;

function recordEvents() {
  const seen = { data: [] as [GameData, string][], errors: [] as (string | null)[], missing: [] as string[] };
  const events: GameDataEvents = {
    onGameData: (data, from) => seen.data.push([data, from]),
    onFaq: () => undefined,
    onRules: () => undefined,
    onManifest: () => undefined,
    onError: (message) => seen.errors.push(message),
    onMissingRef: (ref) => seen.missing.push(ref),
  };
  return { seen, events };
}

function source(cached: GameData | null): GameDataSource & { downloads: string[] } {
  const downloads: string[] = [];
  return { downloads, read: async () => cached, download: async (_name, url) => (downloads.push(url), FRESH) };
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
    await loadGameData({ ref: 'main', source: data, now, events });
    expect(seen.data.map(([document, from]) => [document.source.commit, from])).toEqual([
      ['old', 'cache'],
      ['new', 'network'],
    ]);
    expect(data.downloads).toEqual(['/blob?name=main']);
    expect(cachedManifest.read().main?.sha).toBe(MAIN.sha);
  });

  it('keeps the cache without downloading when the manifest entry is unchanged', async () => {
    serveManifest([MAIN]);
    cachedManifest.write({ main: MAIN });
    const { seen, events } = recordEvents();
    const data = source(CACHED);
    await loadGameData({ ref: 'main', source: data, now, events });
    expect(data.downloads).toEqual([]);
    expect(seen.data).toHaveLength(1);
  });

  it('stays quiet offline while data is cached, and says so clearly when nothing is', async () => {
    serveManifest('fail');
    const quiet = recordEvents();
    await loadGameData({ ref: 'main', source: source(CACHED), now, events: quiet.events });
    expect(quiet.seen.errors.filter((message) => message !== null)).toEqual([]);

    const empty = recordEvents();
    await loadGameData({ ref: 'main', source: source(null), now, events: empty.events });
    expect(empty.seen.errors).toEqual(['Could not load game data: Failed to fetch. Check your connection and try again.']);
  });

  it("goes back to 'main' when the chosen ref is not on the server", async () => {
    serveManifest([MAIN]);
    const { seen, events } = recordEvents();
    const data = source(null);
    await loadGameData({ ref: 'battlescroll-1999-01', source: data, now, events });
    expect(seen.missing).toEqual(['battlescroll-1999-01']);
    expect(data.downloads).toEqual([]);
  });
});

describe('loadRules', () => {
  it('replaces the cached rule documents only when at least one document came', async () => {
    await database().rules.put({ name: 'core_rules.json', document: { title: 'CORE RULES', sections: [] } });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('down', { status: 503 })));
    const shown: string[][] = [];
    const { events } = recordEvents();
    await loadRules({ ref: 'main', now, events: { ...events, onRules: (documents) => shown.push(documents.map((document) => document.title)) } });
    expect(shown).toEqual([['CORE RULES']]);
    expect(await database().rules.count()).toBe(1);
    expect(rulesTimestamp.read()).toBeNull();
  });
});
