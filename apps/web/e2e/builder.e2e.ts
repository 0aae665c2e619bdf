// The list builder in a real browser against the real server and data: a new
// player creates a Stormcast Eternals list and builds it, entirely through
// the screens (create form, choice sheets, pickers), until it is legal for 2000
// points (the first leader its general at once); an error appears when the
// general's mark is taken off and goes when it is put back; the points and
// validity stay on screen while scrolling. Screenshots of CreateList and of
// the full builder in every look. The tests of one part of the builder (a
// row's buttons, the phone header, a unit's warscroll) start from lists the
// engine made, stored before the app starts: making a list through the
// screens is the first test's.
import type { ArmyList } from '@scrolldex/rules';
import { describe, expect, it } from 'vitest';

import { storedLibraryEntries } from '../src/test/battle-list.js';

import { addRegiment, addToRegiment, chooseInSheet, chooseListChoice, pictureList, pill, points, storedLists } from './builder-steps.js';
import { engineList } from './engine-lists.js';
import { goWithin } from './go-within.js';
import { extraScreenshot, LOOKS, openPage, screenshot, useBrowser, waitForGameData } from './harness.js';

const browser = useBrowser({ keptPages: true, keepGameData: true });

/**
 * A Lord-Celestant general with a heroic trait and an artefact (chosen through the options sheet in
 * builder-factions.e2e.ts), and a First-Forged Knight-Questor, which the data gives no regiment options.
 */
function warscrollLinkLists(): [ArmyList, ArmyList] {
  const leader = { kind: 'leader', regiment: 0 } as const;
  return [
    engineList({ name: 'Warscroll Links', faction: 'Stormcast Eternals' }, [
      { op: 'addLeader', leader: 'Lord-Celestant' },
      { op: 'setEnhancement', unit: leader, field: 'heroicTrait', name: 'Staunch Defender' },
      { op: 'setEnhancement', unit: leader, field: 'artifact', name: 'Null Pendant' },
    ]),
    engineList({ name: 'First-Forged', faction: 'Stormcast Eternals - Heroes of the First-Forged' }, [{ op: 'addLeader', leader: 'Knight-Questor' }]),
  ];
}

