// The shell in a real browser against the real server: armies from the real
// data, the footer's versions, themes, the not-found screen, shortcuts,
// developer mode, the offline start, the data-ref choice and a failed download.
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

import { LATEST_MIGRATION } from '@scrolldex/rules';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { baseUrl, DEV_PASSWORD, extraScreenshot, keepNoticesAway, newContext, openPage, screenshot, settled, useBrowser, waitForGameData } from './harness.js';
import { WEB_DIST_DIR } from './paths.js';

const ARMY = 'Stormcast Eternals';
const TAG = 'battlescroll-2026-03';

// Without the offline worker (its precache costs each page a second of CPU) but in the test of the offline start.
const browser = useBrowser();

/** index.html's module entry: its one module script that is not async (the async one is src/boot/route-preload.ts). */
function entryScript(html: string): string {
  const entry = /<script type="module"(?![^>]*\basync)[^>]*\bsrc="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module entry');
  return entry;
}

/** The scripts index.html starts the app with: the entry, then the stages it preloads (vite-plugins/startup-stages.ts). */
function startupScripts(html: string): string[] {
  return [entryScript(html), ...[...html.matchAll(/<link rel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((match) => match[1]!)];
}

/**
 * The scripts the page has loaded since it opened, but the game-data worker's: the worker checks the downloads with
 * the rules' schemas (classic zod), off the page's thread.
 */
async function pageScripts(page: Page): Promise<string[]> {
  const paths = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  return paths.filter((path) => path.endsWith('.js') && !path.includes('/game-data.worker-'));
}

/** Those of `scripts` (paths of the served app) that carry classic zod: its string schema is made by the name "ZodString". */
async function scriptsWithClassicZod(scripts: readonly string[]): Promise<string[]> {
  const texts = await Promise.all(scripts.map(async (path) => (await fetch(`${baseUrl()}${path}`)).text()));
  return scripts.filter((_, index) => texts[index]!.includes('"ZodString"'));
}

/** The commit the server serves for a ref, from its `X-Data-Commit` header. */
async function servedCommit(ref: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/blob?name=${encodeURIComponent(ref)}`);
  await response.body?.cancel();
  const commit = response.headers.get('x-data-commit');
  if (!response.ok || !commit) throw new Error(`no commit for ${ref} (status ${response.status})`);
  return commit;
}

async function footerText(page: Page): Promise<string> {
  return (await page.locator('footer').textContent()) ?? '';
}

/** Until the offline worker controls the page; it has precached the shell by then. */
async function waitForServiceWorker(page: Page): Promise<string> {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return scope;
}

describe('the app at / from the real server', () => {
  it('shows the real armies, and the app version, server version and data commit in the footer; three quick taps on it and the right password turn developer mode on', async () => {
    const { context, page } = await openPage(browser(), { viewport: 'phone', theme: 'light' });
    await waitForGameData(page);
    await page.getByText(ARMY).first().waitFor();
    const health = (await (await fetch(`${baseUrl()}/health`)).json()) as { serverVersion: string };
    const footer = await footerText(page);
    expect(footer).toMatch(/Scrolldex v\d+\.\d+\.\d+/);
    expect(footer).toContain(`Server v${health.serverVersion}`);
    expect(footer).toContain(`Data main @ ${(await servedCommit('main')).slice(0, 7)}`);
    await screenshot(page, 'shell-home-phone-light');

    const versions = page.locator('footer').getByText(/^Scrolldex v/);
    const dialog = page.getByRole('dialog', { name: 'Developer Mode' });
    const password = dialog.getByLabel('Password');

    // The three taps land within the 500 ms window whatever the machine's load: Playwright's checks before each of
    // three separate taps outlasted the window in a full run at load 11.
    await versions.evaluate((element: HTMLElement) => [0, 1, 2].forEach(() => element.click()));
    await dialog.waitFor();
    await password.fill('not the password');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Wrong password.' }).waitFor();
    await expect(password.inputValue()).resolves.toBe('');
    await screenshot(page, 'shell-developer-mode-phone-light');

    await password.fill(DEV_PASSWORD);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Developer Mode Activated').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.locator('footer').getByText('Developer Mode Active', { exact: true }).waitFor();
    await context.close();
  });

  it('follows a dark and a light system theme, at the start and when the system changes', async () => {
    // One page: it starts in the system's light theme, then follows the system to dark.
    const { context, page } = await openPage(browser(), { viewport: 'desktop', theme: 'light' });
    await waitForGameData(page);
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('light');
    // One picture for the behaviour; the other theme's is a look (`pnpm test:looks`).
    await extraScreenshot(page, 'shell-home-desktop-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await screenshot(page, 'shell-home-desktop-dark');
    await context.close();
  });

  it('shows the not-found screen for an unknown address, and Ctrl+Shift+B goes home', async () => {
    const { context, page } = await openPage(browser(), { viewport: 'desktop', theme: 'dark', path: '/no-such-screen' });
    await page.getByRole('heading', { name: 'Not found' }).waitFor();
    await page.getByText('There is nothing at this address.').waitFor();
    await screenshot(page, 'shell-not-found-desktop-dark');
    await page.keyboard.press('Control+Shift+B');
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByText(ARMY).first().waitFor();
    await expect(page.getByRole('heading', { name: 'Not found' }).count()).resolves.toBe(0);
    await context.close();
  });
});

describe('the app shell in index.html', () => {
  it('paints the header and a loading state before any script, the same on a deep link, in the system theme', async () => {
    const context = await newContext(browser(), { viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    const page = await context.newPage();
    // No script at all: what a phone shows while the JavaScript is still on its way.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`/army/${encodeURIComponent(ARMY)}`);
    await page.getByRole('status').getByText('Loading...').waitFor();
    await expect(page.locator('header').innerText()).resolves.toBe('Scrolldex');
    // Neutral: nothing of the army page (nor of any other screen) before the app knows the address.
    await expect(page.getByText(ARMY).count()).resolves.toBe(0);
    const colours = await page.evaluate(() => [
      getComputedStyle(document.body).backgroundColor,
      getComputedStyle(document.querySelector('header')!).backgroundColor,
    ]);
    expect(colours).toEqual(['rgb(17, 20, 26)', 'rgb(11, 13, 18)']);
    await screenshot(page, 'shell-static-phone-dark');
    await context.close();
  });

  it("paints without waiting for the bundle's stylesheet, and the app waits for it", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const stylesheet = /<link rel="stylesheet" crossorigin href="([^"]+)"/.exec(html)?.[1];
    expect(stylesheet).toMatch(/^\/assets\/index-.+\.css$/);
    const context = await newContext(browser(), { viewport: { width: 390, height: 844 }, colorScheme: 'light' });
    await keepNoticesAway(context);
    const page = await context.newPage();
    let release!: () => void;
    const released = new Promise<void>((done) => (release = done));
    await page.route(`**${stylesheet!}`, async (route) => {
      await released;
      await route.continue();
    });
    // Not until 'load': the page's load waits for the stylesheet held back here.
    await page.goto(`/army/${encodeURIComponent(ARMY)}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const colours = await page.evaluate(() => [
      getComputedStyle(document.body).backgroundColor,
      getComputedStyle(document.querySelector('header')!).backgroundColor,
    ]);
    expect(colours).toEqual(['rgb(246, 245, 242)', 'rgb(29, 35, 48)']);
    // No screen renders unstyled: the scripts, fetched and run, wait for the stylesheet, so the shell is still there.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/app-[^/]+\.js$/.test(entry.name)));
    await settled(page);
    await expect(page.locator('[data-app-shell]').count()).resolves.toBe(2);
    release();
    await waitForGameData(page);
    await page.getByRole('heading', { name: ARMY }).waitFor();
    await context.close();
  });

  it("starts a deep link's screen code beside the main bundle, not after it, each file fetched once", async () => {
    const main = entryScript(await (await fetch(`${baseUrl()}/`)).text());
    expect(main).toMatch(/^\/assets\/index-.+\.js$/);
    const context = await newContext(browser(), { viewport: { width: 390, height: 844 } });
    await keepNoticesAway(context);
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // The main bundle waits until the army page's chunk is asked for: only index.html's preload can ask that
    // early, so without it the page would never load and the test would time out.
    let screenCodeAsked!: () => void;
    const asked = new Promise<void>((done) => (screenCodeAsked = done));
    page.on('request', (request) => {
      if (/\/assets\/army-page-[^/]+\.js$/.test(request.url())) screenCodeAsked();
    });
    await page.route(`**${main}`, async (route) => {
      await asked;
      await route.continue();
    });
    await page.goto(`/army/${encodeURIComponent(ARMY)}`);
    await waitForGameData(page);
    await page.getByRole('heading', { name: ARMY }).waitFor();
    const screenFiles = requested.filter((path) => /\/assets\/army-page-/.test(path));
    expect(screenFiles.filter((path) => path.endsWith('.js'))).toHaveLength(1);
    expect(screenFiles.filter((path) => path.endsWith('.css'))).toHaveLength(1);
    await context.close();
  });

  it("carries zod/mini in the code every start runs, not classic zod's method-chaining schemas (about 10 KB gzip more) nor the part of the core only they reach (7.5 KB)", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const code = (await Promise.all(startupScripts(html).map(async (file) => (await fetch(`${baseUrl()}${file}`)).text()))).join('\n');
    // Each schema class is made by name; classic zod's string schema is "ZodString", zod/mini's "ZodMiniString".
    expect(code).toContain('"ZodMiniString"');
    expect(code).not.toContain('"ZodString"');
    // Zod's core builds its string formats the same way; only classic zod's string schema reaches this one
    // (vite-plugins/classic-zod-core.ts gives classic zod a copy of the core of its own).
    expect(code).not.toContain('"$ZodKSUID"');
  });

  it('runs no classic zod on a first visit: home with the welcome notice, the search, an army page', async () => {
    // Blocked: the offline worker's precache would fetch every chunk, classic zod's among them.
    const { context, page } = await openPage(browser(), { notices: true, serviceWorkers: 'block' });
    const notice = page.getByRole('dialog', { name: 'Welcome to Scrolldex' });
    await notice.getByRole('button', { name: 'Close' }).click();
    await notice.waitFor({ state: 'hidden' });
    await waitForGameData(page);
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('combobox', { name: 'Search' }).press('Escape');
    await page.getByText(ARMY).first().click();
    await page.getByRole('heading', { name: ARMY }).waitFor();
    await settled(page);
    const scripts = await pageScripts(page);
    expect(scripts.some((path) => path.includes('/assets/notice-modal-'))).toBe(true);
    expect(scripts.some((path) => path.includes('/assets/search-overlay-'))).toBe(true);
    expect(scripts.some((path) => path.includes('/assets/army-page-'))).toBe(true);
    expect(await scriptsWithClassicZod(scripts)).toEqual([]);
    await context.close();
  });

  it("runs no classic zod on a returning player's start with a saved list, nor in the settings or on a warscroll's page", async () => {
    const at = new Date(Date.UTC(2026, 10, 1));
    const list = {
      id: 'list-start',
      name: 'Hammer Host',
      faction: ARMY,
      createdAt: at.toISOString(),
      modifiedAt: at.toISOString(),
      _createdAt: at.getTime(),
      _updatedAt: at.getTime(),
    };
    // Kept as earlier versions kept it: the start moves it into IndexedDB, then cleans it for the data.
    const stored = { lists: JSON.stringify({ [list.id]: list }), listMigrationVersion: JSON.stringify(LATEST_MIGRATION) };
    const { context, page } = await openPage(browser(), { serviceWorkers: 'block' }, stored);
    await waitForGameData(page);
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/list-data-cleanup-')));
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.waitForURL(/\/settings$/);
    await settled(page);
    await page.goBack();
    await page.getByText(ARMY).first().click();
    await page.getByRole('heading', { name: ARMY }).waitFor();
    await page.locator('a[href*="/unit/"]').first().click();
    await page.waitForURL(/\/unit\//);
    await settled(page);
    const scripts = await pageScripts(page);
    expect(scripts.some((path) => path.includes('/assets/settings-page-'))).toBe(true);
    expect(scripts.some((path) => path.includes('/assets/unit-page-'))).toBe(true);
    expect(await scriptsWithClassicZod(scripts)).toEqual([]);
    await context.close();
  });

  it("downloads the app's code beside the entry, not once the entry has run, and asks for every script at low priority", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const scripts = startupScripts(html);
    expect(scripts.some((file) => /^\/assets\/app-.+\.js$/.test(file))).toBe(true);
    // The stylesheets first: no script blocks the shell's paint.
    for (const tag of html.match(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? []) expect(tag).toContain('fetchpriority="low"');
    const context = await newContext(browser(), { viewport: { width: 390, height: 844 } });
    await keepNoticesAway(context);
    const page = await context.newPage();
    // The entry waits until every other script of the start is asked for: only index.html can ask for them that
    // early, so were one left to the entry's import, the page would never load and the test would time out.
    const waiting = new Set(scripts.slice(1));
    let allAsked!: () => void;
    const asked = new Promise<void>((done) => (allAsked = done));
    page.on('request', (request) => {
      waiting.delete(new URL(request.url()).pathname);
      if (waiting.size === 0) allAsked();
    });
    await page.route(`**${scripts[0]!}`, async (route) => {
      await asked;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('tab', { name: 'Browse' }).waitFor();
    await context.close();
  });

  it("sends the app's bundle as the build compressed it with brotli, not compressed again on the fly", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const appBundle = startupScripts(html).find((file) => file.startsWith('/assets/app-'))!;
    // node:http, not fetch: fetch would decompress the body before the test could compare it.
    const answer = await new Promise<{ encoding: string | undefined; body: Buffer }>((done, fail) => {
      get(`${baseUrl()}${appBundle}`, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
      }).on('error', fail);
    });
    expect(answer.encoding).toBe('br');
    expect(answer.body.equals(readFileSync(join(WEB_DIST_DIR, `${appBundle}.br`)))).toBe(true);
    expect(brotliDecompressSync(answer.body).equals(readFileSync(join(WEB_DIST_DIR, appBundle)))).toBe(true);
  });

  it('is replaced by the screen the address names, with no layout shift', async () => {
    const { context, page } = await openPage(browser(), { viewport: 'phone', theme: 'light', path: `/army/${encodeURIComponent(ARMY)}` });
    await waitForGameData(page);
    await page.getByRole('heading', { name: ARMY }).waitFor();
    await expect(page.locator('[data-app-shell]').count()).resolves.toBe(0);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((done) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => done(total), 100);
        }),
    );
    expect(shift).toBe(0);
    await context.close();
  });
});

