// The unit picker, a unit's options sheet and the list settings in a real
// browser on the real data: a list made on /create, a leader and units
// picked (multi-add toasts, the override note), terrain and a regiment of
// renown, the options sheet (reinforce, an enhancement 'name (N pts)', a
// weapon counter), then rename, points cap, change faction with what it
// removed, lock, duplicate and delete. Screenshots of the three screens in
// every look.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { goWithin } from './go-within.js';
import { LOOKS, looksIt, screenshot, useBrowser } from './harness.js';
import { openQuietPage } from './quiet-page.js';
import { storedLists } from './stored-library.js';

const browser = useBrowser({ keptPages: true, keepGameData: true });

type StoredList = {
  id: string;
  name: string;
  faction: string;
  pointsCap: number;
  locked: boolean;
  deleted: boolean;
  factionTerrain: string | null;
  regimentOfRenown: string | null;
  regiments: {
    leader: { name: string; heroicTrait: string | null } | null;
    units: { name: string; reinforced: boolean; weapons: Record<string, { name: string; count: number }[]> }[];
  }[];
};

/** The stored list (written a moment after each change: assert with expect.poll). */
async function stored(page: Page, id: string): Promise<StoredList> {
  const list = (await storedLists<StoredList>(page)).find((item) => item.id === id);
  if (!list) throw new Error(`no stored list ${id}`);
  return list;
}

