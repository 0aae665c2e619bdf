// Undo in the builder, in a real browser on the real data: a removed unit
// comes back from its toast's Undo, Ctrl+Shift+Z removes it again, Ctrl+Z
// steps back through the edits (the picker's additions too), each step stored;
// after a reload, Ctrl+Z and Ctrl+Shift+Z go on from where they were.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { addRegiment, addToRegiment, createList, storedLists } from './builder-steps.js';
import { FIRST_LOOK, LOOKS, looksIt, openPage, screenshot, toastSaying, useBrowser } from './harness.js';
import { storedListHistory, storedLists as storedListsOf } from './stored-library.js';

const browser = useBrowser();

/** The stored list's units, leader first, per regiment. */
async function storedUnits(page: Page): Promise<string[][]> {
  const [list] = await storedLists(page);
  return list!.regiments.map((regiment) => [regiment.leader?.name ?? '', ...regiment.units.map((unit) => unit.name)]);
}

/** Whether the stored undo history is the one of the stored list as it is now: the last step's write has landed. */
async function historyStored(page: Page): Promise<boolean> {
  const [list] = await storedListsOf<{ id: string; _updatedAt: number }>(page);
  return list !== undefined && (await storedListHistory(page, list.id))?.listUpdatedAt === list._updatedAt;
}

describe('undo in the builder', () => {
  it('brings a removed unit back from the toast, and steps through the edits with Ctrl+Z and Ctrl+Shift+Z, over a reload', { timeout: 120_000 }, async () => {
    const { context, page } = await openPage(browser(), { ...FIRST_LOOK, path: '/' });
    await createList(page, 'Second Thoughts', 'stormcast', 'Stormcast Eternals');
    await addRegiment(page, 'Lord-Vigilant on Morrgryph');
    await addToRegiment(page, "General's Regiment", ['Vindictors', 'Liberators']);
    const regiment = page.getByRole('region', { name: "General's Regiment" });
    const liberators = regiment.getByRole('button', { name: /^Liberators, (?:.+, )?\d+ points: options$/ });
    const vindictors = regiment.getByRole('button', { name: /^Vindictors, (?:.+, )?\d+ points: options$/ });
    await liberators.waitFor();

    await regiment.getByRole('button', { name: 'Remove Liberators' }).click();
    await liberators.waitFor({ state: 'detached' });
    const toast = toastSaying(page, 'Removed Liberators');
    await toast.waitFor();
    await screenshot(page, `undo-toast-${FIRST_LOOK.viewport}-${FIRST_LOOK.theme}`, { viewport: true });
    await toast.getByRole('button', { name: 'Undo' }).click();
    await liberators.waitFor();
    await expect.poll(() => storedUnits(page)).toEqual([['Lord-Vigilant on Morrgryph', 'Vindictors', 'Liberators']]);

    // Redo takes it away again; undo twice more goes back before the picker's multi-add.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+Shift+Z');
    await liberators.waitFor({ state: 'detached' });
    await page.keyboard.press('Control+Z');
    await liberators.waitFor();
    await page.keyboard.press('Control+Z');
    await liberators.waitFor({ state: 'detached' });
    await page.keyboard.press('Control+Z');
    await vindictors.waitFor({ state: 'detached' });
    await expect.poll(() => storedUnits(page)).toEqual([['Lord-Vigilant on Morrgryph']]);
    await page.keyboard.press('Control+Y');
    await vindictors.waitFor();
    await expect.poll(() => storedUnits(page)).toEqual([['Lord-Vigilant on Morrgryph', 'Vindictors']]);

    // The steps outlast a reload once stored: one back (Vindictors go), then forward twice, the second undone before the reload.
    await expect.poll(() => historyStored(page)).toBe(true);
    await page.reload();
    await vindictors.waitFor();
    await page.keyboard.press('Control+Z');
    await vindictors.waitFor({ state: 'detached' });
    await expect.poll(() => storedUnits(page)).toEqual([['Lord-Vigilant on Morrgryph']]);
    await page.keyboard.press('Control+Shift+Z');
    await vindictors.waitFor();
    await page.keyboard.press('Control+Shift+Z');
    await liberators.waitFor();
    await expect.poll(() => storedUnits(page)).toEqual([['Lord-Vigilant on Morrgryph', 'Vindictors', 'Liberators']]);
    await context.close();
  });

  for (const look of LOOKS) {
    looksIt(`pictures the toast with Undo (${look.viewport}, ${look.theme})`, { timeout: 120_000 }, async () => {
      const { context, page } = await openPage(browser(), { ...look, path: '/' });
      await createList(page, 'Second Thoughts', 'stormcast', 'Stormcast Eternals');
      await addRegiment(page, 'Lord-Vigilant on Morrgryph');
      await page.getByRole('button', { name: 'Remove Lord-Vigilant on Morrgryph' }).click();
      await toastSaying(page, 'Removed Lord-Vigilant on Morrgryph').waitFor();
      await screenshot(page, `undo-toast-${look.viewport}-${look.theme}`, { viewport: true });
      await context.close();
    });
  }
});
