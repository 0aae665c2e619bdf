// `pnpm bench search` (and part of `pnpm bench web`): the global search on a
// mid-range phone, in Chromium with the CPU slowed 4x for the page and its
// workers. A fresh profile per run opens the home screen, waits for the whole
// game data, opens the search and searches: the figures are the page's longest
// task from the data's arrival to the first results (the index, built on the
// page's thread, was one), and the time from Enter to those results.
import { median, type Figure } from '@scrolldex/bench';
import type { Browser, Page } from 'playwright-core';

import { benchRuns, loadAverage, withServedBrowser } from './served-browser.js';
import { CPU_SLOWDOWN, slowDownCpu } from './slow-cpu.js';

/** The app's 'a notice was just seen' time (features/notices): the first-visit notice stays away. */
const LAST_NOTICE_SEEN_KEY = 'scrolldex-notice-last-seen';
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;
const TIMEOUT_MS = 180_000;
const QUERY = 'Liberators';

type Run = { longestTaskMs: number; enterToResultsMs: number };

/** The page's long tasks that started after `since` (page time), the longest. */
function longestTaskSince(page: Page, since: number): Promise<number> {
  return page.evaluate(
    (from) =>
      Math.max(
        0,
        ...(window as unknown as { benchTasks: { start: number; ms: number }[] }).benchTasks.filter((task) => task.start >= from).map((task) => task.ms),
      ),
    since,
  );
}

async function searchRun(browser: Browser, baseUrl: string): Promise<Run> {
  const context = await browser.newContext({ ...PHONE, baseURL: baseUrl });
  try {
    await context.addInitScript((noticeKey) => {
      localStorage.setItem(noticeKey, String(Date.now()));
      const tasks: { start: number; ms: number }[] = [];
      (window as unknown as { benchTasks: typeof tasks }).benchTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, ms: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    }, LAST_NOTICE_SEEN_KEY);
    const page = await context.newPage();
    await slowDownCpu(context, page);
    await page.goto('/');
    // The whole data has come once the footer names its commit: the index is built from it.
    await page.locator('footer code').waitFor({ timeout: TIMEOUT_MS });
    const dataCame = await page.evaluate(() => performance.now());
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    const input = page.getByRole('combobox', { name: 'Search' });
    await input.fill(QUERY);
    const entered = await page.evaluate(() => performance.now());
    await input.press('Enter');
    await page
      .getByRole('option', { name: new RegExp(`^${QUERY}\\b`) })
      .first()
      .waitFor({ timeout: TIMEOUT_MS });
    const shown = await page.evaluate(() => new Promise<number>((done) => requestAnimationFrame(() => done(performance.now()))));
    return { longestTaskMs: await longestTaskSince(page, dataCame), enterToResultsMs: shown - entered };
  } finally {
    await context.close();
  }
}

export default async function benchSearch(): Promise<Figure[]> {
  const runCount = benchRuns();
  return withServedBrowser(async (browser, serverUrl) => {
    console.error(`  search: load average ${loadAverage()} at the start`);
    const runs: Run[] = [];
    for (let run = 0; run < runCount; run++) runs.push(await searchRun(browser, serverUrl));
    console.error(`  search: load average ${loadAverage()} at the end; longest tasks ${runs.map((run) => run.longestTaskMs.toFixed(0)).join(', ')} ms`);
    const of = `CPU ${CPU_SLOWDOWN}x, median of ${runCount}`;
    return [
      {
        name: `search: the page's longest task from the whole data's arrival to the first results, ${of}`,
        value: median(runs.map((run) => run.longestTaskMs)),
        unit: 'ms',
      },
      { name: `search: Enter to the first results on screen, ${of}`, value: median(runs.map((run) => run.enterToResultsMs)), unit: 'ms' },
    ];
  });
}
