// A kept page (harness.ts useBrowser's keptPages) lent a second time: the same page, with nothing left of what the
// test before did to it, its context or the origin's site data, as the app is about to start in it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { openPage, useBrowser, waitForGameData } from './harness.js';

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

/** Dirt of every kind a test can leave: stored values, a database, a cache, a cookie, history, a route, offline mode, a permission, a second page, a look. */
async function dirty({ context, page }: Awaited<ReturnType<typeof openPage>>): Promise<void> {
  await page.evaluate(async () => {
    localStorage.setItem('dirt', '1');
    sessionStorage.setItem('dirt', '1');
    document.cookie = 'dirt=1; path=/';
    await caches.open('dirt');
    await new Promise<void>((done, fail) => {
      const opening = indexedDB.open('dirt');
      opening.onsuccess = () => {
        opening.result.close();
        done();
      };
      opening.onerror = () => fail(opening.error);
    });
    history.pushState(null, '', '/?dirt');
  });
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
