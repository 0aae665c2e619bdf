// The Lists tab in a real browser on the real data, with lists a returning
// player has (made by the engine's createList on the data the server serves,
// stored as the app stores them): folders (New Folder and its edit dialog,
// Move To, drag and drop in and out, Edit, Delete both ways), Duplicate,
// Lock All, Delete with its question and 'Don't show again', dropping on the
// trash, search, List Issues with a one-tap fix, and a change kept over a
// reload that cut its IndexedDB write short. Screenshots of the tab
// with folders at phone and desktop, light and dark.
import { LATEST_MIGRATION, type ArmyList } from '@scrolldex/rules';
import { join } from 'node:path';

import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { engineData, engineList } from './engine-lists.js';
import { LOOKS, looksIt, nextPaint, openPage, screenshot, toastSaying, useBrowser, waitForGameData, type PageOptions } from './harness.js';
import { SCREENSHOT_DIR } from './paths.js';
import { openQuietPage } from './quiet-page.js';
import { clicksArriveAgain, drag, newFolder } from './library-board.js';
import { storedLists, storedOrder } from './stored-library.js';

const browser = useBrowser({ keptPages: true, keepGameData: true });
const NOW = Date.UTC(2026, 10, 1);
const SEEDS = [
  { id: 'list-hammer', name: 'Hammer Host', faction: 'Stormcast Eternals' },
  { id: 'list-seraphon', name: 'Starborne', faction: 'Seraphon' },
  { id: 'list-khorne', name: 'Blood Tide', faction: 'Blades of Khorne' },
  { id: 'list-kharadron', name: 'Sky Port', faction: 'Kharadron Overlords' },
];

let lists: ArmyList[];

beforeAll(() => {
  lists = SEEDS.map((seed) => engineList(seed, [], NOW));
});

/** The storage of a returning player with these lists in this order, on the Lists tab (kept as earlier versions kept it: the app moves it to IndexedDB). */
function stored(extra: Record<string, string> = {}): Record<string, string> {
  return {
    lists: JSON.stringify(Object.fromEntries(lists.map((list) => [list.id, list]))),
    listStoreStats: JSON.stringify({ order: lists.map((list) => list.id), orderUpdatedAt: NOW, unsyncedLists: 0, unsyncedFolders: 0, lastSynced: null }),
    listMigrationVersion: JSON.stringify(LATEST_MIGRATION),
    homeTab: JSON.stringify('lists'),
    ...extra,
  };
}

async function openLists(options: PageOptions = {}, extra: Record<string, string> = {}) {
  const opened = await openQuietPage(browser(), options, stored(extra));
  await opened.page.getByRole('heading', { name: 'Your Lists' }).waitFor();
  return opened;
}

const board = (page: Page) => page.getByRole('list', { name: 'Saved lists and folders' });
/** The rows' first words, in order: list names and folder names. */
async function rowNames(page: Page): Promise<string[]> {
  const texts = await board(page).getByRole('listitem').allTextContents();
  const names = [...SEEDS.map((seed) => seed.name), 'Tournament', 'Casual'];
  return texts.map((text) => names.find((name) => text.includes(name)) ?? text);
}

