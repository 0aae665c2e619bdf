// A page the browser keeps in its back/forward cache, as a player's browser does: Playwright's Chromium turns that
// cache off, so this file starts a Chromium of its own with it on.
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';
import { keepNoticesAway, newContext, waitForGameData } from './harness.js';

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
});
afterAll(async () => {
  await browser.close();
});

/** The game-data workers running in the browser, the frozen pages' among them (DevTools lists every worker). */
async function gameDataWorkers(): Promise<number> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { type: string; url: string }[] };
    return targetInfos.filter((target) => target.type === 'worker' && target.url.includes('/game-data.worker')).length;
  } finally {
    await cdp.detach();
  }
}

describe('a page in the back/forward cache', () => {
  it("ends its game-data worker, whose database connection would keep the next page's opening waiting, and loads its data again when shown again", async () => {
    const context = await newContext(browser, { serviceWorkers: 'absent' });
    await keepNoticesAway(context);
    const page = await context.newPage();
    await page.goto('/');
    await waitForGameData(page);
    await page.evaluate(() => addEventListener('pagehide', (event) => sessionStorage.setItem('put-in-cache', String(event.persisted))));
    expect(await gameDataWorkers()).toBe(1);

    await page.goto('/settings');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('put-in-cache'))).toBe('true');
    // Home's worker, frozen with it, would still be listed beside the settings page's own.
    expect(await gameDataWorkers()).toBe(1);

    await page.goBack({ waitUntil: 'commit' });
    await page.locator(`a[href="/army/${encodeURIComponent('Stormcast Eternals')}"]`).waitFor();
    await waitForGameData(page);
    await context.close();
  });
});
