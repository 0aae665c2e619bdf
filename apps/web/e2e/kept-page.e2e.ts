// A kept page (harness.ts useBrowser's keptPages) lent a second time: the same page, with nothing left of what the
// test before did to it, its context or the origin's site data, as the app is about to start in it; or, lent keeping
// the game data (keepGameData), with that data alone left of the origin's site data.
import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { GAME_DATA_STORAGE } from './game-data-storage.js';
import { openPage, settled, useBrowser, waitForGameData } from './harness.js';

const browser = useBrowser({ keptPages: true });

/** What a test may leave behind in a page of the origin, read from the page's document. */
function leftBehind(page: Page) {
  return page.evaluate(async () => ({
    localStorage: Object.keys(localStorage),
    sessionStorage: Object.keys(sessionStorage),
    cookie: document.cookie,
    databases: (await indexedDB.databases()).map((database) => database.name),
    caches: await caches.keys(),
    history: history.length,
    online: navigator.onLine,
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    notifications: (await navigator.permissions.query({ name: 'notifications' })).state,
  }));
}

/** The number of rows in each store of the app's database, by store; empty when there is no such database. */
function appDatabaseRows(page: Page) {
  return page.evaluate(async (name) => {
    if (!(await indexedDB.databases()).some((database) => database.name === name)) return {};
    const opening = indexedDB.open(name);
    const db = await new Promise<IDBDatabase>((done, fail) => {
      opening.onsuccess = () => done(opening.result);
      opening.onerror = () => fail(opening.error);
    });
    const counts: Record<string, number> = {};
    for (const store of db.objectStoreNames) {
      const counting = db.transaction(store).objectStore(store).count();
      counts[store] = await new Promise<number>((done, fail) => {
        counting.onsuccess = () => done(counting.result);
        counting.onerror = () => fail(counting.error);
      });
    }
    db.close();
    return counts;
  }, GAME_DATA_STORAGE.database);
}

/** The paths of the game data's downloads the context's pages and their workers ask for from now on, until `stop`. */
function recordDataDownloads(context: BrowserContext): { paths: string[]; stop: () => void } {
  const paths: string[] = [];
  const listener = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(blob|manifest\/files|data\/|rules\/|faq)/.test(pathname)) paths.push(pathname);
  };
  context.on('request', listener);
  return { paths, stop: () => context.off('request', listener) };
}

/**
 * Dirt of every kind a test can leave: stored values, a database, a row of the player's in the app's database, a
 * cache, a cookie, history, a route, offline mode, a permission, a second page, a look.
 */
