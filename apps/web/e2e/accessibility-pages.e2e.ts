// axe-core on the app's other pages (axe-screens.ts): the rules, a FAQ
// section, a battle tactic card, settings and its confirm dialog, the account,
// the supporters' prices, a new list, import (and an import link's dialog),
// the BCP login, the event import, the password reset and the error page.
import { buildImportLink, formatList, type ArmyList } from '@scrolldex/rules';
import { beforeAll, describe, expect, it } from 'vitest';

import { BATTLE_LIST_CARD } from '../src/test/battle-list.js';
import { loadRealGameData } from '../src/test/real-game-data.js';
import { battleList, heading, openScreenChecks } from './axe-screens.js';
import { baseUrl, useBrowser } from './harness.js';

const browser = useBrowser();

let list: ArmyList;
let importPath: string;

beforeAll(() => {
  list = battleList();
  const text = formatList(list, loadRealGameData(), { appVersion: 'e2e', exportDate: new Date(Date.UTC(2026, 0, 10)) });
  if (!text.ok) throw new Error(text.errors.map((error) => error.message).join(' '));
  importPath = new URL(buildImportLink(baseUrl(), text.value)).pathname;
});

describe('accessibility', () => {
  it('the rules, settings, the account, import and the other pages have no serious or critical axe violation, light and dark', async () => {
    const { context, page, found, check, screen } = await openScreenChecks(browser(), list);
    await screen('rules', '/rules', (page) => page.getByRole('link', { name: /^Regiments/ }).waitFor());
    await screen('FAQ section', '/search/faq/Regiments', heading(/Regiments/));
    await screen('battle tactic card', `/search/battleTacticCard/${BATTLE_LIST_CARD}`, heading(BATTLE_LIST_CARD));
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

    await context.close();
    expect(found).toEqual([]);
  }, 120_000); // About thirty axe runs on one page: the time a busy machine needs.
});
