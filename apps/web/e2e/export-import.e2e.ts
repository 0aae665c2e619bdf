// Export and import in a real browser against the real server and data: a
// real official-app list pasted, confirmed and saved; its export copied and
// imported again in a fresh browser profile, by text and by import link; a
// line that cannot be placed shown with its number and reason; garbage
// refused; the QR screen with a short link that leads back to the import.
import { encodeShareLink } from '@scrolldex/rules';
import { readFixtureList as readList } from '@scrolldex/test-harness/fixture-lists';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { goWithin } from './go-within.js';
import { baseUrl, LOOKS, looksIt, openPage, screenshot, settled, useBrowser, waitForGameData } from './harness.js';
import { openQuietPage } from './quiet-page.js';
import { storedLists, storedOrder } from './stored-library.js';
import { listAction } from './builder-steps.js';

/** Official app, layout A: imports with every line placed on 'main'; its one error there is the missing tactic cards (the list predates them). */
const SLAVES = readList('054-slaves-to-darkness.txt');
/** Official app, layout A, valid on the battlescroll-2026-03 data. */
const KHORNE = readList('004-blades-of-khorne.txt');
/** Official app, layout B: seasonal units and cards of past data that 'main' lacks. */
const KHARADRON = readList('031-kharadron-overlords.txt');
/** Line 9's two past cards, and two seasonal units with their enhancements (its renown members are read too). */
const KHARADRON_UNPLACED = 6;

const TAG = 'battlescroll-2026-03';

const browser = useBrowser({ keptPages: true, keepGameData: true });

type StoredList = {
  id: string;
  name: string;
  faction: string;
  regiments: unknown;
  auxiliaryUnits: unknown;
  regimentOfRenownUnits: unknown;
  lastPointsTotal: number;
  lastValidation: string;
  errors: { code: string; params: Record<string, string | number> }[];
};

/** What makes two lists the same list: units, choices and points (not ids or times). */
const content = (list: StoredList) => ({
  faction: list.faction,
  regiments: list.regiments,
  auxiliaryUnits: list.auxiliaryUnits,
  regimentOfRenownUnits: list.regimentOfRenownUnits,
  points: list.lastPointsTotal,
});

async function openImport(path = '/import', viewport: 'phone' | 'desktop' = 'phone', theme: 'light' | 'dark' = 'light') {
  const opened = await openPage(browser(), { path, viewport, theme });
  await waitForGameData(opened.page);
  return opened;
}

async function pasteAndImport(page: Page, text: string) {
  await page.getByLabel('Paste your list').fill(text);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
}

/** Confirms the open dialog; returns the saved list once the builder has replaced the import route. */
async function confirmImport(page: Page): Promise<StoredList> {
  await page.getByRole('dialog', { name: 'Confirm Import' }).getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(/\/list\/[^/]+$/);
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  // Stored a moment after the import.
  await expect.poll(async () => (await storedLists<StoredList>(page)).some((item) => item.id === id)).toBe(true);
  return (await storedLists<StoredList>(page)).find((item) => item.id === id)!;
}

