// The settings screen in a real browser against the real server: every switch
// persists, Dark Mode applies, a release tag is chosen as the data source (its
// notice and description shown, its data loaded), Clear Favorites asks first
// and toasts; and the notice modal on a clean first load.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { baseUrl, hasLoadedChunk, LOOKS, looksIt, openPage, screenshot, settled, useBrowser, waitForGameData } from './harness.js';

const TAG = 'battlescroll-2026-03';
const TAG_NOTICE =
  'Warning: Tags represent a specific point in history. They are useful for events with locked list building. But the data will not reflect the latest data or fixes.';
const MAIN_NOTICE = 'Main is the default branch and contains the most up-to-date data. It is recommended for most users.';

const browser = useBrowser({ keptPages: true });

/** The settings screen in a new context; `stored` localStorage entries are there before the app starts (openPage). */
async function openSettings(options: { viewport?: 'phone' | 'desktop'; theme?: 'light' | 'dark' } = {}, stored: Record<string, string> = {}) {
  const opened = await openPage(browser(), { ...options, path: '/settings' }, stored);
  await opened.page.getByRole('heading', { name: 'Display' }).waitFor();
  return opened;
}

function switchNamed(page: Page, name: string) {
  return page.getByRole('switch', { name, exact: true });
}

async function servedCommit(ref: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/blob?name=${encodeURIComponent(ref)}`);
  await response.body?.cancel();
  return response.headers.get('x-data-commit') ?? '';
}

describe('the settings screen', () => {
  it('keeps every switch across a reload, and Dark Mode applies at once', async () => {
    const { page } = await openSettings({ viewport: 'phone', theme: 'light' });
    const defaults = {
      'Show Legends': 'false',
      'Dark Mode': 'false',
      'Fancy Text': 'false',
      'Confirm when deleting lists': 'true',
      'Discord formatting': 'false',
      'Unit picker Multi-add': 'false',
    };
    for (const [name, checked] of Object.entries(defaults)) await expect(switchNamed(page, name).getAttribute('aria-checked')).resolves.toBe(checked);
    await expect(switchNamed(page, 'Redirect QR Codes to dev?').count()).resolves.toBe(0);

    for (const name of Object.keys(defaults)) await switchNamed(page, name).click();
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
    await expect(page.locator('html').getAttribute('data-fancy-text')).resolves.toBe('true');

    await page.reload();
    for (const [name, checked] of Object.entries(defaults))
      await expect(switchNamed(page, name).getAttribute('aria-checked')).resolves.toBe(checked === 'true' ? 'false' : 'true');
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');

    // Back to the system's theme (light here): the switch follows it.
    await page.getByRole('button', { name: 'Use system theme' }).click();
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('light');
    await expect(switchNamed(page, 'Dark Mode').getAttribute('aria-checked')).resolves.toBe('false');
    await page.getByText('Following your system setting.').waitFor();
    await expect(page.getByRole('button', { name: 'Use system theme' }).count()).resolves.toBe(0);
  });

  it('shows the developer-only switch in developer mode, and keeps it', async () => {
    const { page } = await openSettings({}, { developerMode: 'true' });
    const redirect = switchNamed(page, 'Redirect QR Codes to dev?');
    await redirect.click();
    await page.reload();
    await expect(redirect.getAttribute('aria-checked')).resolves.toBe('true');
  });

  it('loads a release tag chosen as the data source, with the tag notice and its description', async () => {
    const { page } = await openSettings({ viewport: 'desktop' });
    await waitForGameData(page);
    await page.getByText(MAIN_NOTICE).waitFor();
    const mainCommit = (await servedCommit('main')).slice(0, 7);
    await expect(page.locator('footer').textContent()).resolves.toContain(`Data main @ ${mainCommit}`);

    const refs = (await (await fetch(`${baseUrl()}/refs`)).json()) as { releases: { name: string; description: string | null }[] };
    const description = refs.releases.find((ref) => ref.name === TAG)?.description;
    expect(description).toBeTruthy();
    const select = page.getByLabel('Data source');
    await expect.poll(() => select.locator('option').allTextContents()).toEqual(expect.arrayContaining(['main', TAG]));
    await select.selectOption(TAG);
    await page.getByText(TAG_NOTICE).waitFor();
    await page.getByText(description!).waitFor();
    await screenshot(page, 'settings-tag-desktop-light');

    const tagCommit = (await servedCommit(TAG)).slice(0, 7);
    expect(tagCommit).not.toBe(mainCommit);
    await page.locator('footer').getByText(`Data ${TAG} @ ${tagCommit}`).waitFor({ timeout: 30_000 });
    await page.reload();
    await expect(select.inputValue()).resolves.toBe(TAG);
  });

  it('clears favourites after asking, with a toast', async () => {
    const favourites = {
      entries: { 'army:Seraphon': { type: 'army', key: 'Seraphon', isFavorited: true, updatedAt: 1 } },
      unsyncedCount: 0,
      lastSynced: null,
    };
    const { page } = await openSettings({}, { favorites: JSON.stringify(favourites) });
    await page.getByText('1 favorite', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Clear Favorites' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear Favorites?' });
    await dialog.getByText('This removes 1 favorite, on your account too when you are signed in.').waitFor();
    // Cancel keeps them.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('1 favorite', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Clear Favorites' }).click();
    await page.getByRole('dialog', { name: 'Clear Favorites?' }).getByRole('button', { name: 'Clear', exact: true }).click();
    await page.getByText('Cleared!', { exact: true }).waitFor();
    await page.getByText('0 favorites', { exact: true }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('favorites') ?? 'null') as { entries: Record<string, { isFavorited: boolean }> });
    expect(stored.entries['army:Seraphon']?.isFavorited).toBe(false);
  });

  looksIt('looks right at phone and desktop sizes, light and dark', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const { page } = await openSettings({ viewport, theme });
        await waitForGameData(page);
        await page.getByText(MAIN_NOTICE).waitFor();
        await screenshot(page, `settings-${viewport}-${theme}`);
      }
    }
  });
});

describe('the notice modal', () => {
  it('greets a first visit, closes on the close button and stays away on the next load', async () => {
    for (const { viewport, theme } of LOOKS) {
      const { page } = await openPage(browser(), { viewport, theme, notices: true });
      const notice = page.getByRole('dialog', { name: 'Welcome to Scrolldex' });
      await notice.getByText('Jan 5, 2026').waitFor();
      await screenshot(page, `notice-${viewport}-${theme}`);
      await notice.getByRole('button', { name: 'Close' }).click();
      await notice.waitFor({ state: 'hidden' });
      await page.reload();
      // The notice's code loads once the first screen has its data, and then finds the notice seen.
      await waitForGameData(page);
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/notice-choice-')));
      await settled(page);
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    }
  });

  it('keeps a big page under it out of reach, and does not restyle that page when it opens', async () => {
    const path = '/army/Stormcast%20Eternals';
    const { page } = await openPage(browser(), { viewport: 'desktop', path, notices: true });
    const notice = page.getByRole('dialog', { name: 'Welcome to Scrolldex' });
    await notice.waitFor();
    // The modal's pointer lock stops at the overlay: the page keeps its own value, so none of its elements is restyled.
    await expect(page.locator('main').evaluate((main) => getComputedStyle(main).pointerEvents)).resolves.toBe('auto');
    // The page is hidden from the accessibility tree while the notice is open: found by its markup.
    const row = (await page.locator('main a', { hasText: 'Liberators' }).first().boundingBox())!;
    const dialog = (await notice.boundingBox())!;
    expect(row.x + 10).toBeLessThan(dialog.x);
    await page.mouse.click(row.x + 10, row.y + row.height / 2);
    await notice.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(path);
  });

  it('does not open over a link with a query string', async () => {
    const { page } = await openPage(browser(), { path: '/rules?query=charge', notices: true });
    await page.getByRole('heading', { name: 'Rules' }).first().waitFor();
    await waitForGameData(page);
    await settled(page);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    // Not even the notice's code is fetched.
    await expect(hasLoadedChunk(page, 'notice-choice')).resolves.toBe(false);
  });
});
