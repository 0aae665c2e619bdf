// Every screen of the app and its main sheets and dialogs, checked by axe-core
// for WCAG 2.1 A/AA violations a player cannot get past (serious or critical):
// each screen in the light theme (every rule) and the dark one (the colour
// rules, all a theme changes), on a phone; the builder and the army page on a
// desktop too. One page goes through them all, moving within the app, with a
// list (the battle view's Blades of Khorne list) stored beforehand and a
// campaign roster made on the way.
import { buildImportLink, formatList, parseGameData, type ArmyList } from '@scrolldex/rules';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { BATTLE_LIST_CARD, BATTLE_LIST_ID, buildBattleList, storedLibraryEntries } from '../src/test/battle-list.js';
import { withUnitOptions } from './builder-steps.js';
import { baseUrl, useBrowser, violationsInBothThemes } from './harness.js';
import { openQuietPage } from './quiet-page.js';

const browser = useBrowser();
const ARMY = 'Blades of Khorne';
const LIST = `/list/${BATTLE_LIST_ID}`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

let list: ArmyList;
let importPath: string;
let manifestationLore: string;
let regimentOfRenown: string;

beforeAll(async () => {
  const response = await fetch(`${baseUrl()}/blob?name=main`);
  const parsed = parseGameData(await response.json());
  if (!parsed.ok) throw new Error(parsed.errors.map((error) => error.message).join('\n'));
  const data = parsed.value;
  list = buildBattleList(data);
  const text = formatList(list, data, { appVersion: 'e2e', exportDate: new Date(Date.UTC(2026, 0, 10)) });
  if (!text.ok) throw new Error(text.errors.map((error) => error.message).join(' '));
  importPath = new URL(buildImportLink(baseUrl(), text.value)).pathname;
  manifestationLore = data.universalManifestations[0]!.name;
  regimentOfRenown = data.regimentsOfRenown[0]!.name;
});

/** Moves the app to `path` as its own links do (no page load): the router follows the history's popstate. */
async function goWithin(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(history.state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

describe('accessibility', () => {
  it('every screen, sheet and dialog has no serious or critical axe violation, light and dark', async () => {
    const found: string[] = [];
    const check = async (screen: string) => found.push(...(await violationsInBothThemes(page, screen)));
    /** Opens `path` within the app, waits for `ready` and checks the screen. */
    const screen = async (name: string, path: string, ready: (page: Page) => Promise<unknown>) => {
      await goWithin(page, path);
      await ready(page);
      await check(name);
    };
    const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name }).waitFor();

    const { context, page } = await openQuietPage(browser(), { viewport: 'phone', theme: 'light' }, { ...storedLibraryEntries(list), homeTab: '"lists"' });
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

    // The desktop's width: the builder beside its catalogue, and the army page.
    await page.setViewportSize(DESKTOP);
    await screen('builder at 1280', LIST, heading(list.name));
    await screen('army at 1280', `/army/${ARMY}`, heading(ARMY));
    await page.setViewportSize(PHONE);
    await screen('home', '/', (page) => page.getByRole('tab', { name: 'Lists' }).waitFor());
    await screen('army', `/army/${ARMY}`, heading(ARMY));
    await screen('unit', `/army/${ARMY}/unit/Bloodsecrator`, heading('Bloodsecrator'));
    await screen('manifestation lore', `/manifestation/${manifestationLore}`, heading(manifestationLore));
    await screen('regiment of renown', `/regiment-of-renown/${regimentOfRenown}`, heading(regimentOfRenown));
    await screen('rules', '/rules', (page) => page.getByRole('link', { name: /^Regiments/ }).waitFor());
    await screen('FAQ section', '/search/faq/Regiments', heading(/Regiments/));
    await screen('battle tactic card', `/search/battleTacticCard/${BATTLE_LIST_CARD}`, heading(BATTLE_LIST_CARD));
    await screen('path to glory', '/path-to-glory', (page) => page.getByRole('tab', { name: 'Ascension', selected: true }).waitFor());
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('combobox', { name: 'Search' }).fill('Bloodsecrator');
    await page
      .getByRole('option', { name: /^Bloodsecrator\b/ })
      .first()
      .waitFor();
    await check('search');
    await page.keyboard.press('Escape');
    await screen('settings', '/settings', heading('Settings'));
    await page.getByRole('button', { name: 'Delete All Lists', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete All Lists?' }).waitFor();
    await check('settings: a confirm dialog');
    await page.getByRole('dialog', { name: 'Delete All Lists?' }).getByRole('button', { name: 'Cancel' }).click();
    await screen('account', '/account', heading(/Account|Sign in/));
    await screen('supporters', '/price-table', heading(/./));
    await screen('create list', '/create', heading('Create New List'));
    await screen('import', '/import', heading(/Import/));
    await screen('import link', importPath, (page) => page.getByRole('dialog', { name: 'Confirm Import' }).waitFor());
    await page.keyboard.press('Escape');
    await screen('BCP login', '/bcp/login', heading(/./));
    await screen('event import', '/import-event', heading(/./));
    await screen('reset password', '/reset-password', heading(/./));
    await screen('error page', '/list/no-such-list/print', (page) => page.getByRole('heading', { level: 1 }).first().waitFor());

    // The list: builder, its sheets, the picker, settings, export, QR code, print.
    await screen('builder', LIST, heading(list.name));
    await withUnitOptions(page, "General's Regiment", 'Bloodsecrator', () => check('unit options sheet'));
    await page.getByRole('button', { name: 'Change first battle tactic card' }).click();
    await page.getByRole('dialog', { name: 'First battle tactic card' }).waitFor();
    await check('choice sheet');
    await page.keyboard.press('Escape');
    await page.getByRole('region', { name: "General's Regiment" }).getByRole('button', { name: 'Add unit', exact: true }).click();
    await page.getByRole('heading', { name: 'Select a Unit', level: 1 }).waitFor();
    await check('unit picker');
    await screen('list settings', `${LIST}/settings`, heading(/./));
    await screen('export', `${LIST}/export`, (page) => page.getByLabel('Export text').waitFor());
    await screen('QR code', `${LIST}/qrcode`, (page) => page.locator('svg, canvas, img').first().waitFor());
    await screen('print', `${LIST}/print`, heading(/./));

    // At the table: the battle view, its settings, a new game and the list's games.
    await screen('battle view', `${LIST}/battle`, heading(list.name));
    await page.getByRole('button', { name: 'New game' }).click();
    const newGame = page.getByRole('dialog', { name: 'New game' });
    await newGame.getByLabel("Opponent's name").fill('Alice');
    await check('new game dialog');
    await page.keyboard.press('Escape');
    await newGame.waitFor({ state: 'hidden' });
    await screen('battle settings', `${LIST}/battle/settings`, heading(/./));
    await screen('games', `${LIST}/games`, heading(/./));

    await context.close();
    expect(found).toEqual([]);
  }, 180_000); // About fifty axe runs on one page: the time a busy machine needs.
});
