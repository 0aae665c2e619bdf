// A player's device with a saved list, for the pages that need one (the builder, the battle view): the list is put in
// the Chromium's profile through the app itself, from the localStorage of an earlier version, which the app moves into
// IndexedDB on load (data/list-library-move.ts), as the phone bench seeds its lists.
import type { ArmyList } from '@scrolldex/rules';
import { chromium } from 'playwright-core';

import { storedLibraryEntries } from '../src/test/battle-list.js';

/** The app's 'a notice was just seen' time (features/notices): a player with saved lists has seen the first-visit notice. */
const LAST_NOTICE_SEEN_KEY = 'scrolldex-notice-last-seen';
const SAVED_TIMEOUT_MS = 120_000;

/** Saves `list` in the profile of the Chromium at `port` (its debugging port), for the app at `serverUrl`. */
export async function saveList(port: number, serverUrl: string, list: ArmyList): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(serverUrl);
    await page.evaluate(
      (entries) => {
        for (const [name, value] of Object.entries(entries)) localStorage.setItem(name, value);
      },
      { ...storedLibraryEntries(list), [LAST_NOTICE_SEEN_KEY]: String(Date.now()) },
    );
    await page.goto(`${serverUrl}/list/${list.id}`);
    await page
      .locator('output[aria-label="Points"]')
      .waitFor({ timeout: SAVED_TIMEOUT_MS })
      .catch(async (error: unknown) => {
        // What the page shows instead says why: a loading state, a missing list, an error screen.
        const shown = await page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 400)).catch(() => '(unreadable)');
        throw new Error(`The saved list did not open at ${page.url()}; the page shows: ${shown}`, { cause: error });
      });
    // The app removes the old keys once IndexedDB holds the list: from then on the profile holds it as the app keeps it.
    await page.waitForFunction(() => localStorage.getItem('lists') === null, undefined, { timeout: SAVED_TIMEOUT_MS });
    await page.close();
  } finally {
    await browser.close();
  }
}
