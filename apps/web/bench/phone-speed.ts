// What a player waits for on a mid-range phone: Chromium with the
// CPU slowed 4x (slow-cpu.ts), at a phone's size, each figure the median of
// its runs. A run is a fresh profile: the first visit downloads the app and
// the data, the warm visit comes after the offline worker has precached, and
// a later visit after that one. The warm visit is the first to run the app's
// scripts from the offline worker's cache, which holds no code cache for them
// yet: Chromium writes it once they ran, tasks of 25-75 ms each at CPU 4x on
// the way to the screen. A later visit compiles them from that cache.
// Screens are timed from the navigation to what makes them usable; each
// screen's longest task (PerformanceObserver 'longtask') and the page's JS
// heap are read once it settled.
import { median } from '@scrolldex/bench';
import type { ArmyList } from '@scrolldex/rules';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

import { storedLibraryEntries } from '../src/test/battle-list.js';
import { PHASE_NAME, timeBattleViewOpening } from './battle-view-timing.js';
import { slowDownCpu } from './slow-cpu.js';
import { whenOnScreen } from './when-on-screen.js';

const ARMY_PATH = `/army/${encodeURIComponent('Stormcast Eternals')}`;
/** The app's 'a notice was just seen' time (features/notices): the first-visit notice stays away. */
const LAST_NOTICE_SEEN_KEY = 'scrolldex-notice-last-seen';
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;
const USABLE_TIMEOUT_MS = 120_000;
export const CLICKS_PER_RUN = 20;

/** One screen's visit: how long to usable, its longest task, the page's JS heap once settled. */
type Visit = { ms: number; longestTaskMs: number; heapMb: number };

export type ScreenFigures = { ms: number; longestTaskMs: number; heapMb: number; runs: number };

export type PhoneSpeed = {
  homeFirst: ScreenFigures;
  homeWarm: ScreenFigures;
  homeLater: ScreenFigures;
  armyFirst: ScreenFigures;
  armyWarm: ScreenFigures;
  armyLater: ScreenFigures;
  builderFirst: ScreenFigures;
  builderWarm: ScreenFigures;
  builderLater: ScreenFigures;
  battleViewFirst: ScreenFigures;
  battleViewWarm: ScreenFigures;
  battleViewLater: ScreenFigures;
  battleViewOpen: ScreenFigures;
  /** The clicks' median to the next frame, and the median of each run's longest task during its clicks. */
  builderClickToFrame: { ms: number; longestTaskMs: number; runs: number };
};

type Screen = { path: string; usable: (page: Page) => Promise<void> };

/**
 * Waits for `selector` on screen, watched by the page itself (when-on-screen.ts): a locator would compile
 * Playwright's injected script in the page amid the app's start. A CSS selector, not a role: a role query works out
 * the accessible name of every element, a task of its own that on a long screen at 4x passes 50 ms.
 */
function onScreen(page: Page, selector: string): Promise<void> {
  return page.evaluate(whenOnScreen, [selector, USABLE_TIMEOUT_MS] as const);
}

const HOME: Screen = { path: '/', usable: (page) => onScreen(page, `a[href="${ARMY_PATH}"]`) };
/**
 * The army page is usable when its first warscroll row is on screen, whichever unit it is (a unit page's link). Not a
 * named unit: Liberators, once waited for here, is Stormcast's 35th row, in the second slice the page commits.
 */
const ARMY: Screen = { path: ARMY_PATH, usable: (page) => onScreen(page, `a[href^="${ARMY_PATH}/unit/"]`) };

function builderScreen(list: ArmyList): Screen {
  return {
    path: `/list/${list.id}`,
    // The list's points and the row of its last regiment: the whole list is on screen.
    usable: async (page) => {
      await onScreen(page, 'output[aria-label="Points"]');
      await onScreen(page, 'button[aria-label="Add another Bloodreavers"]');
    },
  };
}

