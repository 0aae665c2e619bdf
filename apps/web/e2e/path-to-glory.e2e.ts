// The Path to Glory reference in a real browser on the real data: reached from
// Browse, Ascension's paths with their rank abilities, a path opened by keyboard,
// the other campaigns' tabs (Freeform's too), the Anvil of Apotheosis options with
// their destiny points, the search finding 'Path of the Warrior' and an Anvil
// warscroll and leading to them, and no axe-core violations. Screenshots at phone
// and desktop, light and dark.
import { describe, expect, it } from 'vitest';

import { axeViolations, extraScreenshot, LOOKS, screenshot, settled, useBrowser } from './harness.js';
import { openQuietPage } from './quiet-page.js';

const browser = useBrowser({ keptPages: true, keepGameData: true });

describe('the Path to Glory reference', () => {
  for (const { viewport, theme } of LOOKS) {
    it(`shows Ascension's paths with their rank abilities, opened by keyboard, with no axe violations (${viewport}, ${theme})`, async () => {
      const { page } = await openQuietPage(browser(), { viewport, theme, path: '/' });
      await page.getByRole('navigation', { name: 'Reference' }).getByRole('link', { name: 'Path to Glory' }).click();
      await page.waitForURL(/\/path-to-glory$/);
      await page.getByRole('tab', { name: 'Ascension', selected: true }).waitFor();
      for (const name of ['Ravaged Coast', 'Blighted Wilds', 'Freeform (unofficial)']) await page.getByRole('tab', { name }).waitFor();
      const paths = page.getByRole('region', { name: 'Paths' });
      for (const name of [
        'Path of the Attacker',
        'Path of the Leader',
        'Path of the Warrior',
        'Path of the Defender',
        'Path of the Devout',
        'Path of the Mage',
      ]) {
        await paths.getByRole('button', { name: new RegExp(`^${name}\\b`) }).waitFor();
      }

      // A path opens from the keyboard: focus its button, Enter, and its ranks and abilities show.
      const warrior = paths.getByRole('button', { name: /^Path of the Warrior\b/ });
      await warrior.focus();
      await page.keyboard.press('Enter');
      await expect(warrior.getAttribute('aria-expanded')).resolves.toBe('true');
      await paths.getByText('For HERO units', { exact: true }).waitFor();
      for (const rank of ['Aspiring', 'Elite', 'Mighty', 'Legendary']) await page.getByRole('region', { name: `Path of the Warrior: ${rank}` }).waitFor();
      const aspiring = page.getByRole('region', { name: 'Path of the Warrior: Aspiring' });
      await aspiring.getByRole('article', { name: 'Well of Strength' }).waitFor();
      await aspiring.getByRole('article', { name: 'Berserker' }).waitFor();
      await aspiring.getByText('Pick 1').waitFor();
      await page.getByRole('region', { name: 'Path of the Warrior: Legendary' }).getByRole('article', { name: 'Warrior Without Equal' }).waitFor();
      await page.getByRole('region', { name: 'Quests' }).getByText('Seek Glory In Battle').waitFor();
      await page.getByRole('region', { name: 'Order of Battle' }).getByText('Quest Log').waitFor();
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `path-to-glory-${viewport}-${theme}`);

      // The other campaigns: Ravaged Coast's battle scars by grade and its tables.
      await page.getByRole('tab', { name: 'Ravaged Coast' }).click();
      const scars = page.getByRole('region', { name: 'Battle Scars' });
      for (const grade of ['Critical', 'Serious', 'Severe']) await scars.getByRole('heading', { name: grade, level: 3 }).waitFor();
      await scars.getByRole('article', { name: 'Hissing Wheezes' }).waitFor();
      await page.getByRole('region', { name: 'Artefacts of Power' }).getByRole('article', { name: 'Axe of Boiling Wrath' }).waitFor();
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `path-to-glory-ravaged-coast-${viewport}-${theme}`);

      // Blighted Wilds: the Anvil of Apotheosis upgrades are rules text under their names.
      await page.getByRole('tab', { name: 'Blighted Wilds' }).click();
      const anvil = page.getByRole('region', { name: 'The Anvil of Apotheosis' });
      await anvil.getByText('Brawny', { exact: true }).waitFor();
      await anvil.getByText(/Improve that weapon's Wound characteristic by 1/).waitFor();
      // The Regiment Hero's options, each with what it costs in destiny points (the costs come before the rules text).
      const hero = page.getByRole('region', { name: 'Anvil of Apotheosis: Regiment Hero' });
      const gargantuan = hero
        .getByRole('term')
        .filter({ hasText: /^Gargantuan Hero$/ })
        .first();
      await expect(gargantuan.evaluate((term) => term.nextElementSibling?.textContent)).resolves.toBe('Costs 8 destiny points');
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
      await extraScreenshot(page, `path-to-glory-blighted-wilds-${viewport}-${theme}`);
      // Three campaigns, three axe runs: the time a busy machine needs, as the roster flow has.
    }, 120_000);
  }

  it("is found by the search: 'Path of the Warrior' opens the reference at that path, open", async () => {
    const { page } = await openQuietPage(browser(), { viewport: 'phone', theme: 'light', path: '/' });
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    const input = page.getByRole('combobox', { name: 'Search' });
    await input.fill('Path of the Warrior');
    await input.press('Enter');
    const hit = page.getByRole('option', { name: /^Path of the Warrior\b/ }).first();
    await hit.waitFor();
    await expect(hit.textContent()).resolves.toContain('Path to Glory: Ascension');
    await hit.click();
    await page.waitForURL(/\/path-to-glory#ascension-path-of-the-warrior$/);
    await page.getByRole('tab', { name: 'Ascension', selected: true }).waitFor();
    const warrior = page.getByRole('button', { name: /^Path of the Warrior\b/ });
    await page.getByRole('article', { name: 'Well of Strength' }).waitFor();
    await expect(warrior.getAttribute('aria-expanded')).resolves.toBe('true');

    // An Anvil of Apotheosis warscroll: found by its name, it opens the Blighted Wilds at its options.
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    await input.fill('Landmark of Ghyran');
    await input.press('Enter');
    // Freeform has the Landmark too: the Blighted Wilds' is the one taken.
    const anvilHit = page.getByRole('option', { name: /^Anvil of Apotheosis: Landmark of Ghyran\b/ }).filter({ hasText: 'Path to Glory: Blighted Wilds' });
    await anvilHit.click();
    await page.waitForURL(/\/path-to-glory#blighted-wilds-anvil-of-apotheosis-landmark-of-ghyran$/);
    await page.getByRole('tab', { name: 'Blighted Wilds', selected: true }).waitFor();
    await page.getByRole('region', { name: 'Anvil of Apotheosis: Landmark of Ghyran' }).getByText('Gives 30 destiny points').waitFor();
  });

  it('opens the campaign a link names: a Ravaged Coast path from its address', async () => {
    const { page } = await openQuietPage(browser(), { viewport: 'desktop', theme: 'light', path: '/path-to-glory#ravaged-coast-path-of-the-zealot' });
    await page.getByRole('tab', { name: 'Ravaged Coast', selected: true }).waitFor();
    await page.getByRole('article', { name: 'Grand Armageddon' }).waitFor();
  });
});
