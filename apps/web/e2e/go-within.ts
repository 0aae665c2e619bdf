// Moving a page of the app to another of its screens without a page load: a
// load starts the app afresh (its code, its library, the whole game data taken
// in again), a second or more of the browser's CPU that a test not about a fresh
// start has no use for.
import type { Page } from 'playwright-core';

/** Moves the app to `path` as its own links do (no page load): the router follows the history's popstate. */
export async function goWithin(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(history.state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}
