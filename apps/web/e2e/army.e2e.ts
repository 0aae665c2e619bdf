// The army page in a real browser on the real data: warscrolls under their type
// headings, the name-or-keywords search, Legends units, the Rules tab with
// battle traits and formations, section hashes, Report Error, an unknown army,
// and screenshots of both tabs.
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { looksIt, openPage, screenshot, useBrowser, waitForGameData, type PageOptions } from './harness.js';
import { SCREENSHOT_DIR } from './paths.js';
import { openQuietPage } from './quiet-page.js';

const ARMY_PATH = '/army/Stormcast%20Eternals';

const browser = useBrowser({ keptPages: true, keepGameData: true });

/** Until the Warscrolls tab shows every row: it renders the first screenful first (first-rows.ts). */
async function waitForAllRows(page: Page): Promise<void> {
  await page.getByRole('tabpanel').locator('[aria-busy="false"]').waitFor();
}

async function openArmy(options: PageOptions = {}, stored: Record<string, string> = {}) {
  const opened = await openQuietPage(browser(), { path: ARMY_PATH, ...options }, stored);
  await opened.page.getByRole('heading', { name: 'Stormcast Eternals', exact: true }).waitFor();
  await waitForAllRows(opened.page);
  return opened;
}

/** The unit names of one type heading's list (a row's link starts with the name). */
async function unitsUnder(page: Page, type: string): Promise<string[]> {
  const links = page.getByRole('list', { name: type, exact: true }).getByRole('link');
  return links.evaluateAll((elements) => elements.map((element) => element.firstElementChild?.textContent ?? ''));
}

/** The focused tab's name and aria-selected, or null when the focus is not on a tab. */
function focusedTab(page: Page): Promise<{ tab: string | null; selected: string | null } | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    return focused?.getAttribute('role') === 'tab' ? { tab: focused.textContent, selected: focused.getAttribute('aria-selected') } : null;
  });
}

/** Until the section's top edge is in the upper half of the window (below the sticky header). */
async function waitInView(page: Page, id: string): Promise<void> {
  await page.waitForFunction((target) => {
    const top = document.getElementById(target)?.getBoundingClientRect().top ?? -1;
    return top >= 0 && top < window.innerHeight / 2;
  }, id);
}

