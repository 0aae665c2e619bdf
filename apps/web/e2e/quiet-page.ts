// A page of the app (notices kept away by openPage) with optional stored
// settings, reloaded so the app starts with them, and its game data loaded.
import type { Browser } from 'playwright-core';

import { openPage, waitForGameData, type PageOptions } from './harness.js';

export async function openQuietPage(browser: Browser, options: PageOptions = {}, stored: Record<string, string> = {}) {
  const opened = await openPage(browser, options);
  await opened.page.evaluate((values) => {
    for (const [name, value] of Object.entries(values)) localStorage.setItem(name, value);
  }, stored);
  await opened.page.reload();
  await waitForGameData(opened.page);
  return opened;
}
