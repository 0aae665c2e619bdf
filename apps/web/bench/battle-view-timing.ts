// How the battle view answers at the table, in Chromium with the
// CPU slowed 4x (a mid-range phone): a real 2,000-point tournament list is
// opened from its builder page into the battle view (target under 150 ms),
// its phases are stepped with Next (under 50 ms), and in a game an ability's
// tick and a score's step are timed to the next frame (under 16 ms). Each is
// timed in the page, from the click to the first frame after the screen
// changed, and given as the median of its runs.
import { median, quantile } from '@scrolldex/bench';
import { readOpponentList, type ArmyList, type GameData } from '@scrolldex/rules';
import { readFixtureList } from '@scrolldex/test-harness/fixture-lists';
import type { Browser, Page } from 'playwright-core';

import { storedLibraryEntries } from '../src/test/battle-list.js';

/** A 1,990-point Blades of Khorne list of the tournament corpus: a Bloodthirster, three reinforced Bloodletters, a regiment of renown. */
const LIST_FILE = '005-blades-of-khorne.txt';
const CPU_SLOWDOWN = 4;
const OPENINGS = 15;
const PHASE_STEPS = 30;
const TAPS = 30;
/** The app's 'a notice was just seen' time (features/notices): the first-visit notice stays away. */
const LAST_NOTICE_SEEN_KEY = 'scrolldex-notice-last-seen';
/** The phase header's name (features/battle/phase-header). */
export const PHASE_NAME = 'h2[aria-live="polite"]';

export type Timings = { median: number; p95: number; runs: number };

function timings(samples: number[]): Timings {
  return { median: median(samples), p95: quantile(samples, 0.95), runs: samples.length };
}

export function benchList(data: GameData): ArmyList {
  const read = readOpponentList(readFixtureList(LIST_FILE), data, { id: 'bench-battle-list', now: Date.UTC(2026, 0, 10) });
  if (read.list?.kind !== 'list') throw new Error(`${LIST_FILE} does not read as a list: ${read.problem?.message ?? 'empty'}`);
  return { ...read.list.list, name: 'Bench 2000' };
}

/**
 * Clicks what `clickSelector` finds and resolves with the milliseconds to the first animation frame after
 * `watchSelector`'s subtree (or attributes) changed: the change is painted in that frame.
 */
function timeClickToFrame(page: Page, clickSelector: string, watchSelector: string): Promise<number> {
  return page.evaluate(
    ([click, watch]) =>
      new Promise<number>((resolve, reject) => {
        const button = document.querySelector<HTMLElement>(click);
        const watched = document.querySelector(watch) ?? document.body;
        if (!button) return reject(new Error(`nothing to click at ${click}`));
        const observer = new MutationObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - started));
        });
        observer.observe(watched, { characterData: true, childList: true, subtree: true, attributes: true });
        const started = performance.now();
        button.click();
      }),
    [clickSelector, watchSelector] as const,
  );
}

/** From the builder's 'Battle view' button to the first frame with the phase's name on screen. */
export function timeBattleViewOpening(page: Page): Promise<number> {
  return page.evaluate(
    (phaseName) =>
      new Promise<number>((resolve, reject) => {
        const button = document.querySelector<HTMLElement>('button[aria-label="Battle view"]');
        if (!button) return reject(new Error('no Battle view button'));
        // No named function in here: the bench's loader would name it with a helper the page lacks.
        const observer = new MutationObserver(() => {
          if (document.querySelector(phaseName) === null) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - started));
        });
        observer.observe(document.body, { childList: true, subtree: true });
        const started = performance.now();
        button.click();
      }),
    PHASE_NAME,
  );
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => requestAnimationFrame(() => done()), { timeout: 2000 })));
}

export async function battleViewTimings(
  browser: Browser,
  baseUrl: string,
  data: GameData,
): Promise<{ opening: Timings; phaseStep: Timings; tick: Timings; score: Timings }> {
  const list = benchList(data);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, baseURL: baseUrl });
  try {
    await context.addInitScript((key) => localStorage.setItem(key, String(Date.now())), LAST_NOTICE_SEEN_KEY);
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate((entries) => {
      for (const [name, value] of Object.entries(entries)) localStorage.setItem(name, value);
    }, storedLibraryEntries(list));
    await page.goto(`/list/${list.id}`);
    await page.getByRole('button', { name: 'Battle view' }).waitFor({ timeout: 60_000 });
    // Once, unthrottled, so the battle view's code is fetched: the figures are of a player who has opened it before.
    await page.getByRole('button', { name: 'Battle view' }).click();
    await page.locator(PHASE_NAME).waitFor({ timeout: 60_000 });
    await page.goBack();
    await page.getByRole('button', { name: 'Battle view' }).waitFor();

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const openings: number[] = [];
    for (let run = 0; run < OPENINGS; run++) {
      await settle(page);
      openings.push(await timeBattleViewOpening(page));
      await page.goBack();
      await page.getByRole('button', { name: 'Battle view' }).waitFor();
    }

    await page.getByRole('button', { name: 'Battle view' }).click();
    await page.locator(PHASE_NAME).waitFor();
    const steps: number[] = [];
    const next = 'nav[aria-label="Phases"] button:last-of-type';
    for (let run = 0; run < PHASE_STEPS; run++) {
      await settle(page);
      steps.push(await timeClickToFrame(page, next, PHASE_NAME));
    }

    // A game, the first turn its own: a phase with a limited ability to tick.
    await page.getByRole('button', { name: 'New game' }).click();
    const form = page.getByRole('dialog', { name: 'New game' });
    await form.getByRole('group', { name: 'Who took the first turn?' }).getByRole('button', { name: 'You' }).click();
    await form.getByRole('button', { name: 'Start game' }).click();
    await form.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Next turn' }).click();
    const tickSelector = 'button[aria-label^="Used: "]';
    for (let step = 0; step < 8 && (await page.locator(tickSelector).count()) === 0; step++) {
      await page.locator(next).click();
      await settle(page);
    }
    const ticks: number[] = [];
    for (let run = 0; run < TAPS; run++) {
      await settle(page);
      ticks.push(await timeClickToFrame(page, tickSelector, tickSelector));
    }

    await page.getByRole('group', { name: 'Game' }).getByRole('button', { name: /^You:/ }).click();
    await page.locator('button[aria-label="Increase Objectives"]').waitFor();
    const scores: number[] = [];
    for (let run = 0; run < TAPS; run++) {
      await settle(page);
      // Up and down in turn: the objectives stay within what a round may score.
      const step = run % 2 === 0 ? 'Increase' : 'Decrease';
      scores.push(await timeClickToFrame(page, `button[aria-label="${step} Objectives"]`, 'div[role="group"][aria-label="Objectives"] output'));
    }
    return { opening: timings(openings), phaseStep: timings(steps), tick: timings(ticks), score: timings(scores) };
  } finally {
    await context.close();
  }
}