describe('the army page', () => {
  it('lists the warscrolls under their type headings, heroes first, then infantry, cavalry, beasts, monsters, war machines, terrain, manifestations, narrows by name or by comma-separated keywords, and opens one', async () => {
    const { context, page } = await openArmy();
    expect(await page.getByText('Order · Revision', { exact: false }).count()).toBe(1);
    expect(await unitsUnder(page, 'INFANTRY')).toContain('Liberators');
    expect(await unitsUnder(page, 'HERO')).toContain('Knight-Vexillor');
    const headings = await page
      .getByRole('tabpanel')
      .getByRole('list')
      .evaluateAll((lists) => lists.map((list) => list.getAttribute('aria-label')));
    const order = ['HERO', 'INFANTRY', 'CAVALRY', 'BEAST', 'MONSTER', 'WAR MACHINE', 'FACTION TERRAIN', 'MANIFESTATION', 'OTHER'];
    expect(headings.length).toBeGreaterThan(3);
    expect(headings).toEqual(order.filter((type) => headings.includes(type)));

    // Narrowed by name, or by keywords.
    const search = page.getByRole('searchbox', { name: 'Name or keyword1, keyword2...' });
    await search.fill('vexillor');
    expect(await unitsUnder(page, 'HERO')).toEqual(['Knight-Vexillor']);
    expect(await page.getByRole('list', { name: 'INFANTRY', exact: true }).count()).toBe(0);

    // 'hero' is no unit's name: it finds the units with the HERO keyword.
    await search.fill('hero');
    const heroes = await unitsUnder(page, 'HERO');
    expect(heroes).toContain('Knight-Vexillor');
    expect(await page.getByRole('list', { name: 'INFANTRY', exact: true }).count()).toBe(0);

    await search.fill('HERO, CAVALRY');
    const mounted = await unitsUnder(page, 'HERO');
    expect(mounted).toContain('Lord-Celestant on Dracoth');
    expect(mounted).not.toContain('Knight-Vexillor');
    expect(mounted.length).toBeLessThan(heroes.length);

    await search.fill('no such warscroll');
    await page.getByText('No warscroll matches.').waitFor();
    await page.getByRole('button', { name: 'Show all warscrolls' }).click();
    expect(await unitsUnder(page, 'INFANTRY')).toContain('Liberators');

    // A row shows its points and stats, and opens the warscroll.
    const liberators = page.getByRole('list', { name: 'INFANTRY', exact: true }).getByRole('link', { name: /^Liberators\b/ });
    expect(await liberators.textContent()).toMatch(/\d+ pts.*Move.*Health.*Save.*Control/);
    // In the app: the page is not loaded again.
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    await liberators.click();
    await page.waitForURL('**/army/Stormcast%20Eternals/unit/Liberators');
    await page.locator('h1', { hasText: 'Liberators' }).waitFor();
    expect(await page.evaluate(() => 'stayed' in window)).toBe(true);

    // A modified click is the browser's: a new tab, this page staying where it is.
    await page.goBack();
    const opened = context.waitForEvent('page');
    await liberators.click({ modifiers: ['ControlOrMeta'] });
    await (await opened).waitForURL(`**${ARMY_PATH}/unit/Liberators`);
    expect(new URL(page.url()).pathname).toBe(ARMY_PATH);

    // Enter on a focused row opens it, in the app too.
    await liberators.focus();
    await page.keyboard.press('Enter');
    await page.locator('h1', { hasText: 'Liberators' }).waitFor();
    expect(await page.evaluate(() => 'stayed' in window)).toBe(true);
  });

  it('opens a warscroll at the top, and Back returns to the same place in the list', async () => {
    const { page } = await openArmy({ viewport: 'phone' });
    const name = (await unitsUnder(page, 'CAVALRY')).at(-1)!;
    const row = page
      .getByRole('list', { name: 'CAVALRY', exact: true })
      .getByRole('link', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) });
    await row.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    await row.click();
    await page.locator('h1', { hasText: name }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.getByRole('heading', { name: 'Stormcast Eternals', exact: true }).waitFor();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 1, scrolled);
  });

  it('shows Legends warscrolls only with Show Legends on, with their badge', async () => {
    const { page } = await openArmy();
    expect(await unitsUnder(page, 'HERO')).not.toContain('Knight-Heraldor');
    // The same device with Show Legends stored as on, when the app starts again.
    await page.evaluate(() => localStorage.setItem('showLegends', 'true'));
    await page.reload();
    await page.getByRole('heading', { name: 'Stormcast Eternals', exact: true }).waitFor();
    await waitForAllRows(page);
    expect(await unitsUnder(page, 'HERO')).toContain('Knight-Heraldor');
    await page
      .getByRole('link', { name: /^Knight-Heraldor\b/ })
      .getByText('Legends')
      .waitFor();
  });

  it('keeps favourite warscrolls across reloads and filters to them', async () => {
    const { page } = await openArmy();
    await page.getByRole('button', { name: 'Favourite Liberators', exact: true }).click();
    await page.getByRole('button', { name: 'Favourite Stormcast Eternals', exact: true }).click();
    await page.reload();
    await waitForGameData(page);
    expect(await page.getByRole('button', { name: 'Favourite Stormcast Eternals', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Show favourites only' }).click();
    expect(await unitsUnder(page, 'INFANTRY')).toEqual(['Liberators']);
    expect(await page.getByRole('list', { name: 'HERO', exact: true }).count()).toBe(0);
  });

  it('shows the battle traits, a formation, the enhancement tables and the lores on the Rules tab', async () => {
    const { page } = await openArmy();
    // By keyboard: Tab from the header's last button lands on the selected tab, an arrow key moves to the next and
    // selects it, Shift+Tab leaves the list and Tab comes back to the selected tab. Radix counts the tabs after the
    // first paint (patches/@radix-ui__react-roving-focus): the list must still be reachable.
    const search = page.getByRole('banner').getByRole('button', { name: 'Search' });
    await search.focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedTab(page)).toEqual({ tab: 'Warscrolls', selected: 'true' });
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focusedTab(page)).toEqual({ tab: 'Rules', selected: 'true' });
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => search.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedTab(page)).toEqual({ tab: 'Rules', selected: 'true' });
    const traits = page.getByRole('region', { name: 'Battle Traits' });
    await traits.getByRole('article', { name: 'Heavens-sent' }).waitFor();
    const formations = page.getByRole('region', { name: 'Battle Formations' });
    await formations.getByRole('heading', { name: 'Vanguard Wing' }).waitFor();
    await formations.getByRole('article', { name: 'Peerless Manoeuvres' }).waitFor();
    await page.getByRole('region', { name: 'Heroic Traits' }).getByRole('article', { name: 'Envoy of the Heavens' }).getByText('20 pts').waitFor();
    await page.getByRole('region', { name: 'Artefacts of Power' }).getByRole('article', { name: 'Mirrorshield' }).waitFor();
    await page.getByRole('region', { name: 'Spell Lores' }).getByRole('heading', { name: 'Lore of the Storm' }).waitFor();
    await page
      .getByRole('region', { name: 'Army Rules' })
      .getByText('You can include 1 Stormdrake Guard (1 model) for each Knight-Draconis in your list.')
      .waitFor();
    // The regiments come with the shared core's rest, read once the army's rows are on screen.
    const regiments = page.getByRole('region', { name: 'Regiments of Renown' }).getByRole('link');
    await regiments.first().waitFor();
    expect(await regiments.count()).toBeGreaterThan(3);

    // The section links at the top bring a section into view.
    await page.getByRole('navigation', { name: 'Rules sections' }).getByRole('link', { name: 'Prayer Lores' }).click();
    await page.waitForURL('**#prayer-lores');
    await waitInView(page, 'prayer-lores');

    // A manifestation lore opens its own page.
    await page.getByRole('region', { name: 'Manifestation Lores' }).getByRole('link', { name: 'Manifestations of the Storm' }).click();
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe('/manifestation/Manifestations of the Storm');
  });

  it('opens the Rules tab at the section a hash names', async () => {
    const { page } = await openPage(browser(), { path: `${ARMY_PATH}#spell-lores` });
    for (const [hash, title] of [
      ['spell-lores', 'Spell Lores'],
      ['manifestation-lores', 'Manifestation Lores'],
      ['artefacts-of-power', 'Artefacts of Power'],
    ] as const) {
      // A page load at each address (from a blank page: not a jump within the page).
      if (!page.url().endsWith(`#${hash}`)) {
        await page.goto('about:blank');
        await page.goto(`${ARMY_PATH}#${hash}`);
      }
      await waitForGameData(page);
      await page.getByRole('heading', { name: title, exact: true }).waitFor();
      expect(await page.getByRole('tab', { name: 'Rules' }).getAttribute('aria-selected')).toBe('true');
      await waitInView(page, hash);
    }
  });

  it('opens the configured feedback form with the army, revision and app version filled in', async () => {
    const { context, page } = await openQuietPage(browser(), { path: '/' });
    // Report Error needs a configured form: the server's configuration with one added.
    await context.route('**/config', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({
        response,
        json: { ...config, reportErrorUrl: 'https://forms.example/report?army={army}&revision={revision}&version={appVersion}' },
      });
    });
    await context.route('https://forms.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Form</title>' }));
    await page.goto(ARMY_PATH);
    await waitForGameData(page);
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Report Error' }).click();
    const form = await popup;
    await form.waitForLoadState();
    const url = new URL(form.url());
    expect(url.searchParams.get('army')).toBe('Stormcast Eternals');
    expect(url.searchParams.get('revision')).toMatch(/^\d+$/);
    expect(url.searchParams.get('version')).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('says when there is no such army, with the way home', async () => {
    const { page } = await openQuietPage(browser(), { path: '/army/No%20Such%20Army' });
    await page.getByText("There is no army named 'No Such Army' in this data set.").waitFor();
    await page.getByRole('link', { name: 'Back to the armies' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByText("There is no army named 'No Such Army' in this data set.").count()).resolves.toBe(0);
  });

  looksIt.each(['phone', 'desktop'] as const)('takes screenshots of both tabs at %s size, light and dark', async (viewport) => {
    for (const theme of ['light', 'dark'] as const) {
      const { page } = await openArmy({ viewport, theme });
      await screenshot(page, `army-warscrolls-${viewport}-${theme}`);
      await page.getByRole('tab', { name: 'Rules' }).click();
      await page.getByRole('region', { name: 'Battle Traits' }).waitFor();
      // The whole Rules tab is some 20 screens long on a phone: the first screen tells the look.
      await page.screenshot({ path: join(SCREENSHOT_DIR, `army-rules-${viewport}-${theme}.png`) });
    }
  });
});
