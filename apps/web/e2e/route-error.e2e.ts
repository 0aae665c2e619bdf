// A screen that fails in the built app: the Settings screen's chunk is answered
// with code that throws, or is missing as after a deploy. The error screen
// shows inside the shell (header, navigation and footer stay; nothing
// reloads), and a missing chunk reloads the page once, then says a new version
// is there. A chunk (or its stylesheet) whose fetch failed once loads at a fresh
// URL, and one asked for offline shows itself once the browser is back online;
// neither reloads.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { FIRST_LOOK, hasLoadedChunk, LOOKS, looksIt, openPage, pictureLooks, screenshot, useBrowser, waitForGameData } from './harness.js';

const browser = useBrowser();

/** The Settings screen's lazy chunk (assets/settings-page-<hash>.js), at its own URL or a fresh one (`?retry=1`). */
const SETTINGS_CHUNK = /\/assets\/settings-page-[^/?]+\.js(\?.*)?$/;
/** The Settings screen's stylesheet (assets/settings-page-<hash>.css), which Vite preloads before the chunk. */
const SETTINGS_STYLESHEET = /\/assets\/settings-page-[^/?]+\.css(\?.*)?$/;
const CRASH = 'The settings screen failed (test).';

/** A chunk missing from the server, at every URL, until the page reloads (the new build's own chunk is then there). */
async function missingUntilReload(page: Page, chunk: RegExp, reloads: () => number): Promise<void> {
  await page.route(chunk, (route: Route) => (reloads() === 0 ? route.fulfill({ status: 404, body: 'Not found' }) : route.fallback()));
}

/** Loads of the page's document after the first: reloads. */
function countReloads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => void loads++);
  return () => loads;
}

const REPORT_FORM = 'https://forms.example/report?page={page}&error={error}&v={appVersion}';

/** The server's config as one with a feedback form configured answers it. */
async function withReportForm(page: Page): Promise<void> {
  await page.route('**/config', async (route: Route) => {
    const config = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...config, reportErrorUrl: REPORT_FORM } });
  });
}

/** Home, without the offline worker, so page.route sees the chunks; `reportForm`: the server configures a feedback form. */
async function openHome(look: (typeof LOOKS)[number] = FIRST_LOOK, { reportForm = false } = {}) {
  const opened = await openPage(browser(), { ...look, beforeStart: reportForm ? withReportForm : undefined });
  await waitForGameData(opened.page);
  return opened;
}

/** The Settings screen's chunk answered with code that throws. */
async function crashSettings(page: Page): Promise<void> {
  await page.route(SETTINGS_CHUNK, (route: Route) => route.fulfill({ contentType: 'text/javascript', body: `throw new Error(${JSON.stringify(CRASH)});` }));
}

async function openSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click();
}

