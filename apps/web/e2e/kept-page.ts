// A page kept for a file's tests and lent to each in turn, cleared as a player's browser whose site data was cleared:
// no stored lists, settings, databases, caches, cookies or history, but the same renderer process and HTTP cache, so
// the app's scripts are not compiled from scratch and its immutable files not fetched again. A new context and page
// for each test cost Chromium about 0.5 s of CPU more on the home page and 0.8 s more on an army page (median of 5,
// measured alternating against one kept page).
import type { BrowserContext, CDPSession, Page, ViewportSize } from 'playwright-core';

import type { GameDataStorage } from './game-data-storage.js';

export type KeptPage = { context: BrowserContext; page: Page };

/** How the lent page looks to the app: its window size and colour scheme. */
type Look = { viewport: ViewportSize; colorScheme: 'light' | 'dark' };

/**
 * Makes a kept page as a new one would be for the next test: its context's other pages closed, routes, offline mode,
 * permissions and cookies gone, the look reset, and every kind of site data of `origin` cleared (local and session
 * storage, IndexedDB, Cache Storage, service workers) with only the blank document of the origin `openBlank` opens in
 * its history. Done as the page is lent, not as a test ends, so a test that failed half-way leaves nothing behind.
 * With `gameData`, the game data the server sent stays stored, as a browser keeps its HTTP cache: the page is as a
 * returning player's whose own data was cleared (clearAllButGameData), and the app reads that data rather than
 * downloading and storing its megabytes again.
 * What cannot be undone (init scripts, an installed clock, exposed functions, event listeners) a test using a kept page
 * must not add: such a test opens a context of its own.
 */
export async function clearForNextTest(
  { context, page }: KeptPage,
  origin: string,
  look: Look,
  openBlank: (page: Page) => Promise<void>,
  gameData: GameDataStorage | null = null,
): Promise<void> {
  for (const other of context.pages()) if (other !== page) await other.close();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
  // The last test's document goes first: its workers and database connections end with it, and the look changes on a
  // blank document, not on the app's screen.
  await openBlank(page);
  await page.setViewportSize(look.viewport);
  await page.emulateMedia({ media: null, colorScheme: look.colorScheme, reducedMotion: null, forcedColors: null, contrast: null });
  await context.clearPermissions();
  await context.clearCookies();
  const session = await context.newCDPSession(page);
  try {
    if (gameData) await clearAllButGameData(session, page, origin, gameData);
    else await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await session.send('Page.resetNavigationHistory');
  } finally {
    await session.detach();
  }
  // A tab's session storage is its own, not the origin's site data.
  await page.evaluate(() => sessionStorage.clear());
}

/** Every kind of site data Storage.clearDataForOrigin clears but IndexedDB and localStorage, which hold the game data beside the player's. */
const ALL_BUT_DATABASES_AND_LOCAL_STORAGE = [
  'cookies',
  'file_systems',
  'shader_cache',
  'websql',
  'service_workers',
  'cache_storage',
  'interest_groups',
  'shared_storage',
  'storage_buckets',
  'other',
].join(',');

/**
 * Clears the site data of `origin` but the game data of `gameData`, from `page`'s blank document of the origin (no app
 * running in it to hold a database open or write): every other database deleted, the game data's database emptied of
 * its other stores (the player's lists, games, rosters...), every other localStorage entry removed.
 */
async function clearAllButGameData(session: CDPSession, page: Page, origin: string, gameData: GameDataStorage): Promise<void> {
  await session.send('Storage.clearDataForOrigin', { origin, storageTypes: ALL_BUT_DATABASES_AND_LOCAL_STORAGE });
  await page.evaluate(async ({ database, stores, localStorageKeys }) => {
    for (const key of Object.keys(localStorage)) if (!localStorageKeys.includes(key)) localStorage.removeItem(key);
    const done = (request: IDBRequest | IDBTransaction, what: string) =>
      new Promise<void>((resolve, reject) => {
        const fail = () => reject(new Error(`${what}: ${String(request.error)}`));
        if (request instanceof IDBTransaction) Object.assign(request, { oncomplete: () => resolve(), onerror: fail, onabort: fail });
        else
          Object.assign(request, { onsuccess: () => resolve(), onerror: fail, onblocked: () => reject(new Error(`${what}: blocked by an open connection`)) });
      });
    for (const { name } of await indexedDB.databases()) {
      if (name === undefined || name === database) continue;
      await done(indexedDB.deleteDatabase(name), `deleting the database '${name}'`);
    }
    if (!(await indexedDB.databases()).some(({ name }) => name === database)) return;
    // Opened at the version it has (it exists: no upgrade runs), and closed before the app opens it.
    const opening = indexedDB.open(database);
    await done(opening, `opening the database '${database}'`);
    const db = opening.result;
    try {
      const others = [...db.objectStoreNames].filter((store) => !stores.includes(store));
      if (others.length === 0) return;
      const clearing = db.transaction(others, 'readwrite');
      for (const store of others) clearing.objectStore(store).clear();
      await done(clearing, `clearing the stores ${others.join(', ')}`);
    } finally {
      db.close();
    }
  }, gameData);
}

/** Has `done` run when the running test ends (vitest's onTestFinished in the harness). */
type WhenTestEnds = (done: () => Promise<void> | void) => void;

/**
 * Kept pages by what a page cannot change once made (its context's options and init scripts). The page of a key is
 * lent to the running test until it ends: cleared when lent again, made when there is none or its context or page was
 * closed. A second page of the key in the same test is a new one of its own, closed as that test ends.
 */
export function createPageKeeper(whenTestEnds: WhenTestEnds): {
  lend: (key: string, create: () => Promise<KeptPage>, clear: (kept: KeptPage) => Promise<void>) => Promise<KeptPage>;
} {
  const kept = new Map<string, KeptPage>();
  const lent = new Set<string>();
  return {
    async lend(key, create, clear) {
      if (lent.has(key)) {
        const own = await create();
        whenTestEnds(() => own.context.close());
        return own;
      }
      lent.add(key);
      whenTestEnds(() => {
        lent.delete(key);
      });
      const held = kept.get(key);
      if (held && !held.page.isClosed()) {
        await clear(held);
        return held;
      }
      const made = await create();
      kept.set(key, made);
      made.context.on('close', () => {
        if (kept.get(key) === made) kept.delete(key);
      });
      return made;
    },
  };
}
