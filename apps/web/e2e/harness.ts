// What a browser test uses: the server's address, a Chromium, a page of the app
// at a phone or desktop size in a light or dark theme, and screenshots.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';
import { SCREENSHOT_DIR } from './paths.js';

export { DEV_PASSWORD } from './test-server.js';

/** `notices: true` lets the first-load notice pop up (a fresh profile's welcome); by default it stays away. */
export type PageOptions = { viewport?: 'phone' | 'desktop'; theme?: 'light' | 'dark'; path?: string; notices?: boolean };

/** The app's 'a notice was just seen' time (features/notices): none shows for 24 hours after it. */
const LAST_NOTICE_SEEN_KEY = 'scrolldex-notice-last-seen';

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;

const DATA_TIMEOUT_MS = 30_000;

/** Every look a screen is pictured in: phone and desktop, light and dark. */
export const LOOKS = [
  { viewport: 'phone', theme: 'light' },
  { viewport: 'phone', theme: 'dark' },
  { viewport: 'desktop', theme: 'light' },
  { viewport: 'desktop', theme: 'dark' },
] as const satisfies readonly PageOptions[];

/** The test server's origin, e.g. `http://127.0.0.1:41234`. */
export function baseUrl(): string {
  return inject('baseUrl');
}

/** A headless Chromium with its own fresh profile; close it in `afterAll`. */
export function openBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** One Chromium for the tests of a file, opened before them and closed after; call it at the file's top level. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('useBrowser: the browser opens in beforeAll; use it inside a test');
    return browser;
  };
}

/** No notice pops up in this context's pages: as if one had just been seen. */
export async function keepNoticesAway(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    if (localStorage.getItem(key) === null) localStorage.setItem(key, String(Date.now()));
  }, LAST_NOTICE_SEEN_KEY);
}

/** A new context (empty storage, caches and service workers) with the app open at `path` (default `/`). */
export async function openPage(
  browser: Browser,
  { viewport = 'phone', theme = 'light', path = '/', notices = false }: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...VIEWPORTS[viewport], colorScheme: theme, baseURL: baseUrl() });
  if (!notices) await keepNoticesAway(context);
  const page = await context.newPage();
  await page.goto(path);
  // The app, not the static shell index.html paints before any script.
  await page.locator('#root > :not([data-app-shell])').first().waitFor();
  return { context, page };
}

/** Until the game data is on screen: no loading message, and the footer names the data's commit. */
export async function waitForGameData(page: Page): Promise<void> {
  await page.getByText('Loading game data...').waitFor({ state: 'hidden', timeout: DATA_TIMEOUT_MS });
  await page.locator('footer code').waitFor({ timeout: DATA_TIMEOUT_MS });
}

/**
 * A PNG in `.cache/screenshots/<name>.png` of the whole page, or with `viewport: true` of what the
 * screen shows (where fixed controls sit over the page); returns its path.
 */
export async function screenshot(page: Page, name: string, { viewport = false }: { viewport?: boolean } = {}): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  // A picture shows what the player sees once motion settles: finite animations (a sheet sliding in) end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path, fullPage: !viewport });
  return path;
}
