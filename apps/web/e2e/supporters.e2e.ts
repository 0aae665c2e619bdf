// The supporter banner on the home screen: the donors the server is configured
// with; scrolling only when they do not fit, and never with reduced motion.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { baseUrl, openPage, screenshot, settled, useBrowser } from './harness.js';
import { DONOR_NAMES } from './test-server-settings.js';

const MANY_DONORS = ['Ada Quill', 'Borin Inkbeard', 'Cass Vellum', 'Dorn Ashgrave', 'Elowen Brightquill', 'Fenn Marrowby', 'Gisla Thornwood', 'Hale Emberfoot'];

const browser = useBrowser();

/** The server's /config with other donor names, from a reload on. */
async function serveDonors(page: Page, donors: string[]): Promise<void> {
  const config = (await (await fetch(`${baseUrl()}/config`)).json()) as Record<string, unknown>;
  await page.route('**/config', (route) => route.fulfill({ json: { ...config, donors } }));
  const served = page.waitForResponse((response) => new URL(response.url()).pathname === '/config');
  await page.reload();
  await served;
}

function trackAnimation(page: Page): Promise<string> {
  return page
    .getByRole('region', { name: 'Supporters' })
    .locator('ul')
    .first()
    .evaluate((list) => getComputedStyle(list.parentElement!).animationName);
}

describe('the supporter banner', () => {
  it("thanks the server's donors on the home screen only, still while they fit", async () => {
    const { context, page } = await openPage(browser(), { viewport: 'phone' });
    const banner = page.getByRole('region', { name: 'Supporters' });
    for (const name of DONOR_NAMES) await banner.getByRole('listitem').filter({ hasText: name }).first().waitFor();
    await expect(trackAnimation(page)).resolves.toBe('none');
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Display' }).waitFor();
    await expect(banner.count()).resolves.toBe(0);
    await context.close();
  });

  it('scrolls many names, and holds them still with reduced motion', async () => {
    const { context, page } = await openPage(browser(), { viewport: 'phone' });
    await serveDonors(page, MANY_DONORS);
    const banner = page.getByRole('region', { name: 'Supporters' });
    await banner.getByText('Hale Emberfoot').first().waitFor();
    await page.waitForFunction(() => document.querySelector('[aria-label="Supporters"] ul[aria-hidden="true"]') !== null);
    await expect(trackAnimation(page)).resolves.not.toBe('none');
    await screenshot(page, 'supporters-home-phone-light');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(trackAnimation(page)).resolves.toBe('none');
    await screenshot(page, 'supporters-home-phone-reduced-motion');

    await context.close();
  });

  it('is gone when the server names no donors', async () => {
    const { context, page } = await openPage(browser(), { viewport: 'phone' });
    await serveDonors(page, []);
    await page.getByRole('heading', { name: 'Scrolldex' }).waitFor();
    // The served configuration (no donors) is rendered once the page has settled.
    await settled(page);
    await expect(page.getByRole('region', { name: 'Supporters' }).count()).resolves.toBe(0);
    await context.close();
  });
});
