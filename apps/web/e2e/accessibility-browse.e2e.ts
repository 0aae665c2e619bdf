// axe-core on the screens a player browses (axe-screens.ts): the Lists tab,
// a campaign roster made from it with its dialogs, home, an army, a unit, a
// manifestation lore, a regiment of renown, Path to Glory and the search.
import type { ArmyList } from '@scrolldex/rules';
import { beforeAll, describe, expect, it } from 'vitest';

import { loadRealGameData } from '../src/test/real-game-data.js';
import { ARMY, battleList, heading, openScreenChecks } from './axe-screens.js';
import { useBrowser } from './harness.js';

const browser = useBrowser();

let list: ArmyList;
let manifestationLore: string;
let regimentOfRenown: string;

beforeAll(() => {
  list = battleList();
  const data = loadRealGameData();
  manifestationLore = data.universalManifestations[0]!.name;
  regimentOfRenown = data.regimentsOfRenown[0]!.name;
});

describe('accessibility', () => {
  it('the Lists tab, a campaign roster, the army screens, Path to Glory and the search have no serious or critical axe violation, light and dark', async () => {
    const { context, page, found, check, screen } = await openScreenChecks(browser(), list);
    await page.getByRole('heading', { name: 'Your Lists' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: list.name }).first().waitFor();
    await check('home, Lists tab');
    // A campaign roster, made from the Lists tab: its dialog, the roster, Log a Battle.
    await page.getByRole('button', { name: '+ New Roster' }).click();
    const newRoster = page.getByRole('dialog', { name: 'New Campaign Roster' });
    await newRoster.getByLabel('Name').fill('Skull Seekers');
    await newRoster.getByLabel('Army').selectOption(ARMY);
    await newRoster.getByLabel('Campaign').selectOption({ label: 'Ascension' });
    await check('new roster dialog');
    await newRoster.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/roster\/[\w-]+$/);
    await page.getByRole('heading', { name: 'Order of Battle' }).waitFor();
    await check('roster');
    await page.getByRole('button', { name: 'Log a Battle' }).click();
    await page.getByRole('dialog', { name: 'Log a Battle' }).waitFor();
    await check('log a battle sheet');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Log a Battle' }).waitFor({ state: 'hidden' });

    await screen('home', '/', (page) => page.getByRole('tab', { name: 'Lists' }).waitFor());
    await screen('army', `/army/${ARMY}`, heading(ARMY));
    await screen('unit', `/army/${ARMY}/unit/Bloodsecrator`, heading('Bloodsecrator'));
    await screen('manifestation lore', `/manifestation/${manifestationLore}`, heading(manifestationLore));
    await screen('regiment of renown', `/regiment-of-renown/${regimentOfRenown}`, heading(regimentOfRenown));
    await screen('path to glory', '/path-to-glory', (page) => page.getByRole('tab', { name: 'Ascension', selected: true }).waitFor());
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('combobox', { name: 'Search' }).fill('Bloodsecrator');
    await page
      .getByRole('option', { name: /^Bloodsecrator\b/ })
      .first()
      .waitFor();
    await check('search');

    await context.close();
    expect(found).toEqual([]);
  }, 120_000); // About twenty-five axe runs on one page: the time a busy machine needs.
});