async function menu(page: Page, owner: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${owner}`, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** Drags `handle` by mouse over the Trash, which shows once a drag starts; `beforeDrop` runs with the drag still held. */
async function dragToTrash(page: Page, handle: Locator, beforeDrop: () => Promise<unknown>): Promise<void> {
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 40, { steps: 4 });
  const trash = page.getByRole('region', { name: 'Trash' });
  await trash.waitFor();
  const box = (await trash.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
  await beforeDrop();
  await page.mouse.up();
  await clicksArriveAgain(page);
}

/** In the page: holds the saved lists' store in a readwrite transaction, kept open by one request after another. */
function holdSavedLists(): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('scrolldex');
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
    request.onsuccess = () => {
      const store = request.result.transaction('savedLists', 'readwrite').objectStore('savedLists');
      const next = () => {
        store.count().onsuccess = next;
      };
      next();
      resolve();
    };
  });
}

describe('the Lists tab', () => {
  it('makes, fills, renames and deletes folders, by menu and by drag and drop', async () => {
    const { page } = await openLists({ viewport: 'desktop', theme: 'light' });
    expect(await rowNames(page)).toEqual(['Hammer Host', 'Starborne', 'Blood Tide', 'Sky Port']);
    await expect(board(page).getByRole('listitem').first().textContent()).resolves.toContain('0/2000 pts');

    // New Folder: a generated name, then the edit dialog in create mode.
    await page.getByRole('button', { name: 'New Folder' }).click();
    const create = page.getByRole('dialog', { name: 'New Folder' });
    await expect(create.getByLabel('Name').inputValue()).resolves.toMatch(/^\S+ \S+$/);
    await create.getByLabel('Name').fill('Tournament');
    await create.getByRole('radio', { name: 'Blue' }).check();
    await create.getByRole('button', { name: 'Save' }).click();
    await create.waitFor({ state: 'hidden' });
    expect(await rowNames(page)).toEqual(['Tournament', 'Hammer Host', 'Starborne', 'Blood Tide', 'Sky Port']);

    // Move To, into the existing folder (picked from the suggestions).
    await menu(page, 'Hammer Host', 'Move To');
    const move = page.getByRole('dialog', { name: 'Move to Folder' });
    await move.getByRole('combobox').fill('tour');
    await move.getByRole('option', { name: 'Tournament' }).click();
    await move.getByRole('button', { name: 'Move' }).click();
    await move.waitFor({ state: 'hidden' });
    expect(await rowNames(page)).toEqual(['Tournament', 'Starborne', 'Blood Tide', 'Sky Port']);
    const folderToggle = page.getByRole('button', { name: /^Tournament/ });
    await expect(folderToggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await folderToggle.click();
    expect(await rowNames(page)).toEqual(['Tournament', 'Hammer Host', 'Starborne', 'Blood Tide', 'Sky Port']);

    // Drag Sky Port up onto Hammer Host: into the folder, first.
    await drag(
      page,
      page.getByRole('button', { name: 'Drag list Sky Port' }),
      page.getByRole('button', { name: 'Drag list Hammer Host in folder Tournament' }),
    );
    await expect(folderToggle.textContent()).resolves.toContain('2 lists');
    expect(await rowNames(page)).toEqual(['Tournament', 'Sky Port', 'Hammer Host', 'Starborne', 'Blood Tide']);

    // Drag Hammer Host down onto Starborne, pulled left: out of the folder, after Starborne.
    await drag(
      page,
      page.getByRole('button', { name: 'Drag list Hammer Host in folder Tournament' }),
      page.getByRole('button', { name: 'Drag list Starborne' }),
      -40,
    );
    expect(await rowNames(page)).toEqual(['Tournament', 'Sky Port', 'Starborne', 'Hammer Host', 'Blood Tide']);
    await expect.poll(async () => (await storedOrder(page)).slice(1)).toEqual(['list-seraphon', 'list-hammer', 'list-khorne']);

    // Edit renames it.
    await menu(page, 'folder Tournament', 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit Folder' });
    await edit.getByLabel('Name').fill('Casual');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: /^Casual/ }).waitFor();

    // Delete, moving the lists out: they take the folder's place.
    await menu(page, 'folder Casual', 'Delete');
    const remove = page.getByRole('dialog', { name: 'Delete Folder' });
    await remove.getByText('Are you sure you want to delete the folder Casual?').waitFor();
    await remove.getByText('All lists in the folder will be moved to the top level.').waitFor();
    await remove.getByRole('button', { name: 'Delete' }).click();
    expect(await rowNames(page)).toEqual(['Sky Port', 'Starborne', 'Hammer Host', 'Blood Tide']);

    // A folder deleted with its lists.
    await menu(page, 'Blood Tide', 'Move To');
    await move.getByRole('combobox').fill('Casual');
    await move.getByText("A new folder 'Casual' will be created.").waitFor();
    await move.getByRole('button', { name: 'Move' }).click();
    await menu(page, 'folder Casual', 'Delete');
    await remove.getByLabel('Move all lists out of the folder before deleting').uncheck();
    await remove.getByText('This action will delete all lists in the folder.').waitFor();
    await remove.getByRole('button', { name: 'Delete' }).click();
    expect(await rowNames(page)).toEqual(['Sky Port', 'Starborne', 'Hammer Host']);
  });

  it('duplicates, locks all, and deletes with its question and without it once told', async () => {
    const { page } = await openLists({ viewport: 'phone', theme: 'light' });
    await menu(page, 'Starborne', 'Duplicate');
    await page.waitForURL(/\/list\/[0-9a-f-]{36}$/);
    await page.goBack();
    await page.getByRole('heading', { name: 'Your Lists' }).waitFor();
    const texts = await board(page).getByRole('listitem').allTextContents();
    expect(texts[2]).toContain('Starborne (Copy)');

    // Lock All over a folder.
    await menu(page, 'Hammer Host', 'Move To');
    const move = page.getByRole('dialog', { name: 'Move to Folder' });
    await move.getByRole('combobox').fill('Tournament');
    await move.getByRole('button', { name: 'Move' }).click();
    await menu(page, 'folder Tournament', 'Lock All');
    await page.getByRole('button', { name: /^Tournament/ }).click();
    await expect(board(page).getByRole('listitem').filter({ hasText: 'Hammer Host' }).textContent()).resolves.toContain('Locked');
    await page.getByRole('button', { name: 'Actions for folder Tournament' }).click();
    await page.getByRole('menuitem', { name: 'Unlock All' }).waitFor();
    await page.keyboard.press('Escape');

    // Delete asks, 'Don't show again' turns the setting off, the next delete does not ask.
    await menu(page, 'Blood Tide', 'Delete');
    const ask = page.getByRole('dialog', { name: 'Delete List' });
    await ask.getByText("Are you sure you want to delete 'Blood Tide'?").waitFor();
    await ask.getByLabel("Don't show again").check();
    await ask.getByRole('button', { name: 'Delete' }).click();
    await expect(page.evaluate(() => localStorage.getItem('confirmDeleteLists'))).resolves.toBe('false');
    await menu(page, 'Sky Port', 'Delete');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    // The copy's row reads 'Starborne (Copy)'.
    expect(await rowNames(page)).toEqual(['Tournament', 'Hammer Host', 'Starborne', 'Starborne']);
  });

  it('deletes a list dropped on the trash, after asking, and opens the folder delete dialog for a folder dropped there', async () => {
    const { page } = await openLists({ viewport: 'desktop', theme: 'dark' });
    const trash = page.getByRole('region', { name: 'Trash' });
    await dragToTrash(page, page.getByRole('button', { name: 'Drag list Blood Tide' }), async () => {
      await nextPaint(page);
      // The screen as it is (a full-page picture resizes the window, which ends a drag).
      await page.screenshot({ path: join(SCREENSHOT_DIR, 'lists-dragging-desktop-dark.png') });
    });
    const ask = page.getByRole('dialog', { name: 'Delete List' });
    await ask.getByText("Are you sure you want to delete 'Blood Tide'?").waitFor();
    await ask.getByRole('button', { name: 'Delete' }).click();
    expect(await rowNames(page)).toEqual(['Hammer Host', 'Starborne', 'Sky Port']);

    // A folder dropped there: the folder's delete dialog, and the lists stay.
    await newFolder(page, 'Tournament');
    await dragToTrash(page, page.getByRole('button', { name: 'Drag folder Tournament' }), () =>
      // Dropped once the trash shows the folder over it (its dashed border turns solid).
      expect.poll(() => trash.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('solid'),
    );
    const remove = page.getByRole('dialog', { name: 'Delete Folder' });
    await remove.getByText('Are you sure you want to delete the folder Tournament?').waitFor();
    await remove.getByRole('button', { name: 'Delete' }).click();
    await remove.waitFor({ state: 'hidden' });
    expect(await rowNames(page)).toEqual(['Hammer Host', 'Starborne', 'Sky Port']);
  });

  it('puts a list dropped on a folder row inside it: empty, closed and open', async () => {
    const { page } = await openLists({ viewport: 'desktop', theme: 'light' });
    const folder = await newFolder(page, 'Tournament');

    await drag(page, page.getByRole('button', { name: 'Drag list Sky Port' }), folder);
    await expect.poll(() => folder.textContent()).toContain('1 list');
    // The screen as it is (a full-page picture resizes the window, which ends a drag).
    await drag(page, page.getByRole('button', { name: 'Drag list Blood Tide' }), folder, 0, () =>
      page.screenshot({ path: join(SCREENSHOT_DIR, 'lists-drop-into-folder-desktop-light.png') }),
    );
    await expect.poll(() => folder.textContent()).toContain('2 lists');
    expect(await rowNames(page)).toEqual(['Tournament', 'Hammer Host', 'Starborne']);

    await folder.click();
    // Dragged once the open folder shows its lists: a drag measured before they push the rows down starts from the wrong row.
    await expect.poll(() => rowNames(page)).toEqual(['Tournament', 'Sky Port', 'Blood Tide', 'Hammer Host', 'Starborne']);
    await drag(page, page.getByRole('button', { name: 'Drag list Starborne' }), folder);
    await expect.poll(() => folder.textContent()).toContain('3 lists');
    expect(await rowNames(page)).toEqual(['Tournament', 'Sky Port', 'Blood Tide', 'Starborne', 'Hammer Host']);
  });

  it('brings back a deleted list, and a deleted folder with its lists, from the toast; keeps a delete a reload cut short', async () => {
    const { page } = await openLists({ viewport: 'phone', theme: 'light' }, { confirmDeleteLists: 'false' });
    await menu(page, 'Starborne', 'Delete');
    const listToast = toastSaying(page, 'List deleted');
    await listToast.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => rowNames(page)).toEqual(['Hammer Host', 'Starborne', 'Blood Tide', 'Sky Port']);

    for (const name of ['Hammer Host', 'Blood Tide']) {
      await menu(page, name, 'Move To');
      const move = page.getByRole('dialog', { name: 'Move to Folder' });
      await move.getByRole('combobox').fill('Tournament');
      await move.getByRole('button', { name: 'Move' }).click();
      await move.waitFor({ state: 'hidden' });
    }
    await page.getByRole('button', { name: /^Tournament/ }).click();
    await menu(page, 'folder Tournament', 'Delete');
    const remove = page.getByRole('dialog', { name: 'Delete Folder' });
    await remove.getByLabel('Move all lists out of the folder before deleting').uncheck();
    await remove.getByRole('button', { name: 'Delete' }).click();
    await remove.waitFor({ state: 'hidden' });
    expect(await rowNames(page)).toEqual(['Starborne', 'Sky Port']);
    const folderToast = toastSaying(page, 'Folder deleted');
    await screenshot(page, 'lists-undo-toast-phone-light', { viewport: true });
    await folderToast.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => rowNames(page)).toEqual(['Tournament', 'Hammer Host', 'Blood Tide', 'Starborne', 'Sky Port']);
    const deletedNames = async () => (await storedLists<{ name: string; deleted: boolean }>(page)).filter((list) => list.deleted).map((list) => list.name);
    await expect.poll(deletedNames).toEqual([]);

    // A delete whose IndexedDB write a reload cuts short: a transaction of the test's own holds the lists' store until
    // the page goes, so the app's write waits behind it. The change was copied ahead (data/write-ahead.ts) and stays.
    await page.evaluate(holdSavedLists);
    await menu(page, 'Starborne', 'Delete');
    await expect.poll(() => rowNames(page)).not.toContain('Starborne');
    await page.reload();
    await board(page).getByText('Sky Port').waitFor();
    expect(await rowNames(page)).not.toContain('Starborne');
    await expect.poll(deletedNames).toEqual(['Starborne']);
  });

  it('searches with the query language and fixes an issue in one tap', async () => {
    const { page } = await openLists({ viewport: 'phone', theme: 'light' });
    await page.getByRole('searchbox', { name: 'Search lists' }).fill('a:seraphon');
    const results = page.getByRole('list', { name: 'Search results' });
    await expect.poll(() => results.getByRole('listitem').allTextContents()).toEqual([expect.stringContaining('Starborne')]);
    await page.getByRole('searchbox', { name: 'Search lists' }).fill('');

    await page.getByRole('button', { name: /^Hammer Host: \d+ errors, show the list issues$/ }).click();
    const issues = page.getByRole('dialog', { name: 'List Issues' });
    await issues.getByText('Formation must be selected.').waitFor();
    // Once the sheet has risen: screenshot() waits for its animation.
    await screenshot(page, 'lists-issues-phone-light');
    // A long fix wraps inside its button: the screen's style, not the button's single line, wins.
    const longFix = issues.getByRole('button', { name: /^Choose the battle tactic card / }).first();
    await expect(longFix.evaluate((button) => getComputedStyle(button).whiteSpace)).resolves.toBe('normal');
    const formation = engineData().armies['Stormcast Eternals']!.battleFormations[0]!.name;
    await issues.getByRole('button', { name: `Choose the formation ${formation}` }).click();
    await issues.getByText('Formation must be selected.').waitFor({ state: 'hidden' });
    await issues.getByText('1 general must be selected.').waitFor();
  });

  it('loads the list engine only on a device with lists, and cleans a list saved against other data', async () => {
    const { context, page } = await openPage(browser(), { serviceWorkers: 'allow' });
    await waitForGameData(page);
    // The offline worker registers at the same idle moment the cleaning would load.
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cleaningLoaded = () => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/list-data-cleanup-/.test(entry.name)));
    await expect(cleaningLoaded()).resolves.toBe(false);

    const stale = { ...lists[0]!, formation: 'A Formation Long Gone' };
    // Saved by an earlier version of the app, in localStorage: it moves to IndexedDB on load.
    await page.evaluate((list) => localStorage.setItem('lists', JSON.stringify({ [list.id]: list })), stale);
    await page.reload();
    const dialog = page.getByRole('dialog', { name: 'Game Data Updated' });
    await dialog.getByText("Removed battle formation 'A Formation Long Gone': not available to Stormcast Eternals.").waitFor({ timeout: 15_000 });
    await expect(cleaningLoaded()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect
      .poll(async () => (await storedLists<{ id: string; formation: string | null }>(page)).find((list) => list.id === stale.id)?.formation)
      .toBeNull();
    await context.close();
  });

  for (const look of LOOKS) {
    looksIt(`pictures the tab with folders (${look.viewport}, ${look.theme})`, async () => {
      const folders = [
        {
          id: 'f-events',
          name: 'Events',
          color: 'purple',
          lists: ['list-hammer', 'list-kharadron'],
          createdAt: NOW,
          updatedAt: NOW,
          deleted: false,
          deletedAt: null,
        },
        { id: 'f-casual', name: 'Casual games', color: 'green', lists: ['list-khorne'], createdAt: NOW, updatedAt: NOW, deleted: false, deletedAt: null },
      ];
      const order = JSON.stringify({
        order: ['folder:f-events', 'list-seraphon', 'folder:f-casual'],
        orderUpdatedAt: NOW,
        unsyncedLists: 0,
        unsyncedFolders: 0,
        lastSynced: null,
      });
      const { page } = await openLists(look, { folders: JSON.stringify(folders), listStoreStats: order });
      await page.getByRole('button', { name: /^Events/ }).click();
      await board(page).getByText('Sky Port').waitFor();
      await screenshot(page, `lists-tab-${look.viewport}-${look.theme}`);
    });
  }
});