describe('the list builder', () => {
  it('takes a new player from the Lists tab to a legal 2000-point list, with a one-tap fix on the way', { timeout: 240_000 }, async () => {
    const { page } = await openPage(browser(), { viewport: 'phone', theme: 'light', path: '/' });
    await waitForGameData(page);
    await page.getByRole('tab', { name: 'Lists' }).click();
    await page.getByRole('button', { name: '+ Create' }).click();

    await page.getByRole('heading', { name: 'Create New List', level: 1 }).waitFor();
    const create = page.getByRole('button', { name: 'Create', exact: true });
    await expect(create.isDisabled()).resolves.toBe(true);
    await page.getByRole('textbox', { name: 'List name' }).fill('Hammers of Sigmar');
    await page.getByRole('button', { name: /^Faction/ }).click();
    await page.getByRole('searchbox', { name: 'Search armies' }).fill('stormcast');
    await page.getByRole('button', { name: 'Stormcast Eternals', exact: true }).click();
    await create.click();

    await page.waitForURL(/\/list\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Hammers of Sigmar', level: 1 }).waitFor();
    await expect(points(page).textContent()).resolves.toBe('0/2000');

    await chooseListChoice(page, 'Battle formation', 'Thunderhead Host');
    await chooseListChoice(page, 'First battle tactic card', 'Blazing Onslaught');
    await chooseListChoice(page, 'Second battle tactic card', 'Legend of the Parch');
    await chooseListChoice(page, 'Manifestation lore', 'Manifestations of the Storm');

    // The list's first leader is its general at once: no error to fix.
    await addRegiment(page, 'Lord-Vigilant on Morrgryph');
    await page.getByRole('button', { name: 'Lord-Vigilant on Morrgryph is the general' }).waitFor();
    await expect(page.getByText('1 general must be selected.').count()).resolves.toBe(0);
    await addToRegiment(page, "General's Regiment", ['Vindictors', 'Liberators', 'Prosecutors']);

    await addRegiment(page, 'Lord-Veritant');
    await addToRegiment(page, 'Regiment 1', ['Knight-Azyros', 'Gryph-hounds', 'Praetors']);
    await addRegiment(page, 'Knight-Draconis');
    await addToRegiment(page, 'Regiment 2', ['Stormdrake Guard (1 model)']);
    await addRegiment(page, 'Knight-Arcanum');
    await addToRegiment(page, 'Regiment 3', ['Annihilators']);
    await chooseInSheet(page, page.getByRole('button', { name: 'Add faction terrain' }), 'Faction terrain', 'Stormreach Portal');

    // Legal: no error on screen or in the engine's stored verdict, within the cap.
    await pill(page).waitFor();
    await expect(page.getByRole('button', { name: /error.*: show list issues$/ }).count()).resolves.toBe(0);
    const [shown, cap] = ((await points(page).textContent()) ?? '').split('/').map(Number);
    expect(cap).toBe(2000);
    expect(shown).toBeGreaterThan(1500);
    expect(shown).toBeLessThanOrEqual(2000);
    // Stored a moment after the last change.
    await expect
      .poll(async () => (await storedLists(page))[0])
      .toMatchObject({ name: 'Hammers of Sigmar', faction: 'Stormcast Eternals', lastPointsTotal: shown, errors: [] });
    const [list] = await storedLists(page);
    expect(list!.regiments.map((regiment) => [regiment.leader?.name, regiment.units.map((unit) => unit.name)])).toEqual([
      ['Lord-Vigilant on Morrgryph', ['Vindictors', 'Liberators', 'Prosecutors']],
      ['Lord-Veritant', ['Knight-Azyros', 'Gryph-hounds', 'Praetors']],
      ['Knight-Draconis', ['Stormdrake Guard (1 model)']],
      ['Knight-Arcanum', ['Annihilators']],
    ]);

    // Taking the general's mark off is an error at once; putting it back clears it.
    await page.getByRole('button', { name: 'Lord-Vigilant on Morrgryph is the general' }).click();
    await page.getByText('1 general must be selected.').waitFor();
    await page.getByRole('button', { name: /^1 error.*: show list issues$/ }).waitFor();
    await page.getByRole('button', { name: 'Mark Lord-Vigilant on Morrgryph as general' }).click();
    await page.getByText('1 general must be selected.').waitFor({ state: 'hidden' });
    await pill(page).waitFor();
    await expect(page.getByRole('button', { name: /error.*: show list issues$/ }).count()).resolves.toBe(0);

    // The points and the validity stay in view at the foot of the list.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    for (const locator of [points(page), pill(page)]) {
      const box = await locator.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y).toBeLessThan(160);
    }
    await pill(page).click();
    await page.getByRole('dialog', { name: 'List Issues' }).waitFor();
    await page.getByRole('button', { name: 'Close' }).first().click();

    // The same list in every look: the stored library in a fresh profile.
    for (const path of await pictureList(browser(), page, list!.id, 'builder-full', (opened) =>
      opened.getByRole('region', { name: "General's Regiment" }).waitFor(),
    ))
      console.log(path);
  });

  it("shows a unit row's buttons at all times under 500 px wide, and on hover or focus wider (decisions.md 'Narrow screens')", async () => {
    const list = engineList({ name: 'Row buttons', faction: 'Stormcast Eternals' }, [
      { op: 'addLeader', leader: 'Lord-Vigilant on Morrgryph' },
      { op: 'addUnit', unit: 'Liberators', to: { kind: 'regiment', index: 0 } },
    ]);
    const { page } = await openPage(browser(), { viewport: 'phone', theme: 'light', path: `/list/${list.id}` }, storedLibraryEntries(list));
    const remove = page.getByRole('button', { name: 'Remove Liberators' });
    await remove.waitFor();
    const opacity = () => remove.evaluate((element) => getComputedStyle(element).opacity);
    await expect(opacity()).resolves.toBe('1');
    await page.setViewportSize({ width: 499, height: 844 });
    await expect(opacity()).resolves.toBe('1');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.waitForFunction(() => {
      const button = document.querySelector('button[aria-label="Remove Liberators"]');
      return button !== null && getComputedStyle(button).opacity === '0';
    });
    await page.getByRole('button', { name: /^Liberators, (?:.+, )?\d+ points: options$/ }).hover();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('button[aria-label="Remove Liberators"]')!).opacity === '1');
  });

  for (const look of LOOKS) {
    it(`opens a unit's warscroll from the builder with its regiment and choices, and names a leader the data gives no options (${look.viewport}, ${look.theme})`, async () => {
      const [links, questor] = warscrollLinkLists();
      const { page } = await openPage(browser(), { ...look, path: `/list/${links.id}` }, storedLibraryEntries(links, questor));
      await page
        .getByRole('region', { name: "General's Regiment" })
        .getByRole('button', { name: /^Lord-Celestant, (?:.+, )?\d+ points: options$/ })
        .click();
      await page
        .getByRole('dialog', { name: 'Lord-Celestant' })
        .getByRole('link', { name: /Warscroll/ })
        .click();
      const inList = page.getByRole('region', { name: "In Warscroll Links: General's Regiment, leader" });
      await inList.getByRole('article', { name: 'Staunch Defender' }).waitFor();
      await inList.getByRole('article', { name: 'Null Pendant' }).waitFor();
      await screenshot(page, `unit-from-builder-${look.viewport}-${look.theme}`);

      await goWithin(page, `/list/${questor.id}`);
      await page.getByRole('heading', { name: questor.name, level: 1 }).waitFor();
      await page.getByRole('region', { name: "General's Regiment" }).getByRole('button', { name: 'Add unit', exact: true }).click();
      await page
        .getByText(
          'The game data gives Knight-Questor no regiment options here: it leads a regiment of itself alone. Use the override if you think the data is wrong.',
        )
        .waitFor();
      await extraScreenshot(page, `picker-leader-without-options-${look.viewport}-${look.theme}`);
    });
  }

  it('pictures CreateList in every look, with a name too long refused', async () => {
    for (const look of LOOKS) {
      const { page } = await openPage(browser(), { ...look, path: '/create' });
      await waitForGameData(page);
      await page.getByRole('textbox', { name: 'List name' }).fill('x'.repeat(101));
      await page.getByText('List name must be at most 100 characters.').waitFor();
      await expect(page.getByRole('button', { name: 'Create', exact: true }).isDisabled()).resolves.toBe(true);
      await page.getByRole('textbox', { name: 'List name' }).fill('Thunder of Azyr');
      console.log(await screenshot(page, `create-list-${look.viewport}-${look.theme}`));
      await page.getByRole('button', { name: /^Faction/ }).click();
      await page.getByRole('searchbox', { name: 'Search armies' }).fill('sto');
      await extraScreenshot(page, `create-list-faction-${look.viewport}-${look.theme}`);
    }
  });

  it('keeps a phone header calm: the name on one line, the army readable, the rest of the actions in a menu', { timeout: 120_000 }, async () => {
    const list = engineList({ name: 'Hammers of Sigmar Grand Tournament', faction: 'Stormcast Eternals' });
    const { page } = await openPage(browser(), { viewport: 'phone', theme: 'light', path: `/list/${list.id}` }, storedLibraryEntries(list));
    await page.getByRole('heading', { name: list.name, level: 1 }).waitFor();
    const header = page.getByRole('banner');
    await expect(header.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))).resolves.toEqual([
      'Back',
      'Battle view',
      'List actions',
      'Search',
    ]);
    // One line: the heading is no taller than its line; the army's name is shown whole.
    const title = header.getByRole('heading', { level: 1 });
    const lineHeight = await title.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect((await title.boundingBox())!.height).toBeLessThanOrEqual(lineHeight + 1);
    const army = header.getByText('Stormcast Eternals', { exact: true });
    await expect(army.evaluate((element) => element.scrollWidth <= element.clientWidth)).resolves.toBe(true);
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.waitForFunction((look) => document.documentElement.dataset.theme === look, theme);
      await (theme === 'light' ? screenshot : extraScreenshot)(page, `builder-header-phone-${theme}`, { viewport: true });
    }
    const listActions = header.getByRole('button', { name: 'List actions' });
    await listActions.click();
    await extraScreenshot(page, 'builder-header-menu-phone-dark', { viewport: true });
    // By keyboard (Radix's roving focus, patched to count its items after the first paint): Escape gives the focus
    // back to the button, Enter opens the menu on its first item, the arrow keys move down it and Enter picks one.
    await page.keyboard.press('Escape');
    await expect.poll(() => listActions.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const focusedItem = () => page.evaluate(() => (document.activeElement?.getAttribute('role') === 'menuitem' ? document.activeElement.textContent : null));
    await expect.poll(focusedItem).toBe('Export');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedItem).toBe('Print');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedItem).toBe('List settings');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/settings$/);
  });
});
