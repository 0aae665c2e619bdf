// The desktop builder's unit catalogue, in a real browser on the real data: at
// 1280 px the list has the catalogue beside it; a hero dragged onto 'Add
// regiment' leads a new regiment and a unit dragged onto it joins, the points
// following; a unit the regiment's leader does not allow says why while it
// hovers and adds nothing when dropped; the keyboard adds through a row's 'Add
// to' menu; a unit of the list opened shows its warscroll beside the list in
// the catalogue's place. At 390 px the builder has no catalogue. Pictured
// light and dark.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { createList, points, shownPoints, storedLists, withUnitOptions } from './builder-steps.js';
import { ALL_LOOKS, extraScreenshot, nextPaint, openPage, screenshot, toastSaying, useBrowser } from './harness.js';

const browser = useBrowser();

const catalogue = (page: Page) => page.getByRole('complementary', { name: 'Units' });
/** A unit's row in the catalogue: the button that drags it, named by its text ('Liberators 110 pts'). */
const row = (page: Page, name: string) => catalogue(page).getByRole('button', { name: new RegExp(`^${name}\\s*\\d+ pts$`) });

async function rowPoints(page: Page, name: string): Promise<number> {
  return Number(/(\d+) pts$/.exec((await row(page, name).textContent()) ?? '')![1]);
}

/**
 * Drags the catalogue row of `name` over `target` with the mouse; `whileOver` runs before it is let go. The row is
 * found by the search first, so it sits high in the pane, and the target is scrolled to the middle of the window:
 * both away from the edges where a drag scrolls the page.
 */
async function dragFromCatalogue(page: Page, name: string, target: Locator, whileOver?: () => Promise<void>) {
  await catalogue(page).getByRole('searchbox', { name: 'Search units' }).fill(name);
  await row(page, name).waitFor();
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await nextPaint(page);
  const from = (await row(page, name).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 - 20, from.y + from.height / 2 + 10, { steps: 3 });
  // What a screen reader hears (builder-dnd.tsx) says when the drag has begun: on a busy machine the pointer's moves
  // came before dnd-kit had taken them in, and the drop landed on no place.
  await announced(page, `Picked up ${name}.`);
  await moveOver(page, name, target);
  await nextPaint(page);
  await whileOver?.();
  await page.mouse.up();
}

/** How many times the pointer moves again over a target that has not said it is under the drag. */
const MOVES_OVER = 10;

/**
 * Moves the dragged `name` over `target` until dnd-kit says it is over a place. dnd-kit measures the places after
 * the drag has begun and finds the one under the pointer on its next move: on a busy machine the measure came
 * after the last move, and the drag stayed over no place. A hand keeps moving a little; so does this.
 */
async function moveOver(page: Page, name: string, target: Locator): Promise<void> {
  const over = page.getByText(new RegExp(`^${name} (can be dropped here|cannot go here)`));
  for (let move = 0; move < MOVES_OVER; move += 1) {
    const to = (await target.boundingBox())!;
    await page.mouse.move(to.x + to.width / 2 + (move % 2), to.y + Math.min(to.height / 2, 40), { steps: move === 0 ? 12 : 2 });
    try {
      await over.waitFor({ state: 'attached', timeout: 3_000 });
      return;
    } catch {
      // Not yet over a place: move again.
    }
  }
  await over.waitFor({ state: 'attached' });
}

/** Until dnd-kit's live region says `text`. */
async function announced(page: Page, text: string | RegExp): Promise<void> {
  await page.getByText(text).waitFor({ state: 'attached' });
}

async function storedRegiments(page: Page): Promise<string[][]> {
  const [list] = await storedLists(page);
  return list!.regiments.map((regiment) => [regiment.leader?.name ?? '', ...regiment.units.map((unit) => unit.name)]);
}

