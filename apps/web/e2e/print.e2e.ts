// Print for the table in a real browser on the real data: a real
// 2,000-point tournament list (shared corpus 054, Slaves to Darkness) seeded
// in the app's storage, its list sheet previewed on screen and printed to PDF
// (one A4 page, or US Letter when chosen; unit names, points and totals in the
// PDF's text), its QR code decoded to the list's import link, which opens the
// list for import. PDF pages drawn as pictures, and the previews at phone and
// desktop, light and dark.
import { applyListEdit, buildBattleView, importToList, parseListText, phaseSheet, warscrollCards, type ArmyList, type GameData } from '@scrolldex/rules';
import { readFixtureList } from '@scrolldex/test-harness/fixture-lists';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { storedLibraryEntries } from '../src/test/battle-list.js';
import { loadRealGameData } from '../src/test/real-game-data.js';
import { goWithin } from './go-within.js';
import { extraScreenshot, LOOKS, looksIt, openPage, screenshot, useBrowser, waitForGameData, type PageOptions } from './harness.js';
import { printToPdf } from './print-pdf.js';
import { storedLists } from './stored-library.js';
import { listAction } from './builder-steps.js';

const browser = useBrowser({ keptPages: true, keepGameData: true });

const LIST_ID = 'print-test-list';
const LIST_NAME = 'Chaos at the Table';
const CARDS = ['Siege of Ashes', 'Smokescreen'];

let list: ArmyList;
let stored: Record<string, string>;
/** The names of the list's warscroll cards, in order, as the engine picks them. */
let cardNames: string[];
/** The phases of the list's phase sheet, as the engine picks them with the Battle Settings' defaults. */
let sheetPhases: string[];

/** The corpus's list 054 imported on the data the server serves, with two battle tactic cards, as a player would have it. */
function buildPrintList(data: GameData): ArmyList {
  const parsed = parseListText(readFixtureList('054-slaves-to-darkness.txt'), data);
  if (!parsed.ok) throw new Error('054 did not import');
  const imported = importToList(parsed.value.list, { id: LIST_ID, now: Date.parse('2026-11-01T12:00:00Z'), name: LIST_NAME });
  if (!imported.ok) throw new Error(imported.errors[0]!.message);
  return CARDS.reduce((current, name, index) => {
    const edited = applyListEdit(current, { op: 'setBattleTacticCard', slot: index === 0 ? 1 : 2, name }, data, Date.parse('2026-11-01T12:00:00Z'));
    if (!edited.ok) throw new Error(edited.errors[0]!.message);
    return edited.value;
  }, imported.value);
}

beforeAll(async () => {
  const data = loadRealGameData();
  list = buildPrintList(data);
  cardNames = warscrollCards(list, data).map((card) => card.unit.name);
  sheetPhases = phaseSheet(buildBattleView(list, data), { battleTacticCards: true }).map((phase) => phase.phase);
  stored = storedLibraryEntries(list);
});

async function openPrint(options: PageOptions = {}, doc = 'list') {
  const opened = await openPage(browser(), { ...options, path: `/list/${LIST_ID}/print?doc=${doc}` }, stored);
  await opened.page.getByRole('heading', { level: 1, name: 'Print' }).waitFor();
  return opened;
}

/** The cards whose text runs past their quarter with the print styles on. */
async function clippedInPrint(page: Page): Promise<string[]> {
  await page.emulateMedia({ media: 'print' });
  const clipped = await cardsDocument(page)
    .getByRole('region')
    .evaluateAll((regions) =>
      regions.filter((region) => region.scrollHeight > region.clientHeight + 1).map((region) => region.getAttribute('aria-label') ?? ''),
    );
  await page.emulateMedia({ media: 'screen' });
  return clipped;
}

const cardsDocument = (page: Page) => page.getByRole('article', { name: 'Warscroll cards' });
const phaseDocument = (page: Page) => page.getByRole('article', { name: 'Phase reminders' });
const listSheet = (page: Page) => page.getByRole('article', { name: 'List sheet' });
const qrImage = (page: Page) => listSheet(page).getByRole('img', { name: `QR code of the import link of ${LIST_NAME}` });

/** Paper sizes in PostScript points; Chromium's PDF rounds to its own pixel grid, within a point or two. */
const A4 = { width: 595.28, height: 841.89 };
const US_LETTER = { width: 612, height: 792 };

