import { describe, expect, it, vi } from 'vitest';

import {
  CHUNK_LOAD_TRIES,
  chunkUrlOf,
  importWithRetry,
  isChunkFetchFailure,
  isChunkLoadError,
  tryChunksNow,
  type ChunkLoadEnvironment,
} from './import-with-retry';

const BASE = 'https://scrolldex.example/assets/app-Ab12.js';
const CHUNK = 'https://scrolldex.example/assets/settings-page-Blc4jJmN.js';
const SETTINGS_PAGE = { SettingsPage: () => null };

const fetchFailure = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

/** An importer as Vite emits it into the built app: its source names the chunk, relative to the importing chunk. */
function viteImporter(load: () => Promise<unknown>): () => Promise<unknown> {
  const importer = () => load();
  importer.toString = () => '()=>D(()=>import("./settings-page-Blc4jJmN.js"),__vite__mapDeps([98,5,65]))';
  return importer;
}

/** A browser whose network the test switches; `answer` says how each fresh URL's fetch goes. */
function fakeBrowser(answer: (url: string) => Promise<unknown>, { online = true, offlineWorker = false } = {}) {
  const state = { online, waiters: [] as (() => void)[], imported: [] as string[], stylesheets: [] as string[] };
  const environment: ChunkLoadEnvironment = {
    isOnline: () => state.online,
    hasOfflineWorker: () => offlineWorker,
    nextOnline: () => new Promise<void>((resolve) => state.waiters.push(resolve)),
    importModule: (url) => {
      if (!state.online) return Promise.reject(fetchFailure(url));
      state.imported.push(url);
      return answer(url);
    },
    loadStylesheet: (url) => {
      state.stylesheets.push(url);
      return Promise.resolve();
    },
    delay: () => Promise.resolve(),
  };
  const goOnline = () => {
    state.online = true;
    for (const resolve of state.waiters.splice(0)) resolve();
  };
  return { environment, state, goOnline };
}

/** Until every pending promise callback has run (the loader awaits a few in a row). */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('chunkUrlOf', () => {
  it("reads the chunk from Vite's emitted importer, relative to the chunks' folder, and in development", () => {
    expect(
      chunkUrlOf(
        viteImporter(() => Promise.resolve()),
        BASE,
      ),
    ).toBe(CHUNK);
    const dev = () => Promise.resolve();
    dev.toString = () => '() => import("/src/features/settings/settings-page.tsx")';
    expect(chunkUrlOf(dev, 'http://localhost:5173/src/shared/import-with-retry.ts')).toBe('http://localhost:5173/src/features/settings/settings-page.tsx');
    expect(chunkUrlOf(() => Promise.resolve(), BASE)).toBeNull();
  });
});

