// Two more armies built by a new player entirely through the screens, each
// ending valid (no error, no warning) under the 2000-point cap: an Ossiarch
// Bonereapers list that takes a regiment of renown from the builder's Regiment
// of Renown section, and the army of renown The Evergreen Hunt, chosen under
// Sylvaneth in the create form. Both are pictured in every look.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import {
  addRegiment,
  addToRegiment,
  chooseEnhancement,
  chooseInSheet,
  chooseListChoice,
  createList,
  pictureList,
  shownPoints,
  storedLists,
  withUnitOptions,
} from './builder-steps.js';
import { openPage, useBrowser } from './harness.js';

const browser = useBrowser({ keptPages: true, keepGameData: true });

/** The list is valid with no warning and within the cap, on screen and in the engine's stored verdict. */
async function expectValid(page: Page, total: number) {
  await page.getByRole('button', { name: 'List is valid: show list issues', exact: true }).waitFor();
  await expect(shownPoints(page)).resolves.toEqual([total, 2000]);
  // Stored a moment after the last change.
  await expect.poll(async () => (await storedLists(page))[0]).toMatchObject({ lastPointsTotal: total, lastValidation: 'valid', errors: [], warnings: [] });
  const [list] = await storedLists(page);
  return list!;
}

describe('lists of other armies built through the builder', () => {
  it('builds a valid Ossiarch Bonereapers list with a regiment of renown', { timeout: 90_000 }, async () => {
    const { page } = await openPage(browser(), { viewport: 'phone', theme: 'light', path: '/' });
    await createList(page, 'Bone-tithe Legion', 'ossiarch', 'Ossiarch Bonereapers');

    await chooseListChoice(page, 'Battle formation', 'Ruthless Legion');
    await chooseListChoice(page, 'First battle tactic card', 'Legend of the Parch');
    await chooseListChoice(page, 'Second battle tactic card', 'Smokescreen');
    // The army's one spell lore came with the new list.
    await page.getByRole('group', { name: 'Spell lore' }).getByText('Lore of Ossian Sorcery').waitFor();
    await chooseListChoice(page, 'Manifestation lore', 'Horrors of the Necropolis');

    await addRegiment(page, 'Liege-Kavalos');
    await page.getByRole('button', { name: 'Liege-Kavalos is the general' }).waitFor();
    await addToRegiment(page, "General's Regiment", ['Kavalos Deathriders', 'Immortis Guard', 'Morghast Harbingers']);
    await addRegiment(page, 'Mortisan Boneshaper');
    await addToRegiment(page, 'Regiment 1', ['Mortek Guard']);
    await addRegiment(page, 'Mortisan Soulmason');
    await addToRegiment(page, 'Regiment 2', ['Mortek Guard', 'Gothizzar Harvester']);

    // The regiment of renown: from its own section, through its sheet of cards.
    await chooseInSheet(page, page.getByRole('button', { name: 'Add regiment of renown' }), 'Regiment of renown', 'Blades of the Hollow King');
    await page.getByRole('link', { name: 'Blades of the Hollow King' }).waitFor();
    await page.getByText('260 pts', { exact: true }).waitFor();
    // The army's one free faction terrain came with the new list.
    await page.getByRole('link', { name: 'Bone-tithe Nexus' }).waitFor();

    // Each enhancement the list could hold is taken, so it warns of none left out.
    await withUnitOptions(page, "General's Regiment", 'Liege-Kavalos', (sheet) => chooseEnhancement(sheet, 'Heroic Traits', 'Immaculate Defender'));
    await withUnitOptions(page, "General's Regiment", 'Kavalos Deathriders', (sheet) => sheet.getByRole('switch', { name: 'Reinforce' }).click());
    await withUnitOptions(page, 'Regiment 2', 'Mortisan Soulmason', (sheet) => chooseEnhancement(sheet, 'Artefacts of Power', 'Soulweb Gem'));
    await withUnitOptions(page, 'Regiment 2', 'Mortek Guard', async (sheet) => {
      await sheet.getByRole('switch', { name: 'Reinforce' }).click();
      await chooseEnhancement(sheet, 'Mortisan Refinements', 'Elongated Tibias');
    });

    // 180 + 300 + 170 + 240 | 140 + 110 | 140 + 220 + 200 | 260 renown | 10 Elongated Tibias.
    const list = await expectValid(page, 1970);
    expect(list).toMatchObject({ faction: 'Ossiarch Bonereapers', regimentOfRenown: 'Blades of the Hollow King' });
    expect(list.regiments.map((regiment) => [regiment.leader?.name, regiment.units.map((unit) => unit.name)])).toEqual([
      ['Liege-Kavalos', ['Kavalos Deathriders', 'Immortis Guard', 'Morghast Harbingers']],
      ['Mortisan Boneshaper', ['Mortek Guard']],
      ['Mortisan Soulmason', ['Mortek Guard', 'Gothizzar Harvester']],
    ]);

    for (const path of await pictureList(browser(), page, list.id, 'builder-renown', (opened) =>
      opened.getByRole('link', { name: 'Blades of the Hollow King' }).waitFor(),
    ))
      console.log(path);
  });

  it('builds a valid army of renown, The Evergreen Hunt, chosen under Sylvaneth', { timeout: 90_000 }, async () => {
    const { page } = await openPage(browser(), { viewport: 'phone', theme: 'light', path: '/' });
    await createList(page, 'The Wild Hunt', 'sylvaneth', 'The Evergreen Hunt');

    // An army of renown has no formation to choose.
    await expect(page.getByRole('group', { name: 'Battle formation' }).count()).resolves.toBe(0);
    await chooseListChoice(page, 'First battle tactic card', 'Siege of Ashes');
    await chooseListChoice(page, 'Second battle tactic card', 'Burning for Vengeance');

    await addRegiment(page, 'Belthanos, First Thorn of Kurnoth');
    await page.getByRole('button', { name: 'Belthanos, First Thorn of Kurnoth is the general' }).waitFor();
    await addToRegiment(page, "General's Regiment", ['Arch-Revenant', 'Spiterider Lancers', 'Kurnoth Hunters with Kurnoth Scythes', 'Revenant Seekers']);
    await addRegiment(page, 'Arch-Revenant');
    await addToRegiment(page, 'Regiment 1', ['Kurnoth Hunters with Kurnoth Greatswords', 'Kurnoth Hunters with Kurnoth Greatbows']);
    await page.getByRole('link', { name: 'Awakened Wyldwood' }).waitFor();

    await withUnitOptions(page, "General's Regiment", 'Arch-Revenant', (sheet) => chooseEnhancement(sheet, 'Heroic Traits', 'Sapwood Leader'));
    await withUnitOptions(page, "General's Regiment", 'Spiterider Lancers', (sheet) => sheet.getByRole('switch', { name: 'Reinforce' }).click());
    await withUnitOptions(page, 'Regiment 1', 'Arch-Revenant', (sheet) => chooseEnhancement(sheet, 'Artefacts of Power', 'Heartwood Hunting Horn'));
    await withUnitOptions(page, 'Regiment 1', 'Kurnoth Hunters with Kurnoth Greatbows', (sheet) => sheet.getByRole('switch', { name: 'Reinforce' }).click());

    // 290 + 110 + 460 + 200 + 180 | 110 + 210 + 380; the army of renown's enhancements cost nothing.
    const list = await expectValid(page, 1940);
    expect(list).toMatchObject({ faction: 'Sylvaneth - The Evergreen Hunt', regimentOfRenown: null });
    expect(list.regiments.map((regiment) => [regiment.leader?.name, regiment.units.map((unit) => unit.name)])).toEqual([
      ['Belthanos, First Thorn of Kurnoth', ['Arch-Revenant', 'Spiterider Lancers', 'Kurnoth Hunters with Kurnoth Scythes', 'Revenant Seekers']],
      ['Arch-Revenant', ['Kurnoth Hunters with Kurnoth Greatswords', 'Kurnoth Hunters with Kurnoth Greatbows']],
    ]);

    for (const path of await pictureList(browser(), page, list.id, 'builder-army-of-renown', (opened) =>
      opened.getByRole('region', { name: "General's Regiment" }).waitFor(),
    ))
      console.log(path);
  });
});