function expectPaper(size: { width: number; height: number }, paper: { width: number; height: number }) {
  expect(Math.abs(size.width - paper.width)).toBeLessThan(2);
  expect(Math.abs(size.height - paper.height)).toBeLessThan(2);
}

/** The QR code's pixels decoded with jsQR, drawn at twice its size so a scanner's view is not needed. */
async function decodeQr(page: Page): Promise<string | null> {
  const pixels = await qrImage(page).evaluate(async (image: HTMLImageElement) => {
    await image.decode();
    const size = 600;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size, size);
    context.drawImage(image, 0, 0, size, size);
    return { data: Array.from(context.getImageData(0, 0, size, size).data), size };
  });
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.size, pixels.size)?.data ?? null;
}

describe('print: the way in, and the paper', () => {
  it("opens Print from the builder's header and from the battle view's, and prints on US Letter when chosen, with the player name typed, remembered on this device", async () => {
    const { page } = await openPage(browser(), { viewport: 'phone', path: `/list/${LIST_ID}` }, stored);
    await page.getByRole('heading', { level: 1, name: LIST_NAME }).waitFor();
    await waitForGameData(page);
    await screenshot(page, 'print-builder-header-phone-light');
    await listAction(page, 'Print');
    await page.waitForURL(`**/list/${LIST_ID}/print`);
    await listSheet(page).getByRole('heading', { level: 2, name: LIST_NAME }).waitFor();
    await goWithin(page, `/list/${LIST_ID}/battle`);
    // The print screen's own Print button is gone: the one left is the battle view's.
    await listSheet(page).waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    await page.waitForURL(`**/list/${LIST_ID}/print`);
    await listSheet(page).waitFor();

    await page.getByLabel('Paper').selectOption({ label: 'US Letter' });
    await page.getByLabel('Player name').fill('Ada Lovelace');
    await listSheet(page).getByText('Ada Lovelace').waitFor();
    await page.reload();
    await listSheet(page).getByText('Ada Lovelace').waitFor();
    await expect(page.getByLabel('Paper').inputValue()).resolves.toBe('letter');
    const pdf = await printToPdf(page, 'print-list-sheet-letter');
    expect(pdf.pages).toHaveLength(1);
    expectPaper(pdf.size, US_LETTER);
    expect(pdf.pages[0]).toContain('Player: Ada Lovelace');
  });
});