/** Makes a Stormcast list on /create and returns its id (the builder is open). */
async function createList(page: Page, name: string): Promise<string> {
  await page.goto('/create');
  await page.getByLabel('List name').fill(name);
  await page.getByRole('button', { name: /^Faction/ }).click();
  await page.getByRole('dialog', { name: 'Choose a faction' }).getByRole('button', { name: 'Stormcast Eternals', exact: true }).click();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.waitForURL(/\/list\/[^/]+$/);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

/** Opens a picker the way the builder does (pushing it on the history). */
async function openPicker(page: Page, id: string, regimentIdx: number, filter: string) {
  await goWithin(page, `/list/${id}/regiment/${regimentIdx}/pick/${filter}`);
  await page.getByRole('heading', { name: 'Select a Unit', level: 1 }).waitFor();
}

const pickButton = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}(Selected)?\\s*\\d+ pts$`) });

describe('unit picker, options sheet and list settings', () => {
  it('picks a leader and units, terrain and a regiment of renown, and edits a unit in its sheet', async () => {
    const { page } = await openQuietPage(browser());
    const id = await createList(page, 'Picker run');

    await openPicker(page, id, 0, 'leader');
    await pickButton(page, 'Knight-Azyros').click();
    await page.waitForURL(new RegExp(`/list/${id}$`));
    await expect.poll(async () => (await stored(page, id)).regiments[0]!.leader!.name).toBe('Knight-Azyros');

    await openPicker(page, id, 0, 'unit');
    await page
      .getByText('Only use the override if you think the regiment options are wrong. You may need to disable validation in the list settings.')
      .waitFor();
    expect(await pickButton(page, 'Lord-Veritant').count()).toBe(0);
    await page.getByRole('switch', { name: 'Override' }).click();
    await pickButton(page, 'Lord-Veritant').waitFor();
    await page.getByRole('switch', { name: 'Override' }).click();
    await page.getByRole('switch', { name: 'Multi-add' }).click();
    await pickButton(page, 'Liberators').click();
    await page.getByText('+ Liberators').first().waitFor();
    await pickButton(page, 'Prosecutors').click();
    await page.getByText('+ Prosecutors').first().waitFor();
    expect(page.url()).toContain('/pick/unit');
    await expect.poll(async () => (await stored(page, id)).regiments[0]!.units.map((unit) => unit.name)).toEqual(['Liberators', 'Prosecutors']);

    await openPicker(page, id, 0, 'terrain');
    await pickButton(page, 'Stormreach Portal').click();
    await expect.poll(async () => (await stored(page, id)).factionTerrain).toBe('Stormreach Portal');

    await openPicker(page, id, 500, 'ror');
    const renown = page.getByRole('region', { name: 'REGIMENTS OF RENOWN' }).getByRole('listitem');
    const names = await renown.locator('button').evaluateAll((buttons) => buttons.map((button) => button.querySelector('span:nth-child(2)')!.textContent!));
    await pickButton(page, names[0]!).click();
    await pickButton(page, names[1]!).click();
    await expect.poll(async () => (await stored(page, id)).regimentOfRenown).toBe(names[1]);
    await page.getByRole('switch', { name: 'Multi-add' }).click();

    // The options sheet, opened from the builder's row.
    await page.goto(`/list/${id}`);
    await page.getByRole('button', { name: /^Liberators, (?:.+, )?\d+ points: options$/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Liberators' });
    await sheet.getByRole('switch', { name: 'Reinforce' }).click();
    const hammer = sheet.getByRole('group', { name: 'Grandhammer' });
    while (await hammer.getByRole('button', { name: 'Increase Grandhammer' }).isEnabled())
      await hammer.getByRole('button', { name: 'Increase Grandhammer' }).click();
    await expect
      .poll(async () => (await stored(page, id)).regiments[0]!.units[0]!)
      .toMatchObject({ reinforced: true, weapons: { Liberator: [{ name: 'Grandhammer', count: 2 }] } });
    await sheet.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: /^Knight-Azyros, (?:.+, )?\d+ points: options$/ }).click();
    const hero = page.getByRole('dialog', { name: 'Knight-Azyros' });
    await hero.getByRole('button', { name: 'Choose heroic traits' }).click();
    const traits = page.getByRole('dialog', { name: 'Heroic Traits' });
    const first = traits.getByRole('listitem').first();
    const trait = (await first.getByRole('heading', { level: 3 }).first().textContent())!;
    // The card carries the trait's rules.
    await first.getByRole('article').first().waitFor();
    await first.getByRole('button', { name: `Choose ${trait}` }).click();
    await expect.poll(async () => (await stored(page, id)).regiments[0]!.leader!.heroicTrait).toBe(trait);
  });

  it('renames, sets the cap, changes faction showing what was removed, locks, duplicates and deletes', async () => {
    const { page } = await openQuietPage(browser());
    const id = await createList(page, 'Settings run');
    await openPicker(page, id, 0, 'leader');
    await pickButton(page, 'Knight-Azyros').click();
    await page.waitForURL(new RegExp(`/list/${id}$`));
    // A page load while the pick is being written loses it: the new page reads the list without its leader.
    await expect.poll(async () => (await stored(page, id)).regiments[0]!.leader?.name).toBe('Knight-Azyros');
    await page.goto(`/list/${id}/settings`);

    const name = page.getByRole('textbox', { name: 'List name' });
    await name.waitFor();
    await name.fill('x'.repeat(101));
    await page.getByText('List name must be at most 100 characters.').waitFor();
    expect(await page.getByRole('button', { name: 'Rename' }).isDisabled()).toBe(true);
    await name.fill('Renamed run');
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('button', { name: 'Increase Points cap' }).click();
    await expect.poll(async () => stored(page, id)).toMatchObject({ name: 'Renamed run', pointsCap: 2250 });

    await page.getByRole('switch', { name: 'Locked' }).click();
    await expect.poll(async () => (await stored(page, id)).locked).toBe(true);
    expect(await page.getByRole('button', { name: 'Rename' }).isDisabled()).toBe(true);
    await page.getByRole('switch', { name: 'Locked' }).click();

    await page.getByRole('button', { name: 'Faction Stormcast Eternals' }).click();
    await page.getByRole('dialog', { name: 'Choose a faction' }).getByRole('button', { name: 'Skaven', exact: true }).click();
    await page.getByRole('button', { name: 'Change Faction' }).click();
    await page.getByRole('dialog', { name: 'Change Faction' }).getByRole('button', { name: 'Change Faction' }).click();
    const done = page.getByRole('dialog', { name: 'Faction Changed' });
    // The dialog first, then what it says: a failure tells which of the two did not come.
    await done.waitFor();
    await done.getByText("Removed Knight-Azyros (leader of General's Regiment): not a unit of Skaven.").waitFor();
    await screenshot(page, 'picker-settings-faction-changed-phone-light');
    await done.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(new RegExp(`/list/${id}$`));
    await expect.poll(async () => (await stored(page, id)).faction).toBe('Skaven');

    await page.goto(`/list/${id}/settings`);
    await page.getByRole('button', { name: 'Duplicate' }).click();
    await page.waitForURL((url) => /\/list\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith(id));
    await expect.poll(async () => (await storedLists<StoredList>(page)).find((item) => item.name === 'Renamed run (Copy)')?.faction).toBe('Skaven');

    await page.goto(`/list/${id}/settings`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const ask = page.getByRole('dialog', { name: 'Delete List' });
    await ask.getByText("Are you sure you want to delete 'Renamed run'?").waitFor();
    await ask.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(async () => (await stored(page, id)).deleted).toBe(true);
  });

  looksIt.each(LOOKS)('looks: picker, options sheet and settings ($viewport, $theme)', async (look) => {
    const { page } = await openQuietPage(browser(), look);
    const id = await createList(page, 'Looks');
    await openPicker(page, id, 0, 'leader');
    await screenshot(page, `picker-leader-${look.viewport}-${look.theme}`);
    await pickButton(page, 'Knight-Azyros').click();
    await page.waitForURL(new RegExp(`/list/${id}$`));
    await openPicker(page, id, 0, 'unit');
    await page.getByRole('switch', { name: 'Multi-add' }).click();
    await pickButton(page, 'Liberators').click();
    await page.getByText('+ Liberators').first().waitFor();
    await screenshot(page, `picker-unit-${look.viewport}-${look.theme}`);
    await expect.poll(async () => (await stored(page, id)).regiments[0]!.units.map((unit) => unit.name)).toEqual(['Liberators']);
    await page.goto(`/list/${id}`);
    await page.getByRole('button', { name: /^Liberators, (?:.+, )?\d+ points: options$/ }).click();
    await page.getByRole('dialog', { name: 'Liberators' }).waitFor();
    await screenshot(page, `options-sheet-unit-${look.viewport}-${look.theme}`);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: /^Knight-Azyros, (?:.+, )?\d+ points: options$/ }).click();
    await page.getByRole('dialog', { name: 'Knight-Azyros' }).waitFor();
    await screenshot(page, `options-sheet-hero-${look.viewport}-${look.theme}`);
    await page.goto(`/list/${id}/settings`);
    await page.getByRole('button', { name: 'Change Faction' }).waitFor();
    await screenshot(page, `builder-settings-${look.viewport}-${look.theme}`);
  });
});
