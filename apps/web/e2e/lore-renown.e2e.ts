// The manifestation lore and regiment of renown pages in a real browser on the
// real data: a lore's spells and the warscrolls it summons (opening one), an
// unknown lore, a regiment's points, units with counts, source armies and the
// armies that may take it. Screenshots at phone and desktop, light and dark.
import { describe, expect, it } from 'vitest';

import { LOOKS, screenshot, useBrowser, type PageOptions } from './harness.js';
import { openQuietPage } from './quiet-page.js';

const browser = useBrowser({ keptPages: true, keepGameData: true });

function openDataPage(options: PageOptions & { path: string }) {
  return openQuietPage(browser(), options);
}

describe('the manifestation lore page', () => {
  for (const { viewport, theme } of LOOKS) {
    it(`shows a universal lore with its points, spells and summoned warscrolls, each opening its unit page (${viewport}, ${theme})`, async () => {
      const { page } = await openDataPage({ viewport, theme, path: `/manifestation/${encodeURIComponent('Morbid Conjuration')}` });
      await page.getByRole('heading', { name: 'Morbid Conjuration', level: 2 }).waitFor();
      await page.getByText('Universal Manifestation Lore').waitFor();
      await page.getByRole('article', { name: 'Summon Purple Sun of Shyish' }).waitFor();
      const summoned = page.getByRole('region', { name: 'Summoned Manifestations' });
      for (const name of ['Malevolent Maelstrom', 'Purple Sun of Shyish', 'Soulsnare Shackles', 'Suffocating Gravetide']) {
        await summoned.getByRole('heading', { name, level: 3 }).waitFor();
      }
      await expect(summoned.getByRole('heading', { level: 3 }).count()).resolves.toBe(4);
      await screenshot(page, `lore-${viewport}-${theme}`);
      if (viewport === 'phone' && theme === 'light') {
        await summoned.getByRole('link', { name: /Purple Sun of Shyish/ }).click();
        await page.waitForURL(/\/army\/UniversalUnits\/unit\/Purple%20Sun%20of%20Shyish$/);
        await page.getByRole('heading', { name: 'Purple Sun of Shyish', level: 2 }).waitFor();
      }
    });
  }

  it("links an army's lore warscrolls to that army", async () => {
    const { page } = await openDataPage({
      viewport: 'desktop',
      theme: 'light',
      path: `/manifestation/${encodeURIComponent('Manifestations of the Storm')}`,
    });
    await page.getByRole('link', { name: 'Stormcast Eternals' }).waitFor();
    const link = page.getByRole('region', { name: 'Summoned Manifestations' }).getByRole('link', { name: /Everblaze Comet/ });
    expect(await link.getAttribute('href')).toBe('/army/Stormcast%20Eternals/unit/Everblaze%20Comet');
  });

  it('says when no lore has that name', async () => {
    const { page } = await openDataPage({ viewport: 'phone', theme: 'light', path: '/manifestation/No%20Such%20Lore' });
    await page.getByText("No manifestation lore named 'No Such Lore'.").waitFor();
    await expect(page.getByRole('region', { name: 'Summoned Manifestations' }).count()).resolves.toBe(0);
  });
});

describe('the regiment of renown page', () => {
  for (const { viewport, theme } of LOOKS) {
    it(`shows points, abilities, units with counts, source armies and the armies that may take it (${viewport}, ${theme})`, async () => {
      const { page } = await openDataPage({ viewport, theme, path: `/regiment-of-renown/${encodeURIComponent("Volt-Klaw's Enginecoven")}` });
      await page.getByRole('heading', { name: "Volt-Klaw's Enginecoven", level: 2 }).waitFor();
      await expect(page.locator('header').getByText('410').count()).resolves.toBeGreaterThan(0);
      const units = page.getByRole('region', { name: 'Units' });
      for (const name of ['Ratling Warpblaster', 'Warlock Galvaneer', 'Warpvolt Scourgers']) {
        await units.getByRole('link', { name: new RegExp(`^1×\\s*${name}$`) }).waitFor();
      }
      await page.getByRole('region', { name: 'Source armies' }).getByRole('link', { name: 'Skaven' }).waitFor();
      const selectable = page.getByRole('region', { name: 'Can be selected in' });
      for (const army of ['Slaves to Darkness', 'Blades of Khorne', 'Slaves to Darkness - Legion of the First Prince']) {
        await selectable.getByRole('link', { name: army, exact: true }).waitFor();
      }
      await screenshot(page, `renown-${viewport}-${theme}`);
      if (viewport === 'phone' && theme === 'light') {
        await units.getByRole('link', { name: /Warlock Galvaneer/ }).click();
        await page.waitForURL(/\/army\/RoR%20-%20Volt-Klaw's%20Enginecoven\/unit\/Warlock%20Galvaneer$/);
        await page.getByRole('heading', { name: 'Warlock Galvaneer', level: 2 }).waitFor();
      }
    });
  }
});