async function dirty({ context, page }: Awaited<ReturnType<typeof openPage>>): Promise<void> {
  await page.evaluate(async (appDatabase) => {
    const opened = (request: IDBOpenDBRequest) =>
      new Promise<IDBDatabase>((done, fail) => {
        request.onsuccess = () => done(request.result);
        request.onerror = () => fail(request.error);
      });
    const app = await opened(indexedDB.open(appDatabase));
    await new Promise<void>((done, fail) => {
      const writing = app.transaction('savedLists', 'readwrite');
      writing.objectStore('savedLists').put({ owner: 'device', id: 'dirt', list: {} });
      writing.oncomplete = () => done();
      writing.onerror = () => fail(writing.error);
    });
    app.close();
    localStorage.setItem('dirt', '1');
    sessionStorage.setItem('dirt', '1');
    document.cookie = 'dirt=1; path=/';
    await caches.open('dirt');
    (await opened(indexedDB.open('dirt'))).close();
    history.pushState(null, '', '/?dirt');
  }, GAME_DATA_STORAGE.database);
  await context.route('**/manifest*', (route) => route.abort());
  await context.setOffline(true);
  await context.grantPermissions(['notifications']);
  await context.newPage();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('a kept page', () => {
  // The first test leaves dirt of every kind in the kept page; the second, lent it next, finds none. The second reads
  // what the first left, as a kept page's next test does: their order is the point.
  let dirtied: Page | undefined;

  it('is lent to a test that leaves dirt of every kind in it', async () => {
    const first = await openPage(browser());
    await waitForGameData(first.page);
    const before = await leftBehind(first.page);
    expect(before.databases.length).toBeGreaterThan(0);
    expect(before.localStorage.length).toBeGreaterThan(0);
    await dirty(first);
    dirtied = first.page;
  });

  it('is lent again with nothing left of the test before: no site data, history, routes, offline mode, permissions, other pages or look of its', async () => {
    const lent = Date.now();
    let atStart: Awaited<ReturnType<typeof leftBehind>> | undefined;
    const { context, page } = await openPage(browser(), { beforeStart: async (blank) => (atStart = await leftBehind(blank)) });
    expect(page).toBe(dirtied);
    expect(context.pages()).toEqual([page]);
    expect(atStart).toEqual({
      localStorage: [],
      sessionStorage: [],
      cookie: '',
      databases: [],
      caches: [],
      history: 1,
      online: true,
      dark: false,
      notifications: 'prompt',
    });
    // The app starts on its own: the game data comes again (no route stops its manifest), and no notice is seen yet.
    await waitForGameData(page);
    // As a new page's history: its first blank document, then the app.
    expect(await page.evaluate(() => ({ history: history.length, width: innerWidth }))).toEqual({ history: 2, width: 390 });
    expect(Number(await page.evaluate(() => localStorage.getItem('scrolldex-notice-last-seen')))).toBeGreaterThanOrEqual(lent);
  });

  it('is lent to a test that stores the whole game data in it, downloaded, and leaves dirt of every kind', async () => {
    let downloads: ReturnType<typeof recordDataDownloads> | undefined;
    const first = await openPage(browser(), { beforeStart: async (blank) => (downloads = recordDataDownloads(blank.context())) });
    await waitForGameData(first.page);
    // The whole data, the FAQ and the rules are stored once each names its release or time.
    const dataKeysStored = () => first.page.evaluate((keys) => keys.filter((key) => localStorage.getItem(key) !== null), GAME_DATA_STORAGE.localStorageKeys);
    await expect.poll(dataKeysStored, { timeout: 30_000 }).toEqual(GAME_DATA_STORAGE.localStorageKeys);
    downloads!.stop();
    expect(downloads!.paths).toContain('/blob');
    await dirty(first);
    dirtied = first.page;
  });

  it("is lent keeping the game data (keepGameData): its stores and entries alone, none of the player's, and the app reads it rather than downloading it", async () => {
    let atStart: Awaited<ReturnType<typeof leftBehind>> | undefined;
    let rows: Awaited<ReturnType<typeof appDatabaseRows>> | undefined;
    let downloads: ReturnType<typeof recordDataDownloads> | undefined;
    let manifestAnswered: Promise<unknown> | undefined;
    const { context, page } = await openPage(browser(), {
      keepGameData: true,
      beforeStart: async (blank) => {
        atStart = await leftBehind(blank);
        rows = await appDatabaseRows(blank);
        downloads = recordDataDownloads(blank.context());
        manifestAnswered = blank.context().waitForEvent('response', (response) => new URL(response.url()).pathname === '/manifest');
      },
    });
    expect(page).toBe(dirtied);
    expect(context.pages()).toEqual([page]);
    const { localStorage: localStorageKeys, ...rest } = atStart!;
    expect(localStorageKeys.sort()).toEqual([...GAME_DATA_STORAGE.localStorageKeys].sort());
    expect(rest).toEqual({
      sessionStorage: [],
      cookie: '',
      databases: [GAME_DATA_STORAGE.database],
      caches: [],
      history: 1,
      online: true,
      dark: false,
      notifications: 'prompt',
    });
    const [kept, cleared] = Object.entries(rows!).reduce<[string[], string[]]>(
      ([withRows, empty], [store, count]) => (count > 0 ? [[...withRows, store], empty] : [withRows, [...empty, store]]),
      [[], []],
    );
    expect(kept.sort()).toEqual([...GAME_DATA_STORAGE.stores].sort());
    expect(cleared).toContain('savedLists');
    // The app takes the stored data as a returning player's: its manifest still asked for, nothing downloaded again.
    await waitForGameData(page);
    await manifestAnswered;
    await settled(page);
    downloads!.stop();
    expect(downloads!.paths).toEqual([]);
  });

  it("is one of its own for each viewport, and a test's second page of a viewport is a new one", async () => {
    const phone = await openPage(browser());
    const desktop = await openPage(browser(), { viewport: 'desktop' });
    const secondPhone = await openPage(browser());
    expect(desktop.context).not.toBe(phone.context);
    expect(secondPhone.context).not.toBe(phone.context);
    expect(await desktop.page.evaluate(() => innerWidth)).toBe(1280);
    expect(phone.page.url()).toBe(secondPhone.page.url());
  });
});
