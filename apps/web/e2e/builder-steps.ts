// How a browser test builds a list as a player does: the create form, the
// picker (one unit, or several with multi-add), the unit options sheet, the
// points badge and validity pill, and the finished list pictured in every
// look. Shared by the builder's browser tests.
import type { Browser, Locator, Page } from 'playwright-core';

import { FIRST_LOOK, LOOKS, openPage, screenshot, waitForGameData } from './harness.js';
import { libraryAsLegacyEntries, storedLists as storedListsOf } from './stored-library.js';

/** The phone's width (harness.ts), the first look's. */
const PHONE_WIDTH = 390;

export type StoredList = {
  id: string;
  name: string;
  faction: string;
  lastPointsTotal: number;
  lastValidation: string;
  /** The last verdict's issues, as codes and params. */
  errors: { code: string; params: Record<string, string | number> }[];
  warnings: { code: string; params: Record<string, string | number> }[];
  regimentOfRenown: string | null;
  regiments: { leader: { name: string; general: boolean } | null; units: { name: string }[] }[];
};

/** The device's stored lists (IndexedDB; written a moment after each change). */
export function storedLists(page: Page): Promise<StoredList[]> {
  return storedListsOf<StoredList>(page);
}

const escape = (text: string) => text.replace(/[()]/g, '\\$&');
export const points = (page: Page) => page.getByRole('status', { name: 'Points' });
export const pill = (page: Page) => page.getByRole('button', { name: /show list issues$/ });

/** The points badge read as [shown, cap]. */
export async function shownPoints(page: Page): Promise<[number, number]> {
  const [shown, cap] = ((await points(page).textContent()) ?? '').split('/').map(Number);
  return [shown!, cap!];
}

/** What the create form sets besides the name and faction: the points cap (a multiple of 250) and the validation mode, as labelled. */
export type NewListSettings = { pointsCap?: number; validator?: 'Standard' | 'Highlander' | 'Holy Havoc' | 'Legends' | 'Disabled' };

/** The create form's default points cap (DEFAULT_POINTS_CAP) and its step (POINTS_CAP_STEP). */
const DEFAULT_CAP = 2000;
const CAP_STEP = 250;

