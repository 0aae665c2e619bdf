// What a first visit waits for: the home screen lists the armies
// from the data's small index, while the megabytes of the whole data are still
// on their way.
import { describe, expect, it } from 'vitest';

import { baseUrl, keepNoticesAway, useBrowser, waitForGameData } from './harness.js';

const browser = useBrowser();

describe('a first visit', () => {
  it('lists the armies on the home screen before the whole game data has come', async () => {
    // The offline worker kept out: the route below sees the data worker's requests.
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl(), serviceWorkers: 'block' });
    await keepNoticesAway(context);
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    let blobAnswered = false;
    await context.route('**/blob?*', async (route) => {
      await held;
      await route.continue();
      blobAnswered = true;
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Stormcast Eternals', exact: true }).waitFor();
    await page.getByRole('button', { name: /^Order \d+$/ }).waitFor();
    expect(blobAnswered).toBe(false);
    // The whole data still comes, and the footer names its commit.
    release();
    await waitForGameData(page);
    expect(blobAnswered).toBe(true);
    await context.close();
  });
});
