// The battle view in a real browser on the real data: a Blades of Khorne list
// made by the engine (two regiments, a battle tactic card) seeded in the
// app's storage; stepping through the phases with Next, Previous (wrapping)
// and the dropdown, the Passives & Reactions toggle, the Move and Control
// tables, the card at End of Turn, the scroll kept per phase, a section
// dragged with the keyboard, and the Battle Settings changing what shows.
// A Skaven list: its Deployment Phase (The Lurking Vermintide), each card's
// source and frequency, and no prayers without a priest. Screenshots of
// three phases and the settings at phone and desktop, light and dark.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { loadRealGameData } from '../src/test/real-game-data.js';
import { BATTLE_LIST_CARD, BATTLE_LIST_ID, buildBattleList, buildSkavenBattleList, SKAVEN_LIST_ID, storedLibraryEntries } from '../src/test/battle-list.js';
import { baseUrl, extraScreenshot, LOOKS, openPage, screenshot, useBrowser, type PageOptions } from './harness.js';

const browser = useBrowser({ keptPages: true, keepGameData: true });
const BATTLE_PATH = `/list/${BATTLE_LIST_ID}/battle`;

let stored: Record<string, string>;

beforeAll(async () => {
  // The list is built on the data the server serves (its armies, read from the same conversion), as the builder would build it.
  const data = loadRealGameData();
  stored = storedLibraryEntries(buildBattleList(data), buildSkavenBattleList(data));
});

async function openBattle(options: PageOptions = {}, settings: Record<string, string> = {}) {
  // Straight to the battle view, which opens on its army's data alone.
  const opened = await openPage(browser(), { ...options, path: BATTLE_PATH }, { ...stored, ...settings });
  await opened.page.getByRole('heading', { level: 1, name: 'Blood Host' }).waitFor();
  await phaseHeading(opened.page).waitFor();
  return opened;
}

const phaseHeading = (page: Page) => page.getByRole('heading', { level: 2 });
const bar = (page: Page) => page.getByRole('navigation', { name: 'Phases' });
const phasePicker = (page: Page) => page.getByRole('combobox', { name: 'Phase' });

async function expectPhase(page: Page, name: string) {
  await page.getByRole('heading', { level: 2, name, exact: true }).waitFor();
}

/**
 * Scrolls the page to `top`, again at each frame until it stays there: a phase just shown may still be rendering its
 * cards (in slices, and again when its army's data comes), too short for `top` at first.
 */
async function scrollPageTo(page: Page, top: number) {
  await page.waitForFunction((y) => {
    window.scrollTo(0, y);
    return window.scrollY >= y - 1;
  }, top);
}

