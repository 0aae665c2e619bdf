// Game data, the offline worker and the Storage card in a real browser against
// the real server: the data reloads every hour and the worker checks for a
// new version every hour (the browser's clock driven by the test) and the
// page reloads when a new one takes over, old databases go on start, Clear BSData
// downloads everything again, and Delete All Lists deletes every list, on the
// account too when signed in. Only the worker's own tests run it (the other
// pages' would precache the app for nothing); the accounts and lists here are
// made through the API and the engine, not the screens (account-sync.e2e.ts
// signs up, builder.e2e.ts makes lists).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { storedLibraryEntries } from '../src/test/battle-list.js';

import { engineList } from './engine-lists.js';
import { goWithin } from './go-within.js';
import { baseUrl, extraScreenshot, keepNoticesAway, LOOKS, openPage, screenshot, settled, useBrowser, waitForGameData } from './harness.js';
import { WEB_DIST_DIR } from './paths.js';
import { accountIdOf, api, asAccount, until } from './server-api.js';
import { storedLists } from './stored-library.js';
import { newAccount, sessionEntries } from './test-accounts.js';

const browser = useBrowser();
const PASSWORD = 'correct horse battery';
const HOUR = 3_600_000;

/** A fresh phone page at `path` with the app's offline worker, as a player has it, with `before` run on it first (a clock installed, requests held). */
async function openFresh(path: string, before: (page: Page, context: BrowserContext) => Promise<unknown>): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser().newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl() });
  await keepNoticesAway(context);
  const page = await context.newPage();
  await before(page, context);
  await page.goto(path);
  return { context, page };
}

/** Every request the context makes from now on (the page's and its workers') whose path is `pathname`. */
function recordRequests(context: BrowserContext, pathname: string): Request[] {
  const seen: Request[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === pathname) seen.push(request);
  });
  return seen;
}

async function databaseNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name ?? ''));
}

/** The ids of the account's lists the server holds as not deleted. */
function liveServerLists(username: string): Promise<string[]> {
  return asAccount(username, PASSWORD, async (accessToken) => {
    const { listStates } = await api<{ listStates: { id: string; deleted: boolean }[] }>('/lists/states', { token: accessToken });
    return listStates.filter((state) => !state.deleted).map((state) => state.id);
  });
}

async function clearFromSettings(page: Page, label: string, question: string, verb = 'Clear'): Promise<void> {
  if (new URL(page.url()).pathname !== '/settings') await goWithin(page, '/settings');
  await page.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `${label}?` });
  await dialog.getByText(question).waitFor();
  await dialog.getByRole('button', { name: verb, exact: true }).click();
  await page.getByText('Cleared!', { exact: true }).waitFor();
}

describe('game data loading', () => {
  it('deletes the databases of earlier versions on start', async () => {
    const { context, page } = await openPage(browser(), { viewport: 'phone' });
    await waitForGameData(page);
    const old = ['Scrolldex', 'Scrolldex-faq-db', 'scrolldex-rules-db'];
    await page.evaluate(
      (names) =>
        Promise.all(
          names.map(
            (name) =>
              new Promise<void>((resolve, reject) => {
                const request = indexedDB.open(name, 1);
                request.onsuccess = () => {
                  request.result.close();
                  resolve();
                };
                request.onerror = () => reject(request.error);
              }),
          ),
        ),
      old,
    );
    expect(await databaseNames(page)).toEqual(expect.arrayContaining(old));
    await page.reload();
    await waitForGameData(page);
    await until(async () => (await databaseNames(page)).every((name) => !old.includes(name)), 'the old databases to go');
    expect(await databaseNames(page)).toContain('scrolldex');
    await context.close();
  });

  it('reloads the game data every hour, and the offline worker checks for a new version every hour', async () => {
    const { context, page } = await openFresh('/', (fresh) => fresh.clock.install());
    await waitForGameData(page);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const manifests = recordRequests(context, '/manifest');
    const workers = recordRequests(context, '/sw.js');
    await page.clock.fastForward(HOUR - 60_000);
    // The timers due by now have run, and the work they started with them: the page is idle.
    await settled(page);
    expect(manifests).toHaveLength(0);
    expect(workers).toHaveLength(0);
    await page.clock.fastForward(60_000);
    await until(() => manifests.length > 0 && workers.some((request) => request.frame() !== null), 'the hourly reload and update check');
    // The page's own uncached GET of the worker script comes before the update.
    const check = workers.find((request) => request.frame() !== null)!;
    expect(check.headers()['cache-control']).toBe('no-cache');
    await context.close();
  });
});