describe('offline', () => {
  it('starts from the cache after one visit, at / and at a deep link', async () => {
    const { context, page } = await openPage(browser(), { viewport: 'phone', theme: 'dark', serviceWorkers: 'allow' });
    await waitForGameData(page);
    await expect(waitForServiceWorker(page)).resolves.toBe(`${baseUrl()}/`);
    const dataLine = (await footerText(page)).match(/Data main @ [0-9a-f]{7}/)?.[0];
    expect(dataLine).toBeDefined();

    await context.setOffline(true);
    // A screen whose code this page has not loaded yet comes from the worker's cache at once: nothing waits for the network.
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Display' }).waitFor();
    await page.goBack();
    await page.reload();
    await waitForGameData(page);
    await page.getByText(ARMY).first().waitFor();
    expect(await footerText(page)).toContain(dataLine);
    await screenshot(page, 'shell-offline-home-phone-dark');

    await page.goto(`/army/${encodeURIComponent(ARMY)}`);
    await page.getByRole('heading', { name: ARMY }).waitFor();
    await waitForGameData(page);
    await extraScreenshot(page, 'shell-offline-army-phone-dark');
    await context.close();
  });
});

describe('the data ref', () => {
  // Two loads of the whole data, one of a tag the server converts on its first request. The app starts with the tag
  // stored, as a returning player who chose it does; the fall back to main then leaves the tag's data, loaded and kept.
  it("loads a release tag's data when the stored ref names it, and falls back to main for a ref the server lacks", async () => {
    const [mainCommit, tagCommit] = [(await servedCommit('main')).slice(0, 7), (await servedCommit(TAG)).slice(0, 7)];
    expect(tagCommit).not.toBe(mainCommit);

    const { context, page } = await openPage(browser(), { viewport: 'desktop', theme: 'light' }, { dataBranch: JSON.stringify(TAG) });
    await page.locator('footer').getByText(`Data ${TAG} @ ${tagCommit}`).waitFor({ timeout: 30_000 });
    await page.getByText(ARMY).first().waitFor();

    await page.evaluate(() => localStorage.setItem('dataBranch', JSON.stringify('battlescroll-1999-01')));
    await page.reload();
    await page.locator('footer').getByText(`Data main @ ${mainCommit}`).waitFor({ timeout: 30_000 });
    await expect(page.evaluate(() => localStorage.getItem('dataBranch'))).resolves.toBe(JSON.stringify('main'));
    await context.close();
  }, 120_000);

  it('says clearly that the game data could not be loaded when the network fails on a first visit', async () => {
    // A context of its own: the requests must fail from the very first navigation.
    const context = await newContext(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.route(/\/(manifest|blob)(\?|$)/, (route) => route.abort('internetdisconnected'));
    // The welcome notice, when it wins the race, would hide the page (and its Try again) behind its dialog.
    await keepNoticesAway(context);
    const page = await context.newPage();
    await page.goto('/');
    await page
      .getByText(/Could not load game data/)
      .first()
      .waitFor();
    await expect(
      page
        .getByText(/Could not load game data/)
        .first()
        .textContent(),
    ).resolves.toMatch(/Check your connection and try again\.$/);
    await expect(page.getByRole('button', { name: 'Try again' }).count()).resolves.toBe(1);
    await screenshot(page, 'shell-data-error-phone-light');
    await context.close();
  });

  it("paints the static shell in the player's stored theme before the app's code has arrived, against the system's", async () => {
    for (const [system, chosen, background] of [
      ['light', 'dark', 'rgb(17, 20, 26)'],
      ['dark', 'light', 'rgb(246, 245, 242)'],
    ] as const) {
      const context = await newContext(browser(), { viewport: { width: 390, height: 844 }, colorScheme: system });
      await context.addInitScript((theme) => localStorage.setItem('theme', JSON.stringify(theme)), chosen);
      let release!: () => void;
      const released = new Promise<void>((done) => (release = done));
      await context.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      const page = await context.newPage();
      await page.goto('/');
      await page.waitForFunction((theme) => document.documentElement.dataset.theme === theme, chosen);
      // Still the static shell: the app has not run.
      await expect(page.locator('[data-app-shell]').count()).resolves.toBe(2);
      await expect(page.evaluate(() => getComputedStyle(document.body).backgroundColor)).resolves.toBe(background);
      release();
      await page.getByRole('tab', { name: 'Browse' }).waitFor();
      await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(chosen);
      await context.close();
    }
  });

  it("says what to do, instead of 'Loading...' forever, when the app's code does not arrive", async () => {
    for (const theme of ['light', 'dark'] as const) {
      const context = await newContext(browser(), { viewport: { width: 390, height: 844 }, colorScheme: theme });
      await context.route(/\/assets\/app-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
      const page = await context.newPage();
      await page.goto('/');
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toBe('Scrolldex could not start: part of its code did not arrive. Check your connection, then reload the page.');
      await (theme === 'light' ? screenshot : extraScreenshot)(page, `shell-start-failure-phone-${theme}`);
      // Once the code can arrive, Reload starts the app.
      await context.unroute(/\/assets\/app-[^/]+\.js$/);
      await page.getByRole('button', { name: 'Reload' }).click();
      await page.getByRole('tab', { name: 'Browse' }).waitFor();
      await context.close();
    }
  });
});