describe('print: the list sheet', () => {
  // Two pages and a PDF: a minute is not enough on a busy machine.
  it(
    'previews a real list as a sheet, prints it on one A4 page with its units, points and totals, and its QR code opens the list',
    { timeout: 120_000 },
    async () => {
      const { page } = await openPrint({ viewport: 'desktop' });
      const sheet = listSheet(page);
      await sheet.getByRole('heading', { level: 2, name: LIST_NAME }).waitFor();
      const text = (await sheet.textContent())!;
      for (const expected of [
        "General's Regiment",
        'Regiment 1',
        'Regiment 2',
        "Be'lakor, the Dark Master",
        'Legion of the First Prince Bloodletters',
        'Chaos Sorcerer Lord',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).toContain('Dread Marshal · Black Ritual Dagger');
      expect(text).toContain(`Battle Tactic Cards${CARDS.join(', ')}`);
      expect(text).toContain('Nexus Chaotica');
      await expect(sheet.getByRole('region', { name: "General's Regiment" }).getByRole('listitem').count()).resolves.toBe(4);

      // The stored total, as the builder shows it, on the sheet.
      const saved = (await storedLists<{ id: string; lastPointsTotal: number; qrImportLink?: string }>(page)).find((item) => item.id === LIST_ID)!;
      const points = `${saved.lastPointsTotal}/2000`;
      expect(text).toContain(`Total ${points} pts`);

      await qrImage(page).waitFor();
      await screenshot(page, 'print-list-sheet-desktop-light');
      const link = await decodeQr(page);
      expect(link).toMatch(/\/s\/[A-Za-z0-9_-]{8}$/);
      await expect
        .poll(async () => (await storedLists<{ id: string; qrImportLink?: string }>(page)).find((item) => item.id === LIST_ID)?.qrImportLink)
        .toBe(link);

      const pdf = await printToPdf(page, 'print-list-sheet-a4');
      expect(pdf.pages).toHaveLength(1);
      expectPaper(pdf.size, A4);
      const printed = pdf.pages[0]!;
      for (const expected of [
        LIST_NAME,
        'Slaves to Darkness',
        "Be'lakor, the Dark Master",
        '450 pts',
        'Chaos Furies',
        'Nexus Chaotica',
        `Total ${points} pts`,
        'Player:',
      ]) {
        expect(printed).toContain(expected);
      }
      // The app's shell stays on screen: no header, tabs or buttons on paper.
      expect(printed).not.toMatch(/Print\s*\n|List sheet|Warscroll cards|Search/);

      // The decoded link leads to the import of this very list.
      const fresh = await openPage(browser(), { path: new URL(link!).pathname });
      await waitForGameData(fresh.page);
      const dialog = fresh.page.getByRole('dialog', { name: 'Confirm Import' });
      await dialog.getByText('Slaves to Darkness - Legion of the First Prince').waitFor();
      await expect(dialog.getByLabel('List name').inputValue()).resolves.toBe(LIST_NAME);
    },
  );

  // The test above pictures the list sheet at the desktop's light look.
  for (const { viewport, theme } of LOOKS) {
    looksIt(`pictures the previews of the three documents (${viewport}, ${theme})`, async () => {
      const { page } = await openPrint({ viewport, theme });
      await qrImage(page).waitFor();
      await screenshot(page, `print-list-sheet-${viewport}-${theme}`);
      await page.getByRole('tab', { name: 'Warscroll cards' }).click();
      await cardsDocument(page).getByRole('region').first().waitFor();
      await extraScreenshot(page, `print-cards-${viewport}-${theme}`);
      await page.getByRole('tab', { name: 'Phase sheet' }).click();
      await phaseDocument(page).getByRole('region').first().waitFor();
      await extraScreenshot(page, `print-phases-${viewport}-${theme}`);
    });
  }
});

/** The page of the PDF each card starts on and the page it ends on (its '#n' in the header, '#n/total' in its footer). */
function cardPages(pages: readonly string[], total: number): { start: number; end: number }[] {
  return Array.from({ length: total }, (_, index) => {
    const start = pages.findIndex((text) => new RegExp(`#${index + 1}(?![\\d/])`).test(text));
    const end = pages.findIndex((text) => text.includes(`#${index + 1}/${total}`));
    return { start, end };
  });
}

// One page goes through both documents and their options, as a player would: each fresh start waits for the whole data.
describe('print: the phase reminder sheet and warscroll cards', () => {
  it(
    "prints the battle view's phases in two columns with boxes to tick, the tactic cards, and the Battle Settings' sections; then one card per warscroll of the list, two of a kind on one card, none split between pages; A6 cards four to a page, each whole within its quarter, remembered; and names the cards too long for US Letter's shorter A6 quarters, as they print",
    { timeout: 180_000 },
    async () => {
      const { page } = await openPrint({ viewport: 'desktop' }, 'phases');
      const sheet = phaseDocument(page);
      await sheet.getByRole('region').first().waitFor();
      expect(sheetPhases).toEqual(expect.arrayContaining(['Hero Phase', 'Combat Phase', 'End of Turn']));
      expect(await sheet.getByRole('region').evaluateAll((regions) => regions.map((region) => region.getAttribute('aria-label')))).toEqual(sheetPhases);
      // Be'lakor's once-per-battle ability and a reaction get a box; an ability usable every turn does not.
      const darkMaster = sheet.getByRole('group', { name: 'The Dark Master' }).first();
      await darkMaster.getByRole('img', { name: 'Box to tick when used' }).waitFor();
      await expect(sheet.getByRole('group', { name: 'Shadow Form' }).first().getByRole('img').count()).resolves.toBe(0);
      await sheet.getByRole('region', { name: 'End of Turn' }).getByRole('group', { name: 'Siege of Ashes' }).waitFor();
      await expect(sheet.getByText('Core Abilities', { exact: true }).count()).resolves.toBe(0);

      const phasesPdf = await printToPdf(page, 'print-phases-a4');
      expect(phasesPdf.pages.length).toBeGreaterThanOrEqual(1);
      expect(phasesPdf.pages.length).toBeLessThanOrEqual(4);
      const phasesPrinted = phasesPdf.pages.join('\n');
      for (const phase of sheetPhases) expect(phasesPrinted).toContain(phase.toUpperCase());
      for (const text of ['The Dark Master', 'BATTLE TACTIC CARD: SIEGE OF ASHES', 'Tick when used']) expect(phasesPrinted).toContain(text);

      // Core abilities, as the battle view's settings say, and the tactic cards left off.
      await page.getByRole('switch', { name: 'Core abilities' }).click();
      await page.getByRole('switch', { name: 'Battle tactic cards' }).click();
      await sheet.getByText('Core Abilities', { exact: true }).first().waitFor();
      await expect(sheet.getByRole('group', { name: 'Siege of Ashes' }).count()).resolves.toBe(0);

      // Warscroll cards, on A4 as printed by default.
      await page.getByRole('tab', { name: 'Warscroll cards' }).click();
      const cards = cardsDocument(page).getByRole('region');
      await cards.first().waitFor();
      expect(cardNames.length).toBeGreaterThanOrEqual(9);
      expect(await cards.evaluateAll((regions) => regions.map((region) => region.getAttribute('aria-label')))).toEqual(cardNames);
      const furies = cardsDocument(page).getByRole('region', { name: 'Chaos Furies' });
      await expect(furies.getByRole('heading').textContent()).resolves.toBe('Chaos Furies ×2');
      await expect(furies.getByRole('table', { name: 'Melee weapons' }).getByRole('row').count()).resolves.toBeGreaterThan(1);
      const sorcerer = cardsDocument(page).getByRole('region', { name: 'Chaos Sorcerer Lord' });
      await sorcerer.getByText('Enhancement: Dread Marshal').waitFor();
      await sorcerer.getByText('Enhancement: Black Ritual Dagger').waitFor();

      const cardsPdf = await printToPdf(page, 'print-cards-a4');
      expect(cardsPdf.pages.length).toBeGreaterThanOrEqual(2);
      const placed = cardPages(cardsPdf.pages, cardNames.length);
      for (const [index, { start, end }] of placed.entries()) {
        expect(start, `card #${index + 1} (${cardNames[index]}) starts on a page`).toBeGreaterThanOrEqual(0);
        expect(end, `card #${index + 1} (${cardNames[index]}) ends on the page it starts on`).toBe(start);
      }
      const cardsPrinted = cardsPdf.pages.join('\n');
      for (const name of ["Be'lakor, the Dark Master", 'Chaos Furies ×2', 'Nexus Chaotica', 'MELEE WEAPONS', 'Dread Marshal'])
        expect(cardsPrinted).toContain(name);

      // A6 cards, remembered on this device.
      await page.getByRole('switch', { name: 'A6 cards' }).click();
      await page.reload();
      await cardsDocument(page).getByRole('region').first().waitFor();
      await expect(page.getByRole('switch', { name: 'A6 cards' }).getAttribute('aria-checked')).resolves.toBe('true');

      const a6Pdf = await printToPdf(page, 'print-cards-a6');
      expect(a6Pdf.pages).toHaveLength(Math.ceil(cardNames.length / 4));
      for (const [index, { start, end }] of cardPages(a6Pdf.pages, cardNames.length).entries()) {
        expect(start, `card #${index + 1} is on page ${Math.floor(index / 4) + 1}`).toBe(Math.floor(index / 4));
        expect(end, `card #${index + 1} (${cardNames[index]}) ends within its quarter`).toBe(start);
      }
      // Nothing is cut off at the quarter's edge, on paper as the preview says.
      await expect(page.getByRole('status').filter({ hasText: 'Too long for an A6 card' }).allTextContents()).resolves.toEqual([]);
      await expect(clippedInPrint(page)).resolves.toEqual([]);

      // US Letter's A6 quarters are shorter: the cards too long for them are named.
      await page.getByLabel('Paper').selectOption({ label: 'US Letter' });
      const warning = page.getByRole('status').filter({ hasText: 'Too long for an A6 card' });
      await warning.waitFor();
      const clipped = await clippedInPrint(page);
      expect(clipped).toContain("Be'lakor, the Dark Master");
      await expect(warning.textContent()).resolves.toBe(`Too long for an A6 card, may be cut off: ${clipped.join(', ')}. Print these as standard cards.`);
      await screenshot(page, 'print-cards-a6-letter-desktop-light');
    },
  );
});