describe('a screen that fails', () => {
  it('shows the error screen inside the shell, which still navigates, and reloads nothing', async () => {
    const { context, page } = await openHome(FIRST_LOOK, { reportForm: true });
    const loads = countReloads(page);
    await crashSettings(page);
    await openSettings(page);
    await page.getByText('This screen could not be shown.').waitFor();
    await screenshot(page, `route-error-crash-${FIRST_LOOK.viewport}-${FIRST_LOOK.theme}`);
    expect(await page.getByText(CRASH).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Something went wrong', level: 1 }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);
    const report = new URL((await page.getByRole('link', { name: 'Report the problem' }).getAttribute('href'))!);
    expect([report.origin, report.searchParams.get('page'), report.searchParams.get('error')]).toEqual(['https://forms.example', '/settings', CRASH]);
    // The shell is still there: the footer with the data's commit, the search, the back button.
    expect(await page.locator('footer code').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Scrolldex', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(loads()).toBe(0);
    await context.close();
  });

  // The first look is the test above's picture.
  looksIt('looks right on a phone and a desktop, light and dark', async () => {
    for (const look of LOOKS.filter((other) => other !== FIRST_LOOK)) {
      const { context, page } = await openHome(look, { reportForm: true });
      await crashSettings(page);
      await openSettings(page);
      await page.getByText('This screen could not be shown.').waitFor();
      await screenshot(page, `route-error-crash-${look.viewport}-${look.theme}`);
      await context.close();
    }
  });

  it('loads a chunk whose fetch failed once at a fresh URL, without a reload', async () => {
    const { context, page } = await openHome();
    const loads = countReloads(page);
    const asked: string[] = [];
    // A dropped request at the chunk's own URL, which the browser then keeps as failed for the page's life.
    await page.route(SETTINGS_CHUNK, (route: Route) => {
      asked.push(route.request().url());
      return new URL(route.request().url()).search === '' ? route.abort('connectionreset') : route.fallback();
    });
    await openSettings(page);
    await page.getByRole('heading', { name: 'Display' }).waitFor();
    expect(asked.map((url) => new URL(url).search)).toContain('?retry=1');
    expect(loads()).toBe(0);
    await context.close();
  });

  it('loads a screen whose stylesheet failed once with the stylesheet, at a fresh URL', async () => {
    const { context, page } = await openHome();
    await page.route(SETTINGS_STYLESHEET, (route: Route) => (new URL(route.request().url()).search === '' ? route.abort('connectionreset') : route.fallback()));
    await openSettings(page);
    await page.getByRole('heading', { name: 'Display' }).waitFor();
    // The screen's own rules are in force: its stylesheet is one of the page's (the one that failed has no rules to read).
    const styled = await page.evaluate(
      (source) =>
        [...document.styleSheets].some((sheet) => {
          if (!new RegExp(source).test(sheet.href ?? '')) return false;
          try {
            return sheet.cssRules.length > 0;
          } catch {
            return false;
          }
        }),
      SETTINGS_STYLESHEET.source,
    );
    expect(styled).toBe(true);
    await context.close();
  });

  it('offline, a screen whose code never came says it will load once back online, and shows itself then without a reload', async () => {
    const { context, page } = await openHome();
    const loads = countReloads(page);
    expect(await hasLoadedChunk(page, 'settings-page')).toBe(false);
    await context.setOffline(true);
    await openSettings(page);
    await page.getByText('Could not load this screen.').waitFor();
    expect(await page.getByText('It will load when you are back online.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    // The shell around it stays: the footer with the data's commit.
    expect(await page.locator('footer code').isVisible()).toBe(true);
    await pictureLooks(page, 'route-error-offline');
    await context.setOffline(false);
    await page.getByRole('heading', { name: 'Display' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings');
    expect(loads()).toBe(0);
    await context.close();
  });

  it('reloads once for a chunk missing after a deploy, and shows the screen when the reload brings it', async () => {
    const { context, page } = await openHome();
    const loads = countReloads(page);
    await missingUntilReload(page, SETTINGS_CHUNK, loads);
    await openSettings(page);
    await page.getByRole('heading', { name: 'Display' }).waitFor();
    expect(loads()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/settings');
    await context.close();
  });

  it('reloads once for a missing chunk that is no screen of its own (the search), then searches', async () => {
    const { context, page } = await openHome();
    const loads = countReloads(page);
    await missingUntilReload(page, /\/assets\/search-overlay-[^/?]+\.js(\?.*)?$/, loads);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(loads, { timeout: 15_000 }).toBe(1);
    await waitForGameData(page);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('dialog').waitFor();
    await context.close();
  });

  it('says a new version is there, with Reload, when the chunk is still missing after that reload', async () => {
    for (const look of LOOKS) {
      const { context, page } = await openHome(look);
      const loads = countReloads(page);
      await page.route(SETTINGS_CHUNK, (route: Route) => route.fulfill({ status: 404, body: 'Not found' }));
      await openSettings(page);
      await page.getByText('Scrolldex has been updated.').waitFor();
      expect(await page.getByRole('heading', { name: 'New version available', level: 1 }).count()).toBe(1);
      expect(loads()).toBe(1);
      // The shell around it, on the reloaded page: its footer gets the game data as ever.
      await waitForGameData(page);
      await screenshot(page, `route-error-new-version-${look.viewport}-${look.theme}`);
      await context.close();
    }
  });
});
