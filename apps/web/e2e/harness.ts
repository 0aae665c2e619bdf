// What a browser test uses: the server's address, a Chromium, a page of the app
// at a phone or desktop size in a light or dark theme, and screenshots.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject, it, onTestFinished } from 'vitest';

import { waitForEnvironment } from './environment-readiness.js';
import { GAME_DATA_STORAGE } from './game-data-storage.js';
import { clearForNextTest, createPageKeeper } from './kept-page.js';
import { SCREENSHOT_DIR } from './paths.js';

export { DEV_PASSWORD } from './test-server-settings.js';

/**
 * `notices: true` lets the first-load notice pop up (a fresh profile's welcome); by default it stays away.
 * `serviceWorkers` as for ServiceWorkers; by default the file's own (useBrowser).
 * `beforeStart` runs on the page before the app first loads in it (a route answering the server's config its own way),
 * so the app starts with it rather than being loaded a second time after it.
 * `keepGameData` as for useBrowser, for this page alone; by default the file's. `false` in a test of a first visit, the
 * data's download or its storage, in a file whose kept pages keep it.
 */
export type PageOptions = {
  viewport?: 'phone' | 'desktop';
  theme?: 'light' | 'dark';
  path?: string;
  notices?: boolean;
  serviceWorkers?: ServiceWorkers;
  beforeStart?: (page: Page) => Promise<unknown>;
  keepGameData?: boolean;
};

/**
 * The app's offline worker in a page: `'allow'` registers it as for a player; `'block'` keeps it out, so `page.route`
 * sees every request (a worker's cache would answer the app's chunks before it); `'absent'` is a browser without
 * service workers at all, where the app skips registering one (Playwright's own blocking lets the app try and fail).
 * Absent is the default: the worker precaching the whole app costs a page about 1.3 s of CPU, and only the tests of
 * offline use, installing, updates and data loading need it (their files ask for it in useBrowser).
 */
export type ServiceWorkers = 'allow' | 'block' | 'absent';

/**
 * The default of the running file's pages, set by useBrowser as the file's tests start: the files of a worker share
 * this module (the project does not isolate them), and a worker may import every file of its batch before running any.
 */
let fileServiceWorkers: ServiceWorkers = 'absent';

/** Whether the running file's tests are lent kept pages (useBrowser's `keptPages`), and the file's kept pages. */
let fileKeptPages: ReturnType<typeof createPageKeeper> | undefined;

/** Whether the running file's kept pages are lent with the game data still stored (useBrowser's `keepGameData`). */
let fileKeepsGameData = false;

/** The app's 'a notice was just seen' time (features/notices): none shows for 24 hours after it. */
const LAST_NOTICE_SEEN_KEY = 'scrolldex-notice-last-seen';

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;

const DATA_TIMEOUT_MS = 30_000;

/** Every look a screen can be pictured in: phone and desktop, light and dark. */
const EVERY_LOOK = [
  { viewport: 'phone', theme: 'light' },
  { viewport: 'phone', theme: 'dark' },
  { viewport: 'desktop', theme: 'light' },
  { viewport: 'desktop', theme: 'dark' },
] as const satisfies readonly PageOptions[];

/** The look a behaviour is checked in, in `pnpm test` and `pnpm test:looks` alike: the phone's light one. */
export const FIRST_LOOK = EVERY_LOOK[0];

/** `pnpm test:looks` (the @scrolldex/web-looks project) rather than `pnpm test`. */
export const ALL_LOOKS = inject('allLooks');

/**
 * The looks a test goes through: every look for `pnpm test:looks`, the phone's light one for `pnpm test`, where a
 * behaviour is checked once and pictured once.
 */
export const LOOKS: readonly (typeof EVERY_LOOK)[number][] = ALL_LOOKS ? EVERY_LOOK : EVERY_LOOK.slice(0, 1);

/** A test that only pictures screens: `pnpm test:looks` runs it, `pnpm test` skips it. */
export const looksIt: typeof it.skip = ALL_LOOKS ? it : it.skip;

/** The test server's origin, e.g. `http://127.0.0.1:41234`. */
export function baseUrl(): string {
  return inject('baseUrl');
}

