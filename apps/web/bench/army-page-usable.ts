// How long a player waits for the army page to be usable: from navigation to
// the Liberators row on screen, on a fresh profile (cold: downloads the app and
// the data) and on the second visit (warm: offline worker and IndexedDB).
import { median } from '@scrolldex/bench';
import type { Browser, BrowserContext } from 'playwright-core';

const ARMY_PATH = `/army/${encodeURIComponent('Stormcast Eternals')}`;
const RUNS = 5;

async function timeToLiberators(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(url);
  await page.getByText('Liberators', { exact: true }).first().waitFor({ timeout: 60_000 });
  const ms = performance.now() - started;
  await page.close();
  return ms;
}

export async function armyPageUsableMs(browser: Browser, baseUrl: string): Promise<{ cold: number; warm: number }> {
  const cold: number[] = [];
  const warm: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    try {
      cold.push(await timeToLiberators(context, `${baseUrl}${ARMY_PATH}`));
      // The offline worker finishes precaching in the background; a warm visit is one after that.
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      await page.evaluate(async () => navigator.serviceWorker.ready);
      await page.close();
      warm.push(await timeToLiberators(context, `${baseUrl}${ARMY_PATH}`));
    } finally {
      await context.close();
    }
  }
  return { cold: median(cold), warm: median(warm) };
}