describe('the offline worker', () => {
  it('reloads the page when the hourly check finds a new version and it takes over', async () => {
    const { context, page } = await openFresh('/', (fresh) => fresh.clock.install());
    await waitForGameData(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.evaluate(() => Object.assign(window, { beforeTheUpdate: true }));
    const script = join(WEB_DIST_DIR, 'sw.js');
    const original = readFileSync(script, 'utf8');
    try {
      // A new release: the worker script the server sends changes.
      writeFileSync(script, `${original}\n// a newer release ${Date.now()}\n`);
      await page.clock.fastForward(HOUR);
      await page.waitForFunction(() => !('beforeTheUpdate' in window), undefined, { timeout: 30_000 });
    } finally {
      writeFileSync(script, original);
    }
    await waitForGameData(page);
    await context.close();
  });
});

describe('the Storage card', () => {
  it('Clear BSData deletes the cached game data, which downloads again', async () => {
    const { context, page } = await openPage(browser(), { viewport: 'phone' });
    await waitForGameData(page);
    const blobs = recordRequests(context, '/blob');
    await clearFromSettings(page, 'Clear BSData', 'The cached game data, FAQ and rules are deleted from this device and downloaded again.');
    await until(() => blobs.length > 0, 'the game data to download again');
    await page.goto('/');
    await waitForGameData(page);
    await page.getByRole('button', { name: 'Favourite Seraphon', exact: true }).waitFor();
    await context.close();
  });

  it('Delete All Lists deletes every list after saying how many, on the account too when signed in', async () => {
    // A signed-in player with two lists, which the app moves into the account's library as it starts.
    const { username, tokens } = await newAccount('wipe', PASSWORD);
    const lists = [engineList({ name: 'First to go', faction: 'Stormcast Eternals' }), engineList({ name: 'Second to go', faction: 'Seraphon' })];
    const { context, page } = await openPage(
      browser(),
      { viewport: 'phone', path: '/account' },
      { ...sessionEntries(tokens), ...storedLibraryEntries(...lists) },
    );
    const owner = `account:${accountIdOf(tokens.accessToken)}`;
    await expect.poll(async () => (await storedLists<{ name: string }>(page, owner)).map((list) => list.name).sort()).toEqual(['First to go', 'Second to go']);
    // Both reach the account ('Sync now' rather than the 10 s wait).
    await page.getByRole('button', { name: 'Sync now' }).click();
    await until(async () => (await liveServerLists(username)).length === 2, 'two lists on the server');

    await goWithin(page, '/settings');
    await page.getByText('2 saved lists', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Delete All Lists', exact: true }).click();
    const question = page.getByRole('dialog', { name: 'Delete All Lists?' });
    await question.getByText('This deletes 2 lists, on your account too when you are signed in.').waitFor();
    await screenshot(page, 'settings-delete-all-lists-phone-light', { viewport: true });
    await question.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('2 saved lists', { exact: true }).waitFor();

    await clearFromSettings(page, 'Delete All Lists', 'This deletes 2 lists, on your account too when you are signed in.', 'Delete');
    await page.getByText('0 saved lists', { exact: true }).waitFor();
    await goWithin(page, '/');
    await page.getByRole('tab', { name: 'Lists' }).click();
    await page.getByText('You have no saved lists yet.').waitFor();
    await goWithin(page, '/account');
    await page.getByRole('button', { name: 'Sync now' }).click();
    await until(async () => (await liveServerLists(username)).length === 0, 'the lists deleted on the server');
    await context.close();
  });
});

describe('a server that requires a subscription', () => {
  for (const look of LOOKS) {
    it(`tells an unsubscribed account why its lists do not sync, where sync is shown, and leads to the plans (${look.viewport}, ${look.theme})`, async () => {
      const { username, tokens } = await newAccount('unpaid', PASSWORD);
      // This server's /config, as one with SUBSCRIPTION_REQUIRED and Stripe would answer, from the app's start.
      const requiringSubscriptions = (fresh: Page) =>
        fresh.route('**/config', async (route) => {
          const answer = await route.fetch();
          await route.fulfill({ response: answer, json: { ...(await answer.json()), subscriptionRequired: true } });
        });
      const { context, page } = await openPage(browser(), { ...look, path: '/account', beforeStart: requiringSubscriptions }, sessionEntries(tokens));
      await page.getByText(`You are logged in as: ${username}`).waitFor();
      const note = page.getByRole('status').filter({ hasText: 'This server syncs lists, folders and games only for subscribers' });
      await note.waitFor();
      await screenshot(page, `account-subscription-needed-${look.viewport}-${look.theme}`);
      await page.getByRole('tab', { name: 'Subscription' }).click();
      await page.getByText('You have no subscription. This server syncs lists, folders and games only for subscribers: subscribe to sync them.').waitFor();
      await goWithin(page, '/settings');
      // The settings screen first: the account screen's own note is there until it has gone.
      await page.getByText('Favourites and unit settings sync with your account whenever you are online.', { exact: false }).waitFor();
      await note.waitFor();
      await extraScreenshot(page, `settings-subscription-needed-${look.viewport}-${look.theme}`);
      await note.getByRole('link', { name: 'See the plans' }).click();
      await page.waitForURL(`${baseUrl()}/price-table`);
      await context.close();
    });
  }
});
