// The builder offers only what is legal and says why, in a real browser:
// Legends stay out of a Standard list's pickers unless the player reveals
// them (marked), and a list made in the Legends mode offers them with their
// badge; near the points cap the picker marks what would go over, still
// pickable; a full regiment and a list of five regiments disable their
// add buttons with the reason beside them, and the picker says the slots and
// points left; an imported list with a regiment too big is fixed by moving or
// removing the unit added last, never another.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { addRegiment, chooseInSheet, createList, pick, points, storedLists } from './builder-steps.js';
import { extraScreenshot, LOOKS, openPage, pictureLooks, screenshot, toastSaying, useBrowser, waitForGameData } from './harness.js';

const browser = useBrowser({ keptPages: true, keepGameData: true });

/** A unit picker's row: the pick button named `name` and what goes with it (its badge, its over-the-cap note). */
const pickRow = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('button', { name: new RegExp(`^${name}\\s*(Legends)?\\s*\\d+ pts$`) }) });

/** Our export of a Daughters of Khaine list whose Regiment 1 took a fourth unit, Witch Aelves, last. */
const OVERFULL = `Shadow Queens 2090/2500 pts

Daughters of Khaine
Cold-Hearted Murderers
General's Handbook 2026-27
Spell Lore - Lore of Shadows
Prayer Lore - Prayers of the Khainite Cult
Manifestation Lore - Manifestations of Khaine

Battle Tactic Cards: Blazing Onslaught, Siege of Ashes

General's Regiment
Slaughter Queen on Cauldron of Blood (300)
• General
• Murderous Duellist
Witch Aelves (240)
• Reinforced
• Talismans of Shadow - (10) Points
Sisters of Slaughter (220)
• Reinforced
High Gladiatrix (120)
• Crimson Draught
Witch Aelves (120)

Regiment 1
Bloodwrack Shrine (270)
Blood Sisters (160)
Blood Stalkers (150)
Khinerai Heartrenders (100)
Witch Aelves (120)

Regiment 2
Hag Queen (110)
Doomfire Warlocks (150)

Faction Terrain
Shrine of Dark Tribute (20 Points)
`;