/** The battle view opened at its own address (a player's bookmark, or the app reopened at the table). */
function battleViewScreen(list: ArmyList): Screen {
  return { path: `/list/${list.id}/battle`, usable: (page) => onScreen(page, PHASE_NAME) };
}

/** Every page of the context records its long tasks from its first script on. */
async function recordLongTasks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const tasks: number[] = [];
    (window as unknown as { benchLongTasks: number[] }).benchLongTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => requestAnimationFrame(() => done()), { timeout: 5000 })));
}

async function longestTaskMs(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, ...(window as unknown as { benchLongTasks: number[] }).benchLongTasks));
}

/** Forgets the long tasks seen so far: the next figure is of what follows. */
async function forgetLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { benchLongTasks: number[] }).benchLongTasks.splice(0));
}

async function heapMb(cdp: CDPSession): Promise<number> {
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  return usedSize / 1024 / 1024;
}

/** Opens `screen` in a new slowed page of `context`, times it to usable, and reads its long tasks and heap once settled. */
async function visit(context: BrowserContext, screen: Screen): Promise<{ page: Page; cdp: CDPSession; visit: Visit }> {
  const page = await context.newPage();
  const cdp = await slowDownCpu(context, page);
  const started = performance.now();
  await page.goto(screen.path);
  await screen.usable(page);
  const ms = performance.now() - started;
  await settle(page);
  return { page, cdp, visit: { ms, longestTaskMs: await longestTaskMs(page), heapMb: await heapMb(cdp) } };
}

/** Until the offline worker controls a page and finished precaching: the next visit is a warm one. */
async function waitForOfflineWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await settle(page);
}

async function newPhoneContext(browser: Browser, baseUrl: string, stored: Record<string, string> = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, baseURL: baseUrl });
  await context.addInitScript(
    ([noticeKey, entries]) => {
      localStorage.setItem(noticeKey, String(Date.now()));
      // Seeded once: the app moves a stored library into IndexedDB on its first load.
      for (const [name, value] of Object.entries(entries))
        if (localStorage.getItem(`seeded:${name}`) === null) {
          localStorage.setItem(name, value);
          localStorage.setItem(`seeded:${name}`, '1');
        }
    },
    [LAST_NOTICE_SEEN_KEY, stored] as const,
  );
  await recordLongTasks(context);
  return context;
}

/** A visit of `screen` once the last one settled, its page closed after. */
async function visitAgain(context: BrowserContext, screen: Screen): Promise<Visit> {
  const again = await visit(context, screen);
  await again.page.close();
  return again.visit;
}

/** First, warm and later visits of one screen, in a fresh profile. */
async function firstWarmAndLater(
  browser: Browser,
  baseUrl: string,
  screen: Screen,
  stored?: Record<string, string>,
): Promise<{ first: Visit; warm: Visit; later: Visit }> {
  const context = await newPhoneContext(browser, baseUrl, stored);
  try {
    const first = await visit(context, screen);
    await waitForOfflineWorker(first.page);
    await first.page.close();
    const warm = await visitAgain(context, screen);
    return { first: first.visit, warm, later: await visitAgain(context, screen) };
  } finally {
    await context.close();
  }
}

/**
 * Clicks 'Add another Bloodreavers' and 'Remove Bloodreavers' in turn (the list keeps its size) and times each,
 * in the page, from the click to the first animation frame after the points changed: the frame that shows them.
 */
function timeBuilderClickToFrame(page: Page, run: number): Promise<number> {
  return page.evaluate(
    (label) =>
      new Promise<number>((resolve, reject) => {
        const badge = document.querySelector('output[aria-label="Points"]');
        const button = document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
        if (!badge || !button) return reject(new Error(`no points badge or ${label} button`));
        const observer = new MutationObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - started));
        });
        observer.observe(badge, { characterData: true, childList: true, subtree: true });
        const started = performance.now();
        button.click();
      }),
    run % 2 === 0 ? 'Add another Bloodreavers' : 'Remove Bloodreavers',
  );
}

