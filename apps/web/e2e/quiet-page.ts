// A page of the app with the notice modal out of the way (a notice seen just
// now keeps every other away for a day) and optional stored settings, loaded
// with its game data.
import type { Browser } from 'playwright-core';

import { openPage, waitForGameData, type PageOptions } from './harness.js';

/** The key of features/notices' last-seen timestamp. */
const LAST_NOTICE_SEEN_KEY = 'scrolldex-notice-last-seen';

export async function openQuietPage(browser: Browser, options: PageOptions = {}, stored: Record<string, string> = {}) {
  const opened = await openPage(browser, options);
  await opened.page.evaluate(
    ({ key, values }) => {
      localStorage.setItem(key, String(Date.now()));
      for (const [name, value] of Object.entries(values)) localStorage.setItem(name, value);
    },
    { key: LAST_NOTICE_SEEN_KEY, values: stored },
  );
  await opened.page.reload();
  await waitForGameData(opened.page);
  return opened;
}
