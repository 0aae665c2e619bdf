// The home screen in a real browser on the real data: the grand alliances and
// their armies, armies of renown nested under their army, Show Legends, the
// filter, favourites that survive a reload, the remembered tab, and screenshots.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { looksIt, screenshot, useBrowser, waitForGameData, type PageOptions } from './harness.js';
import { openQuietPage } from './quiet-page.js';

const browser = useBrowser({ keptPages: true, keepGameData: true });

/** The home screen with its data, notices out of the way, and optional stored settings. */
function openHome(options: PageOptions = {}, stored: Record<string, string> = {}) {
  return openQuietPage(browser(), options, stored);
}

function armyList(page: Page, alliance: string) {
  return page.getByRole('list', { name: `${alliance} armies`, exact: true });
}

async function armyNames(page: Page, alliance: string): Promise<string[]> {
  // The rows' army links only (not the armies of renown folded under them).
  return armyList(page, alliance).locator(':scope > li > div > a').allTextContents();
}

describe('the home screen', () => {
  it('lists the four grand alliances with their real armies, alphabetically', async () => {
    const { page } = await openHome();
    for (const alliance of ['Order', 'Chaos', 'Death', 'Destruction']) {
      await page.getByRole('button', { name: new RegExp(`^${alliance} \\d+$`) }).waitFor();
    }
    const order = await armyNames(page, 'Order');
    expect(order).toContain('Stormcast Eternals');
    expect(order).toContain('Seraphon');
    expect(order).toEqual([...order].sort((a, b) => a.localeCompare(b)));
    expect(await armyNames(page, 'Death')).toContain('Nighthaunt');
    expect(await armyNames(page, 'Destruction')).toContain('Gloomspite Gitz');
    // Armies of renown are not rows of their own.
    expect(order.some((name) => name.includes(' - '))).toBe(false);
  });

  it('nests the armies of renown under their army and opens one', async () => {
    const { page } = await openHome();
    const unfold = page.getByRole('button', { name: 'Armies of Renown of Stormcast Eternals' });
    expect(await unfold.getAttribute('aria-expanded')).toBe('false');
    await unfold.click();
    const renown = page.getByRole('list', { name: 'Armies of Renown of Stormcast Eternals' });
    const names = await renown.getByRole('link').allTextContents();
    expect(names).toEqual(['Draconith Skywing', 'Heroes of the First-Forged', 'Ruination Brotherhood']);
    await renown.getByRole('link', { name: 'Ruination Brotherhood' }).click();
    await page.getByRole('heading', { name: 'Stormcast Eternals - Ruination Brotherhood' }).waitFor();
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe('/army/Stormcast Eternals - Ruination Brotherhood');
  });

  it('shows Legends armies and armies of renown only with Show Legends on', async () => {
    const off = await openHome();
    expect(await armyNames(off.page, 'Chaos')).not.toContain('Beasts of Chaos');
    await off.page.getByRole('button', { name: 'Armies of Renown of Stormcast Eternals' }).click();
    expect(await off.page.getByRole('list', { name: 'Armies of Renown of Stormcast Eternals' }).getByText('Astral Templars').count()).toBe(0);

    const on = await openHome({}, { showLegends: 'true' });
    const beasts = armyList(on.page, 'Chaos').getByRole('link', { name: /^Beasts of Chaos/ });
    await beasts.getByText('Legends').waitFor();
    await on.page.getByRole('button', { name: 'Armies of Renown of Stormcast Eternals' }).click();
    await on.page
      .getByRole('list', { name: 'Armies of Renown of Stormcast Eternals' })
      .getByRole('link', { name: /Astral Templars/ })
      .waitFor();
  });

  it('narrows to what the filter names and shows the matching armies of renown', async () => {
    const { page } = await openHome();
    const filter = page.getByRole('searchbox', { name: 'Filter...' });
    await filter.fill('ruination');
    const renown = page.getByRole('list', { name: 'Armies of Renown of Stormcast Eternals' });
    await renown.getByRole('link', { name: 'Ruination Brotherhood' }).waitFor();
    expect(await armyNames(page, 'Order')).toEqual(['Stormcast Eternals']);
    expect(await armyList(page, 'Chaos').count()).toBe(0);

    await filter.fill('gitz');
    expect(await armyNames(page, 'Destruction')).toEqual(['Gloomspite Gitz']);
    await page.getByRole('button', { name: 'Clear filter' }).click();
    expect((await armyNames(page, 'Order')).length).toBeGreaterThan(5);

    await filter.fill('no army is called this');
    await page.getByText('Nothing matches this filter.').waitFor();
  });

  it('keeps favourite armies across reloads and filters to them', async () => {
    const { page } = await openHome();
    const star = page.getByRole('button', { name: 'Favourite Seraphon', exact: true });
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    expect(await star.getAttribute('aria-pressed')).toBe('true');

    await page.reload();
    await waitForGameData(page);
    expect(await page.getByRole('button', { name: 'Favourite Seraphon', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Show favourites only' }).click();
    expect(await armyNames(page, 'Order')).toEqual(['Seraphon']);
    expect(await armyList(page, 'Chaos').count()).toBe(0);
  });

  it('opens Universal Manifestations and Regiments of Renown, collapsed at first, with their points', async () => {
    const { page } = await openHome();
    const manifestations = page.getByRole('list', { name: 'Universal Manifestations' });
    expect(await manifestations.count()).toBe(0);
    await page.getByRole('button', { name: /^Universal Manifestations \d+$/ }).click();
    const lore = manifestations.getByRole('link', { name: /^Morbid Conjuration \d+ pts$/ });
    await lore.waitFor();

    await page.getByRole('button', { name: /^Regiments of Renown \d+$/ }).click();
    const regiments = page.getByRole('list', { name: 'Regiments of Renown' });
    // Counted once the section has opened, not as the click returns.
    await expect.poll(() => regiments.getByRole('link').count()).toBeGreaterThan(10);

    // Points sort: the cheapest lore first.
    await page.getByRole('button', { name: 'Sorted by name: sort by points' }).click();
    const points = (await manifestations.getByRole('link').allTextContents()).map((text) => Number(/(\d+) pts$/.exec(text)![1]));
    expect(points).toEqual([...points].sort((a, b) => a - b));

    await lore.click();
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe('/manifestation/Morbid Conjuration');
  });

  it('remembers the Lists tab and goes to Rules and Settings', async () => {
    const { page } = await openHome();
    await page.getByRole('tab', { name: 'Lists' }).click();
    await page.getByRole('heading', { name: 'Your Lists' }).waitFor();
    await page.getByText('You have no saved lists yet.').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Your Lists' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Lists' }).getAttribute('aria-selected')).toBe('true');
    // No share button outside the installed app.
    expect(await page.getByRole('button', { name: 'Share' }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Browse' }).click();
    await page.getByRole('link', { name: 'Rules' }).click();
    await page.waitForURL('**/rules');
    await page.goBack();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.waitForURL('**/settings');
  });

  looksIt.each(['phone', 'desktop'] as const)('takes screenshots of both tabs at %s size, light and dark', async (viewport) => {
    for (const theme of ['light', 'dark'] as const) {
      const { page } = await openHome({ viewport, theme });
      await page.getByRole('button', { name: 'Armies of Renown of Stormcast Eternals' }).click();
      await screenshot(page, `home-browse-${viewport}-${theme}`);
      await page.getByRole('tab', { name: 'Lists' }).click();
      // Read from the device's storage first: the picture shows the tab once that is done.
      await page.getByText('You have no saved lists yet.').waitFor();
      await screenshot(page, `home-lists-${viewport}-${theme}`);
    }
  });
});