function figures(visits: Visit[]): ScreenFigures {
  return {
    ms: median(visits.map((v) => v.ms)),
    longestTaskMs: median(visits.map((v) => v.longestTaskMs)),
    heapMb: median(visits.map((v) => v.heapMb)),
    runs: visits.length,
  };
}

/** Every figure of the phone, each the median of `runs` fresh profiles. */
export async function phoneSpeed(browser: Browser, baseUrl: string, list: ArmyList, runs: number): Promise<PhoneSpeed> {
  const stored = storedLibraryEntries(list);
  const builder = builderScreen(list);
  const battleView = battleViewScreen(list);
  const collected = {
    homeFirst: [],
    homeWarm: [],
    homeLater: [],
    armyFirst: [],
    armyWarm: [],
    armyLater: [],
    builderFirst: [],
    builderWarm: [],
    builderLater: [],
    battleViewFirst: [],
    battleViewWarm: [],
    battleViewLater: [],
    battleViewOpen: [],
  } as Record<Exclude<keyof PhoneSpeed, 'builderClickToFrame'>, Visit[]>;
  const clicks: number[] = [];
  const clickLongestTasks: number[] = [];
  for (let run = 0; run < runs; run++) {
    const home = await firstWarmAndLater(browser, baseUrl, HOME);
    collected.homeFirst.push(home.first);
    collected.homeWarm.push(home.warm);
    collected.homeLater.push(home.later);
    const army = await firstWarmAndLater(browser, baseUrl, ARMY);
    collected.armyFirst.push(army.first);
    collected.armyWarm.push(army.warm);
    collected.armyLater.push(army.later);

    const context = await newPhoneContext(browser, baseUrl, stored);
    try {
      const first = await visit(context, builder);
      collected.builderFirst.push(first.visit);
      await waitForOfflineWorker(first.page);
      await first.page.close();
      const warm = await visit(context, builder);
      collected.builderWarm.push(warm.visit);
      await settle(warm.page);
      await forgetLongTasks(warm.page);
      for (let click = 0; click < CLICKS_PER_RUN; click++) {
        await settle(warm.page);
        clicks.push(await timeBuilderClickToFrame(warm.page, click));
      }
      clickLongestTasks.push(await longestTaskMs(warm.page));
      // The battle view's code is fetched once (a player who opened it before), then its opening is timed.
      await warm.page.locator('button[aria-label="Battle view"]').click();
      await onScreen(warm.page, PHASE_NAME);
      await warm.page.goBack();
      await onScreen(warm.page, 'button[aria-label="Battle view"]');
      await settle(warm.page);
      await forgetLongTasks(warm.page);
      const ms = await timeBattleViewOpening(warm.page);
      await settle(warm.page);
      collected.battleViewOpen.push({ ms, longestTaskMs: await longestTaskMs(warm.page), heapMb: await heapMb(warm.cdp) });
      await warm.page.close();
      collected.builderLater.push(await visitAgain(context, builder));
    } finally {
      await context.close();
    }
    const battle = await firstWarmAndLater(browser, baseUrl, battleView, stored);
    collected.battleViewFirst.push(battle.first);
    collected.battleViewWarm.push(battle.warm);
    collected.battleViewLater.push(battle.later);
  }
  return {
    homeFirst: figures(collected.homeFirst),
    homeWarm: figures(collected.homeWarm),
    homeLater: figures(collected.homeLater),
    armyFirst: figures(collected.armyFirst),
    armyWarm: figures(collected.armyWarm),
    armyLater: figures(collected.armyLater),
    builderFirst: figures(collected.builderFirst),
    builderWarm: figures(collected.builderWarm),
    builderLater: figures(collected.builderLater),
    battleViewFirst: figures(collected.battleViewFirst),
    battleViewWarm: figures(collected.battleViewWarm),
    battleViewLater: figures(collected.battleViewLater),
    battleViewOpen: figures(collected.battleViewOpen),
    builderClickToFrame: { ms: median(clicks), longestTaskMs: median(clickLongestTasks), runs: clicks.length },
  };
}