describe('the desktop catalogue', () => {
  it('adds units by drag and drop and by the Add to menu, refusing what a place does not take', { timeout: 180_000 }, async () => {
    const { context, page } = await openPage(browser(), { viewport: 'desktop', theme: 'light', path: '/' });
    await createList(page, 'Catalogue Host', 'stormcast', 'Stormcast Eternals');
    await catalogue(page).getByRole('heading', { name: 'HERO' }).waitFor();
    const azyros = await rowPoints(page, 'Knight-Azyros');
    const liberators = await rowPoints(page, 'Liberators');

    // A hero onto 'Add regiment' leads a new regiment; a unit onto the regiment joins it.
    await dragFromCatalogue(page, 'Knight-Azyros', page.getByRole('button', { name: 'Add regiment', exact: true }));
    const regiment = page.getByRole('region', { name: "General's Regiment" });
    await regiment.waitFor();
    await dragFromCatalogue(page, 'Liberators', regiment);
    await regiment.getByRole('button', { name: /^Liberators, (?:.+, )?\d+ points: options$/ }).waitFor();
    await expect(shownPoints(page)).resolves.toEqual([azyros + liberators, 2000]);
    await expect.poll(() => storedRegiments(page)).toEqual([['Knight-Azyros', 'Liberators']]);

    // Gryph-hounds are not in the Knight-Azyros's options: the drag says so over the regiment, and the drop adds nothing.
    const why = "Not in Knight-Azyros's regiment options";
    await dragFromCatalogue(page, 'Gryph-hounds', regiment, async () => {
      await page.getByText(why, { exact: true }).waitFor();
      await extraScreenshot(page, 'catalogue-refused-desktop-light', { viewport: true });
    });
    await toastSaying(page, `Gryph-hounds: ${why}`).waitFor();
    await expect(regiment.getByRole('button', { name: /^Gryph-hounds/ }).count()).resolves.toBe(0);
    await expect(shownPoints(page)).resolves.toEqual([azyros + liberators, 2000]);

    // The search narrows the catalogue; the keyboard adds from a row's menu, where a refusing place says why.
    await catalogue(page).getByRole('searchbox', { name: 'Search units' }).fill('gryph');
    const shown = await catalogue(page).getByRole('listitem').allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    for (const text of shown) expect(text).toMatch(/gryph/i);
    await catalogue(page).getByRole('button', { name: 'Add Gryph-hounds to' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: `General's Regiment: ${why}` }).getAttribute('aria-disabled')).resolves.toBe('true');
    await menu.getByRole('menuitem', { name: 'Auxiliary Units' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: /^Gryph-hounds, (?:.+, )?\d+ points: options$/ }).waitFor();
    const hounds = await rowPoints(page, 'Gryph-hounds');
    await expect(shownPoints(page)).resolves.toEqual([azyros + liberators + hounds, 2000]);
    await expect.poll(async () => (await storedLists(page))[0]!.lastPointsTotal).toBe(azyros + liberators + hounds);

    // Opening a unit of the list puts its warscroll beside the list, in the catalogue's place, until 'Back to units'.
    await withUnitOptions(page, "General's Regiment", 'Liberators', async () => undefined);
    const selected = page.getByRole('complementary', { name: 'Warscroll' });
    const warscroll = selected.getByRole('region', { name: 'Liberators warscroll' });
    await warscroll.waitFor();
    await catalogue(page).waitFor({ state: 'detached' });
    for (const part of ['Melee Weapons', 'Abilities']) await selected.getByRole('heading', { name: part }).waitFor();
    await expect(warscroll.evaluate((element) => element.getBoundingClientRect().left)).resolves.toBeGreaterThan(
      await regiment.evaluate((element) => element.getBoundingClientRect().right),
    );
    await extraScreenshot(page, 'catalogue-warscroll-desktop-light', { viewport: true });
    if (ALL_LOOKS) {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      await extraScreenshot(page, 'catalogue-warscroll-desktop-dark', { viewport: true });
      await page.emulateMedia({ colorScheme: 'light' });
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    }
    await selected.getByRole('button', { name: 'Back to units' }).click();
    await selected.waitFor({ state: 'detached' });
    // The focus goes to the catalogue brought back, not to the top of the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('aside')?.getAttribute('aria-labelledby'))).toBe('catalogue-heading');

    await catalogue(page).getByRole('searchbox', { name: 'Search units' }).fill('');
    // From the top: a whole-page picture of a scrolled page draws the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'catalogue-desktop-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await extraScreenshot(page, 'catalogue-desktop-dark');

    // A phone has the picker sheets, not the catalogue.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'light' });
    await points(page).waitFor();
    await catalogue(page).waitFor({ state: 'detached' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await extraScreenshot(page, 'catalogue-none-phone-light');
    await context.close();
  });
});
