// axe-core on a list's screens (axe-screens.ts): the builder and the army
// page at a desktop's width too, the builder's sheets and unit picker, the
// list's settings, export, QR code and print, and at the table the battle
// view, a new game's dialog, the battle settings and the list's games.
import type { ArmyList } from '@scrolldex/rules';
import { beforeAll, describe, expect, it } from 'vitest';

import { BATTLE_LIST_ID } from '../src/test/battle-list.js';
import { ARMY, battleList, DESKTOP, heading, openScreenChecks, PHONE } from './axe-screens.js';
import { withUnitOptions } from './builder-steps.js';
import { useBrowser } from './harness.js';

const browser = useBrowser();
const LIST = `/list/${BATTLE_LIST_ID}`;

let list: ArmyList;

beforeAll(() => {
  list = battleList();
});

describe('accessibility', () => {
  it("a list's builder, sheets, pages and battle view have no serious or critical axe violation, light and dark", async () => {
    const { context, page, found, check, screen } = await openScreenChecks(browser(), list);
    // The desktop's width: the builder beside its catalogue, and the army page.
    await page.setViewportSize(DESKTOP);
    await screen('builder at 1280', LIST, heading(list.name));
    await screen('army at 1280', `/army/${ARMY}`, heading(ARMY));
    await page.setViewportSize(PHONE);

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
  }, 120_000); // About thirty axe runs on one page: the time a busy machine needs.
});