describe('the builder offers what is legal', () => {
  it(
    'keeps Legends out of a Standard list unless asked, offers them with a badge in a Legends list, and marks picks over the cap',
    { timeout: 180_000 },
    async () => {
      const { page } = await openPage(browser());
      await createList(page, 'No Legends', 'stormcast', 'Stormcast Eternals');
      await page.getByRole('button', { name: 'Add regiment', exact: true }).click();
      await page.getByRole('heading', { name: 'Select a Unit', level: 1 }).waitFor();
      const search = page.getByRole('searchbox', { name: 'Search by name' });
      await search.fill('Lord-');
      await page.getByRole('button', { name: /^Lord-Veritant\s*\d+ pts$/ }).waitFor();
      await expect(page.getByRole('button', { name: /^Lord-Castellant/ }).count()).resolves.toBe(0);
      await page.getByRole('switch', { name: 'Also show Legends' }).click();
      await pickRow(page, 'Lord-Castellant').getByText('Legends', { exact: true }).waitFor();
      await expect(pickRow(page, 'Lord-Veritant').getByText('Legends', { exact: true }).count()).resolves.toBe(0);
      await extraScreenshot(page, 'picker-legends-revealed-phone-light');

      // A list made in the Legends mode, 500 points: Legends are offered unasked, each with its badge.
      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByRole('heading', { name: 'No Legends', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Back' }).click();
      await createList(page, 'Old Guard', 'stormcast', 'Stormcast Eternals', { pointsCap: 500, validator: 'Legends' });
      await page.getByRole('button', { name: 'Add regiment', exact: true }).click();
      await search.fill('Lord-C');
      await pickRow(page, 'Lord-Castellant').getByText('Legends', { exact: true }).waitFor();
      await expect(page.getByRole('switch', { name: 'Also show Legends' }).count()).resolves.toBe(0);
      await pick(page, ['Lord-Castellant']);
      await expect(points(page).textContent()).resolves.toBe('150/500');
      await chooseInSheet(
        page,
        page.getByRole('button', { name: 'Add regiment of renown' }),
        'Regiment of renown',
        'Heroes of the Jade Abbey',
        async (sheet) => {
          await expect(sheet.getByRole('switch', { name: 'Also show Legends' }).count()).resolves.toBe(0);
          await sheet.getByRole('listitem', { name: 'Heroes of the Jade Abbey' }).getByText('Legends', { exact: true }).waitFor();
        },
      );

      // 350 points left: the picker says so and marks the heroes that would go over, which stay pickable.
      await page.getByRole('button', { name: 'Add regiment', exact: true }).click();
      await search.fill('Lord-C');
      await expect(page.getByRole('status').filter({ hasText: 'regiments left' }).textContent()).resolves.toBe('3 of 5 regiments left · 350 pts left');
      await pickRow(page, 'Lord-Celestant on Stardrake').getByText('140 pts over the cap', { exact: true }).waitFor();
      await expect(
        pickRow(page, 'Lord-Castellant')
          .getByText(/over the cap/)
          .count(),
      ).resolves.toBe(0);
      await pictureLooks(page, 'picker-legends-over-cap');
      await pick(page, ['Lord-Celestant on Stardrake']);
      await expect(points(page).textContent()).resolves.toBe('640/500');
    },
  );

  it('disables the add buttons at a limit with the reason, and the picker says what is left', { timeout: 180_000 }, async () => {
    for (const look of LOOKS) {
      const { page } = await openPage(browser(), look);
      await createList(page, 'Full House', 'stormcast', 'Stormcast Eternals');
      await addRegiment(page, 'Lord-Vigilant on Morrgryph');
      await addRegiment(page, 'Knight-Azyros');
      await page.getByRole('region', { name: 'Regiment 1' }).getByRole('button', { name: 'Add unit', exact: true }).click();
      await page.getByRole('heading', { name: 'Select a Unit', level: 1 }).waitFor();
      const room = page.getByRole('status').filter({ hasText: 'slots left' });
      await expect(room.textContent()).resolves.toMatch(/^3 of 3 slots left · \d+ pts left$/);
      await extraScreenshot(page, `picker-room-${look.viewport}-${look.theme}`);
      await pick(page, ['Liberators', 'Vindictors', 'Prosecutors'], true);

      const regiment = page.getByRole('region', { name: 'Regiment 1' });
      await regiment.getByText('Regiment full: 3 of 3').waitFor();
      await expect(regiment.getByRole('button', { name: 'Add unit', exact: true }).isDisabled()).resolves.toBe(true);
      await expect(regiment.getByRole('button', { name: 'Add another Liberators' }).isDisabled()).resolves.toBe(true);
      for (const leader of ['Lord-Veritant', 'Knight-Draconis', 'Knight-Arcanum']) await addRegiment(page, leader);
      await page.getByText('5 regiments is the most').first().waitFor();
      await expect(page.getByText('5 regiments is the most').count()).resolves.toBe(2);
      await expect(page.getByRole('button', { name: 'Add regiment', exact: true }).isDisabled()).resolves.toBe(true);
      console.log(await screenshot(page, `builder-limits-${look.viewport}-${look.theme}`));
      const [list] = await storedLists(page);
      expect(list!.regiments.map((each) => each.units.length)).toEqual([0, 3, 0, 0, 0]);
    }
  });

  it('fixes a regiment too big by moving or removing the unit added last', { timeout: 120_000 }, async () => {
    const { page } = await openPage(browser(), { path: '/import' });
    await waitForGameData(page);
    await page.getByLabel('Paste your list').fill(OVERFULL);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('dialog', { name: 'Confirm Import' }).getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/list\/[^/]+$/);
    const regiment = page.getByRole('region', { name: 'Regiment 1' });
    await regiment.getByText('No more than 3 units in a regiment (Regiment 1).').waitFor();
    const fixes = await regiment.getByRole('button', { name: /^(Move .+ to |Remove .+ from )/ }).allTextContents();
    expect(fixes.length).toBeGreaterThan(0);
    for (const fix of fixes) expect(fix).toMatch(/^(Move|Remove) Witch Aelves /);
    // A fix is undone from its toast, as any edit is, and done again.
    await regiment.getByRole('button', { name: 'Move Witch Aelves to Regiment 2' }).click();
    await regiment.getByText('No more than 3 units in a regiment (Regiment 1).').waitFor({ state: 'hidden' });
    await toastSaying(page, 'Fixed!').getByRole('button', { name: 'Undo' }).click();
    await regiment.getByText('No more than 3 units in a regiment (Regiment 1).').waitFor();
    await regiment.getByRole('button', { name: 'Move Witch Aelves to Regiment 2' }).click();
    await regiment.getByText('No more than 3 units in a regiment (Regiment 1).').waitFor({ state: 'hidden' });
    await expect(points(page).textContent()).resolves.toBe('2090/2500');
    await expect
      .poll(async () => (await storedLists(page))[0]?.regiments.map((each) => each.units.map((unit) => unit.name)))
      .toEqual([
        ['Witch Aelves', 'Sisters of Slaughter', 'High Gladiatrix', 'Witch Aelves'],
        ['Blood Sisters', 'Blood Stalkers', 'Khinerai Heartrenders'],
        ['Doomfire Warlocks', 'Witch Aelves'],
      ]);
  });
});