describe('importWithRetry', () => {
  it("loads a screen's stylesheet that failed at a fresh URL, then the screen through its importer", async () => {
    const { environment, state } = fakeBrowser(() => Promise.resolve(SETTINGS_PAGE));
    const load = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('Unable to preload CSS for /assets/settings-page-CxKhaejR.css'))
      .mockResolvedValue(SETTINGS_PAGE);
    const importer = viteImporter(load);
    expect(await importWithRetry(importer, { environment })).toBe(SETTINGS_PAGE);
    expect(state.stylesheets).toEqual([new URL('/assets/settings-page-CxKhaejR.css?retry=1', location.href).href]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries a chunk that failed again at a fresh URL, and gives its module', async () => {
    const { environment, state } = fakeBrowser(() => Promise.resolve(SETTINGS_PAGE));
    const load = vi.fn(() => Promise.reject(fetchFailure(CHUNK)));
    const module = await importWithRetry(viteImporter(load), { environment });
    expect(module).toBe(SETTINGS_PAGE);
    expect(load).toHaveBeenCalledTimes(1);
    expect(state.imported).toHaveLength(1);
    const fresh = new URL(state.imported[0]!);
    expect(fresh.pathname.endsWith('/settings-page-Blc4jJmN.js')).toBe(true);
    expect(fresh.searchParams.get('retry')).toBe('1');
  });

  it('fetches nothing while the browser is offline, saying it waits, and loads once it is online', async () => {
    const { environment, goOnline } = fakeBrowser(() => Promise.resolve(SETTINGS_PAGE), { online: false });
    const load = vi.fn(() => Promise.resolve(SETTINGS_PAGE));
    const waiting: boolean[] = [];
    let loaded: unknown;
    void importWithRetry(viteImporter(load), { environment, onWaiting: (now) => waiting.push(now) }).then((module) => (loaded = module));
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(loaded).toBeUndefined();
    expect(waiting).toEqual([true]);
    goOnline();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(loaded).toBe(SETTINGS_PAGE);
    expect(waiting).toEqual([true, false]);
  });

  it("in the browser, waits for the 'online' event, or for the player's Try again (the browser's word can be wrong)", async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const load = vi.fn(() => Promise.resolve(SETTINGS_PAGE));
      const first = importWithRetry(viteImporter(load));
      const second = importWithRetry(viteImporter(load));
      await flush();
      expect(load).not.toHaveBeenCalled();
      tryChunksNow();
      expect(await first).toBe(SETTINGS_PAGE);
      expect(await second).toBe(SETTINGS_PAGE);
      const third = importWithRetry(viteImporter(load));
      await flush();
      expect(load).toHaveBeenCalledTimes(2);
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      expect(await third).toBe(SETTINGS_PAGE);
    } finally {
      onLine.mockRestore();
    }
  });

  it('offline, loads at once when an offline worker controls the page (its cache serves the chunk)', async () => {
    const { environment } = fakeBrowser(() => Promise.resolve(SETTINGS_PAGE), { online: false, offlineWorker: true });
    const load = vi.fn(() => Promise.resolve(SETTINGS_PAGE));
    expect(await importWithRetry(viteImporter(load), { environment })).toBe(SETTINGS_PAGE);
  });

  it('waits for the network between tries when the connection drops', async () => {
    const { environment, state, goOnline } = fakeBrowser(() => Promise.resolve(SETTINGS_PAGE));
    const load = vi.fn(() => {
      state.online = false;
      return Promise.reject(fetchFailure(CHUNK));
    });
    let loaded: unknown;
    void importWithRetry(viteImporter(load), { environment }).then((module) => (loaded = module));
    await flush();
    expect(state.imported).toEqual([]);
    expect(loaded).toBeUndefined();
    goOnline();
    await flush();
    expect(state.imported).toHaveLength(1);
    expect(loaded).toBe(SETTINGS_PAGE);
  });

  it(`gives up after ${CHUNK_LOAD_TRIES} tries with an error naming the chunk`, async () => {
    const { environment, state } = fakeBrowser((url) => Promise.reject(fetchFailure(url)));
    const failure = importWithRetry(
      viteImporter(() => Promise.reject(fetchFailure(CHUNK))),
      { environment },
    );
    const error: unknown = await failure.catch((caught: unknown) => caught);
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as Error).message).toBe(`Could not load settings-page-Blc4jJmN.js after ${CHUNK_LOAD_TRIES} tries.`);
    expect(state.imported.map((url) => new URL(url).searchParams.get('retry'))).toEqual(['1', '2']);
    expect(state.imported.every((url) => new URL(url).pathname.endsWith('/shared/settings-page-Blc4jJmN.js'))).toBe(true);
  });

  it('does not try again a chunk whose code threw: a bug, not the network', async () => {
    const { environment, state } = fakeBrowser(() => Promise.resolve(SETTINGS_PAGE));
    const bug = new TypeError("Cannot read properties of undefined (reading 'name')");
    await expect(
      importWithRetry(
        viteImporter(() => Promise.reject(bug)),
        { environment },
      ),
    ).rejects.toBe(bug);
    expect(state.imported).toEqual([]);
  });
});

describe('isChunkFetchFailure', () => {
  it("knows each browser's failed dynamic import and Vite's failed stylesheet preload", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://scrolldex.example/assets/settings-page-abc123.js',
      'error loading dynamically imported module: https://scrolldex.example/assets/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/army-page-1234.css',
    ]) {
      expect(isChunkFetchFailure(new TypeError(message)), message).toBe(true);
    }
    expect(isChunkFetchFailure(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isChunkFetchFailure('Failed to fetch dynamically imported module')).toBe(false);
  });
});
