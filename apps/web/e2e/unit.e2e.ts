// The unit page in a real browser on the real data: a warscroll's
// characteristics and weapons, a hero's abilities, keyword popovers, units of a
// regiment of renown and universal manifestations, the list context, and
// default options that survive a reload. Screenshots at phone and desktop, light and dark.
import { describe, expect, it } from 'vitest';

import { LOOKS, screenshot, useBrowser, waitForGameData, type PageOptions } from './harness.js';
import { openQuietPage } from './quiet-page.js';

const browser = useBrowser({ keptPages: true, keepGameData: true });

function unitPath(army: string, unit: string, query = ''): string {
  return `/army/${encodeURIComponent(army)}/unit/${encodeURIComponent(unit)}${query}`;
}

/** A page of the app with the data loaded and notices out of the way. */
function openUnitPage(options: PageOptions & { path: string }) {
  return openQuietPage(browser(), options);
}

async function statValue(page: import('playwright-core').Page, label: string): Promise<string> {
  const stat = page
    .getByRole('group', { name: 'Characteristics' })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) });
  return (await stat.locator('xpath=following-sibling::dd').first().textContent()) ?? '';
}

describe('the unit page', () => {
  it("shows Liberators' characteristics and weapon profiles from the data, with a weapon ability's rule", async () => {
    const { page } = await openUnitPage({ viewport: 'phone', theme: 'light', path: unitPath('Stormcast Eternals', 'Liberators') });
    await page.getByRole('heading', { name: 'Liberators', level: 2 }).waitFor();
    expect(await statValue(page, 'Move')).toBe('5"');
    expect(await statValue(page, 'Health')).toBe('2');
    expect(await statValue(page, 'Save')).toBe('3+');
    expect(await statValue(page, 'Control')).toBe('1');
    const melee = page.getByRole('table', { name: 'Melee Weapons' });
    const warhammer = melee.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Warhammer/ }) });
    expect(await warhammer.getByRole('cell').allTextContents()).toEqual(['2', '3+', '3+', '1', '1']);
    const grandhammer = melee.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Grandhammer/ }) });
    expect(await grandhammer.getByRole('cell').allTextContents()).toEqual(['2', '3+', '3+', '1', '2']);
    expect(await page.getByRole('table', { name: 'Ranged Weapons' }).count()).toBe(0);
    await page.getByText('Up to 1 Liberator model can replace Warhammer with a Grandhammer.').waitFor();

    await melee.getByRole('button', { name: 'Crit (Mortal): weapon ability' }).first().click();
    await page
      .getByRole('dialog')
      .getByText(/inflicts mortal damage on the target unit/)
      .waitFor();
    await page.keyboard.press('Escape');

    // The test server's FAQ fixture does not name Liberators.
    await page.getByText('Only FAQs that directly references this unit appear here, it may not be all relevant FAQs.').waitFor();
    await page.getByText('No FAQ mentions Liberators.').waitFor();
    await screenshot(page, 'unit-liberators-phone-light');
  });

  for (const { viewport, theme } of LOOKS) {
    it(`shows a hero's abilities and wargear options (${viewport}, ${theme})`, async () => {
      const { page } = await openUnitPage({ viewport, theme, path: unitPath('Slaves to Darkness', 'Daemon Prince') });
      await page.getByRole('article', { name: 'Immortal Champion' }).waitFor();
      await page.getByText('Roll a dice. On a 4+, this unit has').first().waitFor();
      await page.getByText('Mark of Chaos').first().waitFor();
      expect(await statValue(page, 'Health')).toBe('10');
      await screenshot(page, `unit-hero-options-${viewport}-${theme}`);
    });
  }

  it('opens a keyword popover with the core rule and a search for the keyword', async () => {
    const { page } = await openUnitPage({ viewport: 'desktop', theme: 'light', path: unitPath('Slaves to Darkness', 'Daemon Prince') });
    // With a mouse the popover opens on hover (a click would toggle it shut again).
    await page.getByRole('button', { name: 'Keyword WARD (6+)' }).hover();
    const popover = page.getByRole('dialog');
    await popover.getByText('Ward Save').waitFor();
    await popover.getByRole('button', { name: 'Search units with this keyword' }).click();
    await expect(page.getByPlaceholder('Search...').inputValue()).resolves.toBe('k:"WARD (6+)"');
  });

  for (const { viewport, theme } of LOOKS) {
    it(`shows a big monster's weapons and abilities (${viewport}, ${theme})`, async () => {
      const { page } = await openUnitPage({ viewport, theme, path: unitPath('Sons of Behemat', 'Gatebreaker Mega-Gargant') });
      await page.getByRole('article', { name: 'Smash Down' }).waitFor();
      expect(await statValue(page, 'Health')).toBe('35');
      const ranged = page.getByRole('table', { name: 'Ranged Weapons' });
      const boulder = ranged.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Hurled Boulder/ }) });
      expect(await boulder.getByRole('cell').allTextContents()).toEqual(['18"', '1', '3+', '2+', '3', '4']);
      await screenshot(page, `unit-monster-${viewport}-${theme}`);
    });
  }

  it("loads a regiment of renown's unit and a universal manifestation's warscroll", async () => {
    const { page } = await openUnitPage({ viewport: 'phone', theme: 'light', path: unitPath("RoR - Veremord's Shamblers", 'Corpse Cart') });
    await page.getByRole('heading', { name: 'Corpse Cart', level: 2 }).waitFor();
    await page.getByText("Regiment of Renown: Veremord's Shamblers").waitFor();

    await page.goto(unitPath('UniversalUnits', 'Malevolent Maelstrom'));
    await page.getByRole('heading', { name: 'Malevolent Maelstrom', level: 2 }).waitFor();
    expect(await statValue(page, 'Banishment')).toBe('7+');
    await page.getByText('Universal Manifestation', { exact: true }).waitFor();
    await screenshot(page, 'unit-universal-phone-light');

    await page.goto(unitPath('Stormcast Eternals', 'No Such Warscroll'));
    await page.getByText("No warscroll named 'No Such Warscroll' in Stormcast Eternals.").waitFor();
    await page.getByRole('link', { name: 'Open Stormcast Eternals' }).waitFor();
  });

  it('shows the list context, with an unreadable enhancements value ignored', async () => {
    const query = `?listId=abc&regimentIdx=1&unitIdx=leader&enhancements=${encodeURIComponent('{not json')}`;
    const { page } = await openUnitPage({ viewport: 'phone', theme: 'light', path: unitPath('Stormcast Eternals', 'Lord-Imperatant') + query });
    await page.getByRole('heading', { name: 'In list: Regiment 2, leader' }).waitFor();
    await page.getByText('The enhancements in the link are not valid JSON. They are ignored.').waitFor();
    await expect(page.getByRole('heading', { name: 'In list: regiment 2, leader' }).count()).resolves.toBe(1);
  });

  it('keeps a default option set on the unit page across a reload', async () => {
    const { page } = await openUnitPage({ viewport: 'phone', theme: 'light', path: unitPath('Slaves to Darkness', 'Daemon Prince') });
    const trophyRack = page.getByRole('radio', { name: 'Trophy Rack' });
    await page.getByRole('radio', { name: 'Wings' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Wings' }).isChecked()).toBe(true);
    await trophyRack.check({ force: true });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    await page.reload();
    await waitForGameData(page);
    await page.getByRole('radio', { name: 'Trophy Rack' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Trophy Rack' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Wings' }).isChecked()).toBe(false);
    await page.getByText('Customised').waitFor();

    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    await page.reload();
    await waitForGameData(page);
    await page.getByRole('radio', { name: 'Wings' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Wings' }).isChecked()).toBe(true);
  });
});
