// A page of the app (notices kept away by openPage) with optional stored
// settings, there before the app first starts, and its game data loaded.
import type { Browser } from 'playwright-core';

import { openPage, waitForGameData, type PageOptions } from './harness.js';

export async function openQuietPage(browser: Browser, options: PageOptions = {}, stored: Record<string, string> = {}) {
  const opened = await openPage(browser, options, stored);
  await waitForGameData(opened.page);
  return opened;
}