describe('export and import', () => {
  it('imports a pasted official-app list, exports and copies it, and the export imports as the same list in a fresh profile, by text and by link', async () => {
    const { context, page } = await openImport();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await pasteAndImport(page, SLAVES);
    const dialog = page.getByRole('dialog', { name: 'Confirm Import' });
    await dialog.getByText('Every line of the text was imported.').waitFor();
    await expect(dialog.getByLabel('List name').inputValue()).resolves.toBe('Chaos and It’s Completely Different but Also Still Chaos');
    await dialog.getByText('Slaves to Darkness - Legion of the First Prince').waitFor();
    const imported = await confirmImport(page);
    expect(imported).toMatchObject({
      name: 'Chaos and It’s Completely Different but Also Still Chaos',
      faction: 'Slaves to Darkness - Legion of the First Prince',
      lastValidation: 'error',
      errors: [{ code: 'BATTLE_TACTICS_MISSING' }],
    });
    // The builder shows the same verdict; the list is first in the library.
    await page.getByRole('button', { name: '1 step left: show list issues' }).waitFor();
    await expect.poll(async () => (await storedOrder(page))[0]).toBe(imported.id);

    await listAction(page, 'Export');
    await page.waitForURL(`**/list/${imported.id}/export`);
    const exportText = (await page.getByLabel('Export text').textContent())!;
    expect(exportText.startsWith(`Chaos and It’s Completely Different but Also Still Chaos ${imported.lastPointsTotal}/2000 pts\n`)).toBe(true);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByText('Copied!', { exact: true }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(exportText);

    const fresh = await openImport();
    await expect(storedLists(fresh.page)).resolves.toEqual([]);
    await pasteAndImport(fresh.page, exportText);
    await fresh.page.getByRole('dialog', { name: 'Confirm Import' }).getByText('Every line of the text was imported.').waitFor();
    expect(content(await confirmImport(fresh.page))).toEqual(content(imported));

    // A new device, whose first load would show the welcome notice, opens the link: the list's preview comes first, alone.
    const byLink = await openPage(browser(), { path: `/import/${encodeShareLink(exportText)}`, notices: true });
    await waitForGameData(byLink.page);
    const preview = byLink.page.getByRole('dialog', { name: 'Confirm Import' });
    await preview.getByText(/^\d+\/\d+ pts/).waitFor();
    await settled(byLink.page);
    await expect(byLink.page.getByRole('dialog').count()).resolves.toBe(1);
    expect(content(await confirmImport(byLink.page))).toEqual(content(imported));
    await settled(byLink.page);
    await expect(byLink.page.getByRole('dialog', { name: 'Welcome to Scrolldex' }).count()).resolves.toBe(0);
  });

  it('shows each line it could not place with its number and reason', async () => {
    const { page } = await openImport();
    await pasteAndImport(page, KHARADRON);
    const unplaced = page.getByRole('dialog', { name: 'Confirm Import' }).getByRole('region', { name: /lines not imported$/ });
    const line = unplaced.getByRole('listitem').filter({ hasText: 'Line 18' });
    await line.getByText('Scourge of Ghyran Grundstok Gunhauler (170)').waitFor();
    await line.getByText('Grundstok Gunhauler (Scourge of Ghyran) is not a unit of Kharadron Overlords in the current data.').waitFor();
    await expect(unplaced.getByRole('listitem').count()).resolves.toBe(KHARADRON_UNPLACED);
  });

  it("refuses text naming no army with 'No valid army found in the list text.'", async () => {
    const { page } = await openImport();
    await pasteAndImport(page, 'Shopping list\nEggs, milk, a Stormcast or two');
    await page.getByRole('alert').getByText('No valid army found in the list text.').waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  });

  it('shows a QR code of a short link that leads back to the import of the list', async () => {
    const { page } = await openImport();
    await pasteAndImport(page, SLAVES);
    const imported = await confirmImport(page);
    await goWithin(page, `/list/${imported.id}/qrcode`);
    await page.getByRole('heading', { name: 'Scan to import' }).waitFor();
    const image = page.getByRole('img', { name: `QR code of the import link of ${imported.name}` });
    await image.waitFor();
    await expect(image.evaluate((element: HTMLImageElement) => element.getBoundingClientRect().width)).resolves.toBe(300);
    const link = (await page.getByText(/\/s\/[A-Za-z0-9_-]{8}$/).textContent())!;
    // An opponent's phone opens it: it names the address the player is using, never localhost.
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    expect(new URL(link).hostname).not.toBe('localhost');

    const fresh = await openPage(browser(), { path: new URL(link).pathname });
    await waitForGameData(fresh.page);
    await fresh.page.getByRole('dialog', { name: 'Confirm Import' }).waitFor();
    expect(content(await confirmImport(fresh.page))).toEqual(content(imported));
  });

  looksIt('pictures export, import with its dialog and the QR code in every look', async () => {
    for (const look of LOOKS) {
      const { page } = await openImport('/import', look.viewport, look.theme);
      const name = `${look.viewport}-${look.theme}`;
      await page.getByLabel('Paste your list').fill(KHARADRON);
      await screenshot(page, `export-import-paste-${name}`);
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await page.getByRole('dialog', { name: 'Confirm Import' }).waitFor();
      await screenshot(page, `export-import-confirm-${name}`);
      const list = await confirmImport(page);
      await page.goto(`/list/${list.id}/export`);
      await page.getByLabel('Export text').waitFor();
      await screenshot(page, `export-import-export-${name}`);
      await page.goto(`/list/${list.id}/qrcode`);
      await page.getByRole('img', { name: /^QR code of the import link/ }).waitFor();
      await screenshot(page, `export-import-qr-${name}`);
    }
  });
});

/** Our own list in a shape players paste: no army line, the battle formation where it would be. */
const NO_ARMY_LINE = [
  'Hammers Over Aqshy 1990/2000 pts',
  '',
  'Thunderhead Host',
  "General's Handbook 2026-27",
  'Drops: 3',
  'Battle Tactic Cards: Burning for Vengeance, Flanking Firestorm',
  '',
  "General's Regiment",
  'Lord-Imperatant (110)',
  '• General',
  '• Staunch Defender',
  'Liberators (180)',
  '• Reinforced',
  'Prosecutors (150)',
].join('\n');

describe('an import whose army no line names', () => {
  it('says in Confirm Import how the army was found, pictured at phone and desktop, light and dark', async () => {
    for (const look of LOOKS) {
      const { page } = await openImport('/import', look.viewport, look.theme);
      await pasteAndImport(page, NO_ARMY_LINE);
      const note = page.getByRole('dialog', { name: 'Confirm Import' }).getByRole('note');
      await note.waitFor();
      expect(await note.textContent()).toContain('Army inferred from the battle formation: Thunderhead Host → Stormcast Eternals (line 3).');
      await screenshot(page, `export-import-inferred-army-${look.viewport}-${look.theme}`);
      expect((await confirmImport(page)).faction).toBe('Stormcast Eternals');
    }
  }, 120_000);
});

describe('an import on the battlescroll-2026-03 data', () => {
  // The server converts a tag on its first request (seconds on a busy machine): before the page waits on it.
  beforeAll(async () => {
    const blob = await fetch(`${baseUrl()}/blob?name=${TAG}`);
    if (!blob.ok) throw new Error(`GET /blob?name=${TAG} answered ${blob.status}`);
    await blob.arrayBuffer();
  });

  it('saves a list that is valid on its data as valid', async () => {
    const { page } = await openQuietPage(browser(), { path: '/import' }, { dataBranch: JSON.stringify(TAG) });
    await pasteAndImport(page, KHORNE);
    const dialog = page.getByRole('dialog', { name: 'Confirm Import' });
    await dialog.getByText('Valid', { exact: true }).waitFor();
    expect(await confirmImport(page)).toMatchObject({ faction: 'Blades of Khorne - The Baleful Lords', lastValidation: 'valid', errors: [] });
    await page.getByRole('button', { name: 'List is valid: show list issues' }).waitFor();
  });
});