describe('the battle view', () => {
  for (const { viewport, theme } of LOOKS) {
    it(`shows a phase per screen with the Control table and the card at End of Turn (${viewport}, ${theme})`, async () => {
      const { page } = await openBattle({ viewport, theme });
      await expectPhase(page, 'Start of Turn');
      await page.getByRole('region', { name: 'Blood Tithe' }).waitFor();
      await extraScreenshot(page, `battle-start-of-turn-${viewport}-${theme}`);
      await phasePicker(page).selectOption({ label: 'End of Turn' });
      await expectPhase(page, 'End of Turn');
      const control = page.getByRole('table', { name: 'Quick Reference' });
      expect(await control.getByRole('columnheader').allTextContents()).toEqual(['Name', 'Control']);
      expect(await control.getByRole('row', { name: /Blood Warriors/ }).textContent()).toContain('(+1)');
      await control
        .getByRole('row', { name: /Skullreapers/ })
        .getByRole('img', { name: 'Changed by Trial of Skulls' })
        .waitFor();
      await page.getByText('Trial of Skulls changes its control score.').waitFor();
      await page.getByRole('article', { name: BATTLE_LIST_CARD }).waitFor();
      await screenshot(page, `battle-end-of-turn-${viewport}-${theme}`);
      await page.getByRole('button', { name: 'Battle Settings' }).click();
      await page.getByRole('heading', { level: 1, name: 'Battle Settings' }).waitFor();
      await extraScreenshot(page, `battle-settings-${viewport}-${theme}`);
    });
  }

  it("colours each phase's header with its own gradient; steps with Next and Previous, wrapping, jumps with the dropdown and toggles Passives & Reactions", async () => {
    const { page } = await openBattle({ viewport: 'phone' });
    const header = page.locator('header', { has: phaseHeading(page) });
    const gradients = new Map<string, string>();
    for (const phase of ['Start of Turn', 'Movement Phase', 'Combat Phase', 'End of Turn']) {
      await phasePicker(page).selectOption({ label: phase });
      await expectPhase(page, phase);
      gradients.set(phase, await header.evaluate((element) => getComputedStyle(element).backgroundImage));
    }
    for (const gradient of gradients.values()) expect(gradient).toMatch(/^linear-gradient\(/);
    expect(new Set(gradients.values()).size).toBe(gradients.size);

    await phasePicker(page).selectOption({ label: 'Start of Turn' });
    await expectPhase(page, 'Start of Turn');
    const offered = await phasePicker(page).getByRole('option').allTextContents();
    expect(offered[0]).toBe('Start of Turn');
    expect(offered.at(-1)).toBe('End of Turn');
    expect(offered).not.toContain('Passives & Reactions');
    // Phones step with the bottom bar; the header arrows are for wide screens.
    expect(await page.getByRole('button', { name: 'Next phase' }).isVisible()).toBe(false);
    await bar(page).getByRole('button', { name: /^Next/ }).click();
    await expectPhase(page, offered[1]!);
    await bar(page)
      .getByRole('button', { name: /^Previous/ })
      .click();
    await expectPhase(page, 'Start of Turn');
    await bar(page)
      .getByRole('button', { name: /^Previous/ })
      .click();
    await expectPhase(page, 'End of Turn');
    await bar(page).getByRole('button', { name: /^Next/ }).click();
    await expectPhase(page, 'Start of Turn');

    await phasePicker(page).selectOption({ label: 'Movement Phase' });
    await expectPhase(page, 'Movement Phase');
    const move = page.getByRole('table', { name: 'Quick Reference' });
    expect(await move.getByRole('columnheader').allTextContents()).toEqual(['Name', 'Move']);
    expect(await move.getByRole('row', { name: /Flesh Hounds/ }).textContent()).toContain('8"');

    const toggle = bar(page).getByRole('button', { name: 'Passives & Reactions' });
    await toggle.click();
    await expectPhase(page, 'Passives & Reactions');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('article', { name: 'Blood for the Blood God' }).waitFor();
    await toggle.click();
    await expectPhase(page, 'Movement Phase');

    // The phase is remembered for this page: a reload comes back to it.
    await page.reload();
    await expectPhase(page, 'Movement Phase');
  });

  it('keeps the scroll position of each phase and of the phase it leaves for Passives & Reactions, and starts at the top with Reset Scroll Each Phase', async () => {
    const { page } = await openBattle({ viewport: 'phone' });
    await phasePicker(page).selectOption({ label: 'Combat Phase' });
    await expectPhase(page, 'Combat Phase');
    // The player scrolls what they see: the weapon tables come a moment after the phase's name, and the browser's
    // scroll anchoring would move a position taken before them.
    await page.getByRole('table', { name: 'Melee Weapons' }).first().waitFor();
    await scrollPageTo(page, 900);
    await bar(page).getByRole('button', { name: /^Next/ }).click();
    await expectPhase(page, 'End of Turn');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await bar(page)
      .getByRole('button', { name: /^Previous/ })
      .click();
    await expectPhase(page, 'Combat Phase');
    expect(await page.evaluate(() => window.scrollY)).toBe(900);

    // Stored when it leaves for Passives & Reactions, restored on the way back.
    await scrollPageTo(page, 700);
    const toggle = bar(page).getByRole('button', { name: 'Passives & Reactions' });
    await toggle.click();
    await expectPhase(page, 'Passives & Reactions');
    await page.evaluate(() => window.scrollTo(0, 300));
    await toggle.click();
    await expectPhase(page, 'Combat Phase');
    await page.waitForFunction(() => window.scrollY === 700);

    const reset = await openBattle({ viewport: 'phone' }, { battleResetScroll: 'true' });
    await phasePicker(reset.page).selectOption({ label: 'Combat Phase' });
    await reset.page.getByRole('table', { name: 'Melee Weapons' }).first().waitFor();
    await scrollPageTo(reset.page, 900);
    await bar(reset.page).getByRole('button', { name: /^Next/ }).click();
    await bar(reset.page)
      .getByRole('button', { name: /^Previous/ })
      .click();
    await expectPhase(reset.page, 'Combat Phase');
    expect(await reset.page.evaluate(() => window.scrollY)).toBe(0);
  });

  for (const { viewport, theme } of LOOKS) {
    it(`puts Back to top above the bottom bar, clear of its Next button (${viewport}, ${theme})`, async () => {
      const { page } = await openBattle({ viewport, theme });
      await page.getByRole('button', { name: 'Passives & Reactions' }).click();
      await expectPhase(page, 'Passives & Reactions');
      // To the bottom again at each frame until the button shows: the phase renders its cards in slices, so the page
      // may still grow after a first scroll, which then stops short of where the button appears.
      await page.waitForFunction(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return document.querySelector('button[aria-label="Back to top"]') !== null;
      });
      const backToTop = page.getByRole('button', { name: 'Back to top' });
      const button = (await backToTop.boundingBox())!;
      const barBox = (await bar(page).boundingBox())!;
      expect(button.y + button.height).toBeLessThanOrEqual(barBox.y);
      await screenshot(page, `battle-back-to-top-${viewport}-${theme}`, { viewport: true });
      await backToTop.click();
      await page.waitForFunction(() => window.scrollY === 0);
    });
  }

  it('reorders sections by their handle and remembers the order', async () => {
    const { page } = await openBattle({ viewport: 'desktop' });
    await phasePicker(page).selectOption({ label: 'Combat Phase' });
    const titles = () => page.getByRole('main').getByRole('button', { expanded: true }).allTextContents();
    // The phase's sections render in slices: read them once they are on screen, not as the phase is chosen.
    await expectPhase(page, 'Combat Phase');
    await expect.poll(async () => (await titles())[0]).toMatch(/^Melee Units/);
    // The section it moves over must be on screen when the drag starts: dnd-kit measures the sections it can move over then.
    await page.getByRole('button', { name: 'Reorder Bloodsecrator' }).waitFor();
    await page.getByRole('button', { name: 'Reorder Melee Units' }).focus();
    // dnd-kit announces each step to screen readers; the next key waits for it.
    await page.keyboard.press('Space');
    await page.getByText(/Draggable item melee-units was moved over droppable area melee-units/).waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowDown');
    await page.getByText(/was moved over droppable area unit:bloodsecrator/).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await expect.poll(async () => (await titles())[1]).toMatch(/^Melee Units/);
    await page.reload();
    await expectPhase(page, 'Combat Phase');
    await expect.poll(async () => (await titles())[1]).toMatch(/^Melee Units/);
  });

  it('adds and folds sections as the Battle Settings say', async () => {
    const { page } = await openBattle({ viewport: 'phone', theme: 'dark' });
    await phasePicker(page).selectOption({ label: 'Combat Phase' });
    await expectPhase(page, 'Combat Phase');
    expect(await page.getByRole('button', { name: /^Commands/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Battle Settings' }).click();
    await page.getByRole('switch', { name: 'Commands' }).click();
    await page.getByRole('switch', { name: 'Start Sections Collapsed' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expectPhase(page, 'Combat Phase');
    const commands = page.getByRole('button', { name: /^Commands/ });
    expect(await commands.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('article', { name: 'All-out Attack' }).count()).toBe(0);
    await commands.click();
    await page.getByRole('article', { name: 'All-out Attack' }).waitFor();
  });

  for (const { viewport, theme } of LOOKS) {
    it(`shows a Skaven list's Deployment Phase and each card's source and frequency (${viewport}, ${theme})`, async () => {
      const { page } = await openPage(browser(), { viewport, theme, path: `/list/${SKAVEN_LIST_ID}/battle` }, stored);
      await page.getByRole('heading', { level: 1, name: 'Gnawhole Host' }).waitFor();
      await phaseHeading(page).waitFor();
      expect((await phasePicker(page).getByRole('option').allTextContents())[0]).toBe('Deployment Phase');
      await phasePicker(page).selectOption({ label: 'Deployment Phase' });
      await expectPhase(page, 'Deployment Phase');
      const vermintide = page.getByRole('article', { name: 'The Lurking Vermintide' });
      await vermintide.getByText('Battle trait', { exact: true }).waitFor();
      await screenshot(page, `battle-deployment-${viewport}-${theme}`);
      await phasePicker(page).selectOption({ label: 'Start of Battle Round' });
      await expectPhase(page, 'Start of Battle Round');
      await page.getByRole('article', { name: 'Splinters of the Vermindoom' }).getByText('Once per battle round', { exact: true }).waitFor();
      await phasePicker(page).selectOption({ label: 'Hero Phase' });
      await expectPhase(page, 'Hero Phase');
      // The Grey Seer casts from the Lore of Ruin; nobody chants the Noxious Prayers the list also chose.
      const spells = page.getByRole('article', { name: 'Warpgale' });
      await spells.getByText('Lore · Lore of Ruin').waitFor();
      expect(await spells.getByText('Once per phase', { exact: true }).count()).toBe(1);
      expect(await page.getByText(/Noxious Prayers/).count()).toBe(0);
      await extraScreenshot(page, `battle-hero-skaven-${viewport}-${theme}`);
    });
  }

  it('says when the list does not exist, with a way back', async () => {
    const { page } = await openPage(browser(), { viewport: 'phone', path: '/list/no-such-list/battle' });
    await page.getByText('This list does not exist.').waitFor();
    await page.getByRole('link', { name: 'Back to your lists' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await expect(page.getByText('This list does not exist.').count()).resolves.toBe(0);
  });
});
