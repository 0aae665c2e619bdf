// A page kept for a file's tests and lent to each in turn, cleared as a player's browser whose site data was cleared:
// no stored lists, settings, databases, caches, cookies or history, but the same renderer process and HTTP cache, so
// the app's scripts are not compiled from scratch and its immutable files not fetched again. A new context and page
// for each test cost Chromium about 0.5 s of CPU more on the home page and 0.8 s more on an army page (median of 5,
// measured alternating against one kept page).
import type { BrowserContext, Page, ViewportSize } from 'playwright-core';

export type KeptPage = { context: BrowserContext; page: Page };

/** How the lent page looks to the app: its window size and colour scheme. */
type Look = { viewport: ViewportSize; colorScheme: 'light' | 'dark' };

/**
 * Makes a kept page as a new one would be for the next test: its context's other pages closed, routes, offline mode,
 * permissions and cookies gone, the look reset, and every kind of site data of `origin` cleared (local and session
 * storage, IndexedDB, Cache Storage, service workers) with only the blank document of the origin `openBlank` opens in
 * its history. Done as the page is lent, not as a test ends, so a test that failed half-way leaves nothing behind.
 * What cannot be undone (init scripts, an installed clock, exposed functions, event listeners) a test using a kept page
 * must not add: such a test opens a context of its own.
 */
export async function clearForNextTest({ context, page }: KeptPage, origin: string, look: Look, openBlank: (page: Page) => Promise<void>): Promise<void> {
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
    await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await session.send('Page.resetNavigationHistory');
  } finally {
    await session.detach();
  }
  // A tab's session storage is its own, not the origin's site data.
  await page.evaluate(() => sessionStorage.clear());
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