/** The run's headless Chromium (started by the global setup), connected to; close (disconnect) it in `afterAll`. */
export async function openBrowser(): Promise<Browser> {
  const { browserEndpoint } = await waitForEnvironment(inject('environmentState'));
  return chromium.connect(browserEndpoint);
}

/**
 * The run's Chromium for the tests of a file, connected to before them and let go after; call it at the file's top level.
 * `serviceWorkers` is the default of the file's pages (ServiceWorkers): `'allow'` in a file about offline use,
 * installing, updates or data loading.
 * `keptPages` lends each test's openPage a page kept for the file (kept-page.ts), cleared of the last test's site data,
 * rather than a new context: the tests then leave it open (the file's end closes it), and add to it no init scripts,
 * clock, exposed functions or event listeners. Pages with service workers are never kept; a test's second page of a
 * viewport at once is a new context, closed as the test ends.
 * `keepGameData` lends a kept page with the game data the server sent still stored (kept-page.ts clearForNextTest), as a
 * returning player's browser whose own data (lists, games, rosters, settings, account) was cleared: the app reads the
 * data rather than downloading it again (a first visit costs Chromium about 2.6 s of CPU, a warm one 0.9 s; ten of the
 * heaviest files took about 120 CPU seconds less in all, measured alternating on a loaded machine). Not in a file about
 * loading the data, first visits, offline use, releases or storage, nor for a test asserting the data's download or a
 * loading state (openPage's `keepGameData: false`). A file's first test always has a new page: the data comes as on a
 * first visit.
 */
export function useBrowser({
  serviceWorkers = 'absent',
  keptPages = false,
  keepGameData = false,
}: { serviceWorkers?: ServiceWorkers; keptPages?: boolean; keepGameData?: boolean } = {}): () => Browser {
  if (keepGameData && !keptPages) throw new Error('useBrowser: keepGameData keeps the data in kept pages; ask for keptPages too');
  let browser: Browser | undefined;
  beforeAll(async () => {
    fileServiceWorkers = serviceWorkers;
    fileKeptPages = keptPages ? createPageKeeper(onTestFinished) : undefined;
    fileKeepsGameData = keepGameData;
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

/** This context's pages run as in a browser without service workers: `'serviceWorker' in navigator` is false. */
async function withoutServiceWorkers(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    delete (Navigator.prototype as { serviceWorker?: ServiceWorkerContainer }).serviceWorker;
  });
}

/**
 * A document of the app's origin that runs no app: its icon, a static file. Where storage is seeded before the app
 * first starts, and a kept page waits between tests. Not a document the test serves itself through a route: a page
 * routed once loads the app after it at about 0.8 s more of Chromium's CPU (measured on an army page, median of 3).
 */
const BLANK_PATH = '/icons/favicon-48.png';

/**
 * A new context (empty storage, caches and service workers) on the test server, with `options` as for
 * Browser.newContext and the offline worker as `serviceWorkers` says (the file's default unless given).
 * Always empty, though the app then loads the whole game data anew in each: a context given that data already stored
 * costs Chromium more, not less (measured: Playwright's storageState with IndexedDB about 3.9 s of CPU a page against
 * 2.1 s for an empty one; a copied profile with a Chromium of its own about the same as an empty one).
 */
export async function newContext(
  browser: Browser,
  { serviceWorkers = fileServiceWorkers, ...options }: Omit<BrowserContextOptions, 'serviceWorkers' | 'baseURL'> & { serviceWorkers?: ServiceWorkers } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, baseURL: baseUrl(), serviceWorkers: serviceWorkers === 'block' ? 'block' : 'allow' });
  if (serviceWorkers === 'absent') await withoutServiceWorkers(context);
  return context;
}

/**
 * The app open at `path` (default `/`) in a new context (empty storage, caches and service workers), or in the file's
 * kept page for the viewport (useBrowser's `keptPages`) cleared as a new one; `stored` localStorage entries are there
 * before the app first starts, as a returning player's are.
 */
