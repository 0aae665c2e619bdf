// How long a player waits after a click that adds a unit until the builder
// shows the new points and validity (our budget: under 50 ms). Through the
// screens: a Stormcast list is created, a regiment led by a Lord-Vigilant
// and auxiliary Liberators are picked, then the Liberators row's 'Add another'
// is clicked 50 times (auxiliary units have no cap, so the button never
// blocks); each click is timed in the page from the click to the mutation of
// the points badge (the validity pill renders in the same commit), at the
// machine's speed and again with the CPU slowed four times, as a mid-range
// phone runs.
import { median, quantile } from '@scrolldex/bench';
import type { Browser, Page } from 'playwright-core';

const ADDITIONS = 50;
export const SLOWDOWN = 4;
/** The app's 'a notice was just seen' time (features/notices): the first-visit notice stays away. */
const LAST_NOTICE_SEEN_KEY = 'scrolldex-notice-last-seen';

async function pickUnit(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(name);
  await page.getByRole('button', { name: new RegExp(`^${name}(Selected)?\\s*\\d+ pts$`) }).click();
  await page.getByRole('status', { name: 'Points' }).waitFor();
}

/** One click on 'Add another Liberators', timed from the click to the points badge's change. */
function timeOneAddition(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const badge = document.querySelector('output[aria-label="Points"]');
        const button = document.querySelector<HTMLButtonElement>('button[aria-label="Add another Liberators"]');
        if (!badge || !button) return reject(new Error('no points badge or add button'));
        const observer = new MutationObserver(() => {
          observer.disconnect();
          resolve(performance.now() - started);
        });
        observer.observe(badge, { characterData: true, childList: true, subtree: true });
        const started = performance.now();
        button.click();
      }),
  );
}

type Timings = { median: number; p95: number };

async function timeAdditions(page: Page): Promise<Timings> {
  const samples: number[] = [];
  for (let addition = 0; addition < ADDITIONS; addition++) {
    samples.push(await timeOneAddition(page));
    // Let the deferred issue notes render before the next click, as a player's pace would.
    await page.waitForTimeout(50);
  }
  return { median: median(samples), p95: quantile(samples, 0.95) };
}

/** The click's timings at the machine's speed, and with Chromium's CPU throttled `SLOWDOWN` times (DevTools' 'CPU: 4x slowdown'). */
export async function builderAddUnitMs(browser: Browser, baseUrl: string): Promise<{ full: Timings; slowed: Timings }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: baseUrl });
  try {
    await context.addInitScript((key) => localStorage.setItem(key, String(Date.now())), LAST_NOTICE_SEEN_KEY);
    const page = await context.newPage();
    await page.goto('/create');
    await page.getByRole('textbox', { name: 'List name' }).waitFor({ timeout: 60_000 });
    await page.getByRole('textbox', { name: 'List name' }).fill('Bench');
    await page.getByRole('button', { name: /^Faction/ }).click();
    await page.getByRole('searchbox', { name: 'Search armies' }).fill('stormcast');
    await page.getByRole('button', { name: 'Stormcast Eternals', exact: true }).click();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByRole('button', { name: 'Add regiment', exact: true }).click();
    await pickUnit(page, 'Lord-Vigilant on Morrgryph');
    await page.getByRole('button', { name: 'Add auxiliary unit', exact: true }).click();
    await pickUnit(page, 'Liberators');
    const full = await timeAdditions(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    const slowed = await timeAdditions(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { full, slowed };
  } finally {
    await context.close();
  }
}