/** From the Lists tab: a new list of the faction chosen in the faction sheet (found by `search`), opened in the builder. */
export async function createList(page: Page, name: string, search: string, faction: string, { pointsCap, validator }: NewListSettings = {}) {
  await waitForGameData(page);
  await page.getByRole('tab', { name: 'Lists' }).click();
  await page.getByRole('button', { name: '+ Create' }).click();
  await page.getByRole('heading', { name: 'Create New List', level: 1 }).waitFor();
  await page.getByRole('textbox', { name: 'List name' }).fill(name);
  await page.getByRole('button', { name: /^Faction/ }).click();
  await page.getByRole('searchbox', { name: 'Search armies' }).fill(search);
  await page.getByRole('button', { name: faction, exact: true }).click();
  if (pointsCap !== undefined) {
    const cap = page.getByRole('group', { name: 'Points cap' });
    const button = cap.getByRole('button', { name: `${pointsCap < DEFAULT_CAP ? 'Decrease' : 'Increase'} Points cap` });
    for (let step = 0; step < Math.abs(DEFAULT_CAP - pointsCap) / CAP_STEP; step++) await button.click();
    await cap.getByText(String(pointsCap), { exact: true }).waitFor();
  }
  if (validator) await page.getByLabel('Validation mode').selectOption({ label: validator });
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.waitForURL(/\/list\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

/** In the unit picker: find each unit by name and pick it; back to the builder afterwards. */
export async function pick(page: Page, names: readonly string[], multiAdd = false) {
  await page.getByRole('heading', { name: 'Select a Unit', level: 1 }).waitFor();
  const multi = page.getByRole('switch', { name: 'Multi-add' });
  if ((await multi.getAttribute('aria-checked')) !== String(multiAdd)) await multi.click();
  for (const name of names) {
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(name);
    await page.getByRole('button', { name: new RegExp(`^${escape(name)}\\s*(Legends)?\\s*(Selected)?\\s*\\d+ pts$`) }).click();
  }
  if (multiAdd) await page.getByRole('button', { name: 'Back' }).click();
  await points(page).waitFor();
}

export async function addToRegiment(page: Page, title: string, units: readonly string[]) {
  await page.getByRole('region', { name: title }).getByRole('button', { name: 'Add unit', exact: true }).click();
  await pick(page, units, units.length > 1);
}

export async function addRegiment(page: Page, leader: string) {
  await page.getByRole('button', { name: 'Add regiment', exact: true }).click();
  await pick(page, [leader]);
}

/** Opens a sheet of choice cards with `opener`, chooses `name` there (after `whileOpen`, if given) and waits for the sheet to close. */
export async function chooseInSheet(page: Page, opener: Locator, title: string, name: string, whileOpen?: (sheet: Locator) => Promise<void>) {
  await opener.click();
  const sheet = page.getByRole('dialog', { name: title });
  await whileOpen?.(sheet);
  await sheet.getByRole('button', { name: `Choose ${name}`, exact: true }).click();
  await sheet.waitFor({ state: 'hidden' });
}

/** A list choice of the builder (the formation, a battle tactic card, a lore) chosen from its sheet of cards. */
export function chooseListChoice(page: Page, label: string, name: string) {
  const opener = page.getByRole('button', { name: new RegExp(`^(Choose|Change) ${label.toLowerCase()}$`) });
  return chooseInSheet(page, opener, label, name);
}

/** In a unit's options sheet: an enhancement of the table `table` chosen from its sheet of cards. */
export function chooseEnhancement(sheet: Locator, table: string, name: string) {
  return chooseInSheet(sheet.page(), sheet.getByRole('button', { name: `Choose ${table.toLowerCase()}` }), table, name);
}

/**
 * Opens the options sheet of the unit `name` in the regiment titled `region`,
 * lets `change` work in it, and closes it again.
 */
export async function withUnitOptions(page: Page, region: string, name: string, change: (sheet: Locator) => Promise<unknown>) {
  await page
    .getByRole('region', { name: region })
    .getByRole('button', { name: new RegExp(`^${escape(name)}, (?:.+, )?\\d+ points: options$`) })
    .click();
  const sheet = page.getByRole('dialog', { name });
  await sheet.waitFor();
  await change(sheet);
  await sheet.getByRole('button', { name: 'Close' }).click();
  await sheet.waitFor({ state: 'hidden' });
}

/**
 * The list's builder pictured as `<name>-<viewport>-<theme>` in every look: the first look from `page` itself when it
 * shows the list at the phone's size in the light theme (no second start of the app for `pnpm test`'s one picture),
 * the others from the stored library opened in a fresh profile.
 */
export async function pictureList(browser: Browser, page: Page, listId: string, name: string, ready: (page: Page) => Promise<void>): Promise<string[]> {
  const paths: string[] = [];
  const inHand =
    new URL(page.url()).pathname === `/list/${listId}` &&
    page.viewportSize()?.width === PHONE_WIDTH &&
    (await page.evaluate(() => document.documentElement.dataset.theme)) === FIRST_LOOK.theme;
  if (inHand) {
    await ready(page);
    paths.push(await screenshot(page, `${name}-${FIRST_LOOK.viewport}-${FIRST_LOOK.theme}`));
  }
  const others = inHand ? LOOKS.filter((look) => look !== FIRST_LOOK) : LOOKS;
  if (others.length === 0) return paths;
  const stored = await libraryAsLegacyEntries(page);
  for (const look of others) {
    const opened = await openPage(browser, { ...look, path: `/list/${listId}` }, stored);
    await waitForGameData(opened.page);
    await ready(opened.page);
    paths.push(await screenshot(opened.page, `${name}-${look.viewport}-${look.theme}`));
    await opened.context.close();
  }
  return paths;
}

/** One of the builder header's list actions (Export, Print, List settings), from its menu. */
export async function listAction(page: Page, name: 'Export' | 'Print' | 'List settings') {
  await page.getByRole('banner').getByRole('button', { name: 'List actions' }).click();
  await page.getByRole('menuitem', { name }).click();
}