export async function openPage(
  browser: Browser,
  {
    viewport = 'phone',
    theme = 'light',
    path = '/',
    notices = false,
    serviceWorkers = fileServiceWorkers,
    beforeStart,
    keepGameData = fileKeepsGameData,
  }: PageOptions = {},
  stored: Record<string, string> = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const newPage = async () => {
    const context = await newContext(browser, { ...VIEWPORTS[viewport], colorScheme: theme, serviceWorkers });
    if (!notices) await keepNoticesAway(context);
    return { context, page: await context.newPage() };
  };
  const keeper = serviceWorkers === 'absent' ? fileKeptPages : undefined;
  const look = { viewport: VIEWPORTS[viewport].viewport, colorScheme: theme };
  const { context, page } = keeper
    ? await keeper.lend(`${viewport} notices:${notices}`, newPage, (kept) =>
        clearForNextTest(kept, new URL(baseUrl()).origin, look, openBlank, keepGameData ? GAME_DATA_STORAGE : null),
      )
    : await newPage();
  await beforeStart?.(page);
  if (new URL(page.url()).pathname === BLANK_PATH) {
    // A kept page lent again waits at the blank document, the only entry of its history: the app comes after it as
    // after a new page's first (about:blank), so the history is as long as a new page's.
    await writeStorage(page, stored);
    await page.goto(path);
  } else if (Object.keys(stored).length > 0) await seedStorage(page, path, stored);
  else await page.goto(path);
  // The app, not the static shell index.html paints before any script.
  await page.locator('#root > :not([data-app-shell])').first().waitFor();
  return { context, page };
}

/** A blank document of the app's origin in `page` (no app running that could write to its storage). */
async function openBlank(page: Page): Promise<void> {
  await page.goto(BLANK_PATH);
}

/** Writes `stored` into localStorage from the page's document. */
async function writeStorage(page: Page, stored: Record<string, string>): Promise<void> {
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, stored);
}

/**
 * Writes `stored` into localStorage from a blank document of the origin, then opens the app at `path` in that
 * history entry's place, so the history is as if the app were opened directly.
 */
async function seedStorage(page: Page, path: string, stored: Record<string, string>): Promise<void> {
  await openBlank(page);
  await writeStorage(page, stored);
  await Promise.all([page.waitForURL((url) => url.pathname !== BLANK_PATH), page.evaluate((url) => location.replace(url), path)]);
}

/** Until the game data is on screen: no loading message, and the footer names the data's commit. */
export async function waitForGameData(page: Page): Promise<void> {
  await page.getByText('Loading game data...').waitFor({ state: 'hidden', timeout: DATA_TIMEOUT_MS });
  await page.locator('footer code').waitFor({ timeout: DATA_TIMEOUT_MS });
}

/** The toast saying `text`, as shown (Radix lists toasts in its 'Notifications' region). */
export function toastSaying(page: Page, text: string): Locator {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });
}

/** Until the page has painted twice more: what it was about to show (the result of a pointer's move, a render) is on screen. */
export async function nextPaint(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/** How long `settled` waits for an idle moment: a page taking in the whole game data may have none for a while. */
const IDLE_WAIT_MS = 2_000;

/** Until the browser has had an idle moment (or `IDLE_WAIT_MS` went by), then painted: the page's pending work (renders, effects, lazy code) is done. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate((timeout) => new Promise<void>((done) => requestIdleCallback(() => requestAnimationFrame(() => done()), { timeout })), IDLE_WAIT_MS);
  await nextPaint(page);
}

/** Whether the page has fetched a script whose file name starts with `chunk` (a lazy part of the app, e.g. `notice-choice`). */
export function hasLoadedChunk(page: Page, chunk: string): Promise<boolean> {
  return page.evaluate((name) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.startsWith(`/assets/${name}-`)), chunk);
}

/** The page as it is now, in every look: phone and desktop, light and dark (the page's own viewport and colour scheme changed in place); `viewport` as for screenshot. */
export async function pictureLooks(page: Page, name: string, options: { viewport?: boolean } = {}): Promise<void> {
  for (const look of LOOKS) {
    await page.setViewportSize(look.viewport === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: look.theme });
    await page.waitForFunction((theme) => document.documentElement.dataset.theme === theme, look.theme);
    await screenshot(page, `${name}-${look.viewport}-${look.theme}`, options);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
}

