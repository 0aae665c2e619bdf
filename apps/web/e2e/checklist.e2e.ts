// A new list in a real browser: what it still needs reads as a short neutral
// checklist (formation, the general's regiment, two battle tactic cards) and
// a neutral pill, not as error panels; each step opens its choice and is
// ticked off once taken, and the checklist is gone when the list has all it needs.
import { describe, expect, it } from 'vitest';

import { chooseInSheet, createList, pick, pictureList } from './builder-steps.js';
import { FIRST_LOOK, openPage, useBrowser } from './harness.js';

const browser = useBrowser();

describe('a new list', () => {
  it('shows what it still needs as a checklist, each step opening its choice', { timeout: 120_000 }, async () => {
    const { context, page } = await openPage(browser(), { ...FIRST_LOOK, path: '/' });
    await createList(page, 'Fresh Start', 'stormcast', 'Stormcast Eternals');
    const checklist = page.getByRole('region', { name: /^To finish this list/ });
    await expect
      .poll(() => checklist.getByRole('listitem').allTextContents())
      .toEqual(['Choose a battle formation', "Add the general's regiment", 'Choose two battle tactic cards']);
    // Not done yet is not wrong: no error panel says so.
    for (const message of ['Formation must be selected.', 'Must select two battle tactic cards.', '1 general must be selected.']) {
      await expect(page.getByText(message).count()).resolves.toBe(0);
    }
    await page.getByRole('button', { name: '3 steps left: show list issues', exact: true }).waitFor();
    const listId = new URL(page.url()).pathname.split('/').pop()!;
    await pictureList(browser(), page, listId, 'checklist-new-list', (opened) => opened.getByRole('region', { name: /^To finish this list/ }).waitFor());

    await chooseInSheet(page, checklist.getByRole('button', { name: 'Choose a battle formation' }), 'Battle formation', 'Thunderhead Host');
    await checklist.getByText('Choose a battle formation (done)').waitFor();
    await checklist.getByRole('button', { name: "Add the general's regiment" }).click();
    await pick(page, ['Lord-Vigilant on Morrgryph']);
    await checklist.getByText("Add the general's regiment (done)").waitFor();
    await page.getByRole('button', { name: 'Lord-Vigilant on Morrgryph is the general' }).waitFor();
    await expect(checklist.getByRole('heading').textContent()).resolves.toContain('1 step left');

    await checklist.getByRole('button', { name: 'Choose two battle tactic cards' }).click();
    const first = page.getByRole('dialog', { name: 'First battle tactic card' });
    await first.getByRole('button', { name: 'Choose Blazing Onslaught', exact: true }).click();
    await first.waitFor({ state: 'hidden' });
    await chooseInSheet(page, checklist.getByRole('button', { name: 'Choose two battle tactic cards' }), 'Second battle tactic card', 'Legend of the Parch');
    await checklist.waitFor({ state: 'detached' });
    await context.close();
  });
});