/** A picture beyond the one a behaviour test takes: `pnpm test:looks` takes it, `pnpm test` does not; `viewport` as for screenshot. */
export async function extraScreenshot(page: Page, name: string, options: { viewport?: boolean } = {}): Promise<void> {
  if (ALL_LOOKS) await screenshot(page, name, options);
}

/**
 * A picture's pixels: one a CSS pixel in `pnpm test`, which takes each picture as a record of the screen, and the
 * device's own in `pnpm test:looks`, for looking closely. A phone page (device scale 2) at its own scale has four times
 * the pixels and costs Chromium about twice the CPU to take (0.25 s against 0.13 s, measured on ten of them).
 */
const SCREENSHOT_SCALE = ALL_LOOKS ? 'device' : 'css';

/** Long lists let the browser skip rows far off screen (ui/layout.css offscreen-rows): a picture of the whole page renders them, as scrolling would. */
const WHOLE_PAGE_RENDERED = '* { content-visibility: visible !important; }';

/**
 * A PNG in `.cache/screenshots/<name>.png` of the whole page, or with `viewport: true` of what the
 * screen shows (where fixed controls sit over the page); returns its path.
 */
export async function screenshot(page: Page, name: string, { viewport = false }: { viewport?: boolean } = {}): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  // A picture shows what the player sees once motion settles.
  await animationsEnded(page);
  await page.screenshot({ path, fullPage: !viewport, scale: SCREENSHOT_SCALE, style: viewport ? undefined : WHOLE_PAGE_RENDERED });
  return path;
}

/** Until the page's finite animations (a sheet sliding in, a theme's colours changing) have ended. */
export async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** How much a violation keeps a player out, as axe-core rates it. */
export type AxeImpact = 'minor' | 'moderate' | 'serious' | 'critical';

type AxeViolation = { id: string; impact: AxeImpact | null; help: string; nodes: { target: string[] }[] };

/**
 * axe-core's WCAG 2.1 A/AA violations on the page as it is now, as 'rule (impact): help (selectors)': every one, or
 * those of `impacts` alone; `rules` runs only those rules (e.g. `['color-contrast']` for a second colour scheme).
 */
export async function axeViolations(page: Page, { impacts, rules }: { impacts?: readonly AxeImpact[]; rules?: readonly string[] } = {}): Promise<string[]> {
  // Evaluated rather than added as a script tag: the app's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const runOnly = only ? { type: 'rule', values: only } : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] };
    const result = await axe.run(document, { runOnly, resultTypes: ['violations'] });
    return result.violations;
  }, rules ?? null);
  return violations
    .filter((violation) => !impacts || (violation.impact !== null && impacts.includes(violation.impact)))
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/** What a theme changes: colours, so a second theme is checked by the colour rules alone. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Switches the colour scheme and waits for the theme's colours to settle (their transitions end). A scheme the page
 * already has is not emulated again: Chromium recalculates every element's style for it all the same.
 */
async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const current = await page.evaluate(() => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));
  if (current !== theme) await page.emulateMedia({ colorScheme: theme });
  await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, theme);
  await animationsEnded(page);
}

/**
 * The screen as it is now, in the light theme (every rule) and the dark one (the colour rules): its serious and
 * critical axe violations, each named 'screen (theme): ...'. The page is left in the light theme.
 */
export async function violationsInBothThemes(page: Page, screen: string): Promise<string[]> {
  await settled(page);
  await animationsEnded(page);
  await setTheme(page, 'light');
  const light = await axeViolations(page, { impacts: ['serious', 'critical'] });
  await setTheme(page, 'dark');
  await settled(page);
  const dark = await axeViolations(page, { impacts: ['serious', 'critical'], rules: COLOUR_RULES });
  await setTheme(page, 'light');
  return [...light.map((found) => `${screen} (light): ${found}`), ...dark.map((found) => `${screen} (dark): ${found}`)];
}
