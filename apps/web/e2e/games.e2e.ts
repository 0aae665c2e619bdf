// Games at the table in a real browser on the real data: a Blades
// of Khorne list plays a whole game against a Skaven list pasted in the New
// game form, from the Deployment Phase to the end of battle round 5: command
// points gained and spent on a command card (and undone from the toast),
// victory points entered, a once-per-battle ability ticked and still ticked
// two turns later, a once-per-turn tick cleared at the next turn, the
// opponent's abilities of the phase beside the list's own. The game survives a
// reload and goes on offline; it ends in its result, chart and Discord text,
// and the list's record. A signed-in player's game reaches a second browser.
// Pictures of the game at phone and desktop size, light and dark.
import { formatList, type ArmyList, type GameData } from '@scrolldex/rules';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { loadRealGameData } from '../src/test/real-game-data.js';
import { BATTLE_LIST_ID, buildBattleList, buildSkavenBattleList, storedLibraryEntries } from '../src/test/battle-list.js';
import { goWithin } from './go-within.js';
import { baseUrl, extraScreenshot, LOOKS, looksIt, openPage, screenshot, useBrowser, violationsInBothThemes, type PageOptions } from './harness.js';
import { until } from './server-api.js';
import { storedTickNames } from './stored-library.js';

const browser = useBrowser({ keptPages: true, keepGameData: true });
const BATTLE_PATH = `/list/${BATTLE_LIST_ID}/battle`;
const PASSWORD = 'correct horse battery';

let data: GameData;
let stored: Record<string, string>;
let theirListText: string;

beforeAll(async () => {
  data = loadRealGameData();
  stored = storedLibraryEntries(buildBattleList(data));
  theirListText = exportText(buildSkavenBattleList(data));
});

function exportText(list: ArmyList): string {
  const text = formatList(list, data, { appVersion: 'e2e', exportDate: new Date(Date.UTC(2026, 0, 10)) });
  if (!text.ok) throw new Error(text.errors.map((error) => error.message).join(' '));
  return text.value;
}

async function openBattle(options: PageOptions = {}, settings: Record<string, string> = stored) {
  const opened = await openPage(browser(), { ...options, path: BATTLE_PATH }, settings);
  await opened.page.getByRole('heading', { level: 1, name: 'Blood Host' }).waitFor();
  return opened;
}

const phaseBar = (page: Page) => page.getByRole('navigation', { name: 'Phases' });
const gameBar = (page: Page) => page.getByRole('group', { name: 'Game' });

async function expectPhase(page: Page, phase: string, position?: string) {
  await page.getByRole('heading', { level: 2, name: phase, exact: true }).waitFor();
  if (position) await page.getByText(position, { exact: true }).waitFor();
}

/** The game bar's account of a player: 'You: 5 CP, 0 VP'. */
async function expectScore(page: Page, player: string, commandPoints: number, victoryPoints: number) {
  await gameBar(page)
    .getByRole('button', { name: new RegExp(`^${player}: ${commandPoints} CP, ${victoryPoints} VP\\b`) })
    .waitFor();
}

async function expectVictoryPoints(page: Page, player: string, victoryPoints: number) {
  await gameBar(page)
    .getByRole('button', { name: new RegExp(`^${player}: \\d+ CP, ${victoryPoints} VP\\b`) })
    .waitFor();
}

async function startGame(page: Page, { opponentList = true } = {}) {
  await page.getByRole('button', { name: 'New game' }).click();
  const form = page.getByRole('dialog', { name: 'New game' });
  await form.getByLabel("Opponent's name").fill('Alice');
  await form.getByLabel('Battleplan').fill('Passing Seasons');
  if (opponentList) await form.getByLabel("Opponent's list").fill(theirListText);
  expect(await form.getByRole('button', { name: 'Start game' }).isDisabled()).toBe(true);
  await form.getByRole('group', { name: 'Who took the first turn?' }).getByRole('button', { name: 'You' }).click();
  await form.getByRole('button', { name: 'Start game' }).click();
  await form.waitFor({ state: 'hidden' });
  await expectPhase(page, 'Deployment Phase', 'Before the battle');
}

const next = (page: Page) => phaseBar(page).getByRole('button', { name: /^Next/ }).click();
const nextTurn = (page: Page) =>
  gameBar(page)
    .getByRole('button', { name: /^(Next turn|First turn|End game)$/ })
    .click();

/** Through the priority roll of a new battle round: Next turn asks who goes first. */
async function chooseFirstTurn(page: Page, player: 'You' | 'Alice') {
  await gameBar(page).getByRole('button', { name: 'First turn' }).click();
  await page
    .getByRole('dialog', { name: /^Battle round \d$/ })
    .getByRole('button', { name: player, exact: true })
    .click();
}

/** Moves on phase by phase to `phase` of the current turn, each step waiting for the phase Next named. */
async function stepTo(page: Page, phase: string) {
  for (let step = 0; step < 8; step += 1) {
    if (await page.getByRole('heading', { level: 2, name: phase, exact: true }).isVisible()) return;
    const target = await phaseBar(page).getByRole('button', { name: /^Next/ }).locator('span span').last().textContent();
    await next(page);
    await expectPhase(page, target ?? '');
  }
  throw new Error(`Never reached ${phase}`);
}

/** Sets one player's objectives for the current round in their score sheet. */
async function scoreObjectives(page: Page, player: 'You' | 'Alice', objectives: number) {
  await gameBar(page)
    .getByRole('button', { name: new RegExp(`^${player}:`) })
    .click();
  const sheet = page.getByRole('dialog', { name: player === 'You' ? 'Your score' : "Alice's score" });
  const stepper = sheet.getByRole('group', { name: 'Objectives' });
  for (let point = 0; point < objectives; point += 1) await stepper.getByRole('button', { name: 'Increase Objectives' }).click();
  await stepper.getByText(String(objectives), { exact: true }).waitFor();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await sheet.waitFor({ state: 'hidden' });
}

const tick = (page: Page, ability: string) => page.getByRole('button', { name: `Used: ${ability}` });

/** Where an element is on the page (not in the viewport, which a click may scroll). */
const placeOnPage = (locator: Locator) =>
  locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.x + window.scrollX, y: rect.y + window.scrollY, width: rect.width, height: rect.height };
  });

async function storedGames(page: Page): Promise<{ id: string; position: { round: number; turn: number; phase: string }; result: string | null }[]> {
  return page.evaluate(async () => {
    const request = indexedDB.open('scrolldex');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
    });
    const rows = await new Promise<{ game: never }[]>((resolve, reject) => {
      const read = db.transaction('games').objectStore('games').getAll();
      read.onsuccess = () => resolve(read.result as { game: never }[]);
      read.onerror = () => reject(read.error ?? new Error('games'));
    });
    db.close();
    return rows.map((row) => row.game);
  });
}

describe('a game at the table', () => {
  it('plays a whole game of a real list against a pasted one, survives a reload, goes on offline and ends in its record', async () => {
    // The app's offline worker, as a player has it: the game goes on offline from its cache.
    const { context, page } = await openBattle({ viewport: 'phone', serviceWorkers: 'allow' });
    await page.getByRole('link', { name: /Games.*None played yet/ }).waitFor();
    await startGame(page);
    await expectScore(page, 'You', 0, 0);
    await screenshot(page, 'games-deployment-phone-light');

    // The opponent's side of the phase, from the list pasted in the form: their deployment ability.
    await page.getByText('Nothing in your list acts in the Deployment Phase.').waitFor();
    const theirs = page.getByRole('complementary', { name: 'Opponent' });
    await theirs.getByRole('button', { name: /^Opponent: Skaven/ }).click();
    await theirs.getByRole('article', { name: 'The Lurking Vermintide' }).waitFor();

    // Battle round 1 starts: 4 command points each, +1 each for lists under their points limit, and +1 for
    // Alice, whose list has fewer auxiliary units (none; Blood Host's Skullreapers are one).
    await next(page);
    await expectPhase(page, 'Start of Battle Round', 'Battle round 1 of 5');
    await expectScore(page, 'You', 5, 0);
    await expectScore(page, 'Alice', 6, 0);
    await theirs.getByRole('article', { name: 'Splinters of the Vermindoom' }).waitFor();
    await nextTurn(page);
    await expectPhase(page, 'Start of Turn', 'Round 1 · Your turn');

    // A once-per-turn ability ticked: the card dims, its tick holds its place.
    const box = await placeOnPage(tick(page, 'Skulls for the Skull Throne'));
    await tick(page, 'Skulls for the Skull Throne').click();
    expect(await tick(page, 'Skulls for the Skull Throne').getAttribute('aria-pressed')).toBe('true');
    expect(await placeOnPage(tick(page, 'Skulls for the Skull Throne'))).toEqual(box);

    // A command with one tap, undone from its toast, used again.
    await next(page);
    await expectPhase(page, 'Hero Phase', 'Round 1 · Your turn');
    const rally = page.getByRole('button', { name: 'Use Rally, 1 CP' });
    await rally.click();
    await page.getByText('Rally: 1 CP spent, 4 left.', { exact: true }).waitFor();
    await expectScore(page, 'You', 4, 0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expectScore(page, 'You', 5, 0);
    expect(await rally.getAttribute('aria-pressed')).toBe('false');
    await rally.click();
    await expectScore(page, 'You', 4, 0);
    expect(await rally.getAttribute('aria-pressed')).toBe('true');
    await extraScreenshot(page, 'games-hero-phase-phone-light');
    expect(await violationsInBothThemes(page, 'battle view during a game')).toEqual([]);

    // By keyboard: the score opens its sheet, and Escape brings focus back to it.
    const yourScore = gameBar(page).getByRole('button', { name: /^You:/ });
    await yourScore.focus();
    await page.keyboard.press('Enter');
    const scoreSheet = page.getByRole('dialog', { name: 'Your score' });
    await scoreSheet.getByRole('group', { name: 'Objectives' }).waitFor();
    expect(await violationsInBothThemes(page, 'score sheet')).toEqual([]);
    await page.keyboard.press('Escape');
    await scoreSheet.waitFor({ state: 'hidden' });
    await expect.poll(() => yourScore.evaluate((button) => button === document.activeElement)).toBe(true);

    // A once-per-battle ability in the Combat Phase.
    await stepTo(page, 'Combat Phase');
    await tick(page, 'Rage of Khorne').click();
    expect(await tick(page, 'Rage of Khorne').getAttribute('aria-pressed')).toBe('true');

    // Alice's turn: the once-per-turn tick is cleared.
    await nextTurn(page);
    await expectPhase(page, 'Start of Turn', "Round 1 · Alice's turn");
    expect(await tick(page, 'Skulls for the Skull Throne').getAttribute('aria-pressed')).toBe('false');
    await scoreObjectives(page, 'You', 3);
    await scoreObjectives(page, 'Alice', 2);
    await expectScore(page, 'You', 4, 3);
    await expectScore(page, 'Alice', 6, 2);

    // Battle round 2: Alice, behind, gets the underdog's point; she takes the first turn.
    await nextTurn(page);
    await expectPhase(page, 'Start of Battle Round', 'Battle round 2 of 5');
    await expectScore(page, 'You', 4, 3);
    await expectScore(page, 'Alice', 6, 2);
    await chooseFirstTurn(page, 'Alice');
    await expectPhase(page, 'Start of Turn', "Round 2 · Alice's turn");

    // Two turns after it was ticked, the once-per-battle ability is still used.
    await stepTo(page, 'Combat Phase');
    expect(await tick(page, 'Rage of Khorne').getAttribute('aria-pressed')).toBe('true');
    await extraScreenshot(page, 'games-combat-phase-phone-light');

    // The game survives a reload, and the app starts offline: a reload with no network (one reload checks both: each
    // load takes in the whole game data again) shows where it stands, its points and ticks.
    await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.reload();
    await expectPhase(page, 'Combat Phase', "Round 2 · Alice's turn");
    await expectScore(page, 'You', 4, 3);
    expect(await tick(page, 'Rage of Khorne').getAttribute('aria-pressed')).toBe('true');

    // Offline, the game goes on and is kept, a reload included.
    await nextTurn(page);
    await expectPhase(page, 'Start of Turn', 'Round 2 · Your turn');
    await next(page);
    await tick(page, 'Murder the Mystic').click();
    // The tick is written a moment after the tap; a reload before then would test the race, not the keeping.
    await expect.poll(() => storedTickNames(page)).toContain('Murder the Mystic');
    await page.reload();
    await expectPhase(page, 'Hero Phase', 'Round 2 · Your turn');
    expect(await tick(page, 'Murder the Mystic').getAttribute('aria-pressed')).toBe('true');
    await context.setOffline(false);

    // Rounds 3 to 5, scoring as they go; the last turn's button ends the game.
    for (const round of [3, 4, 5]) {
      await scoreObjectives(page, 'You', 4);
      await nextTurn(page);
      await expectPhase(page, 'Start of Battle Round', `Battle round ${round} of 5`);
      await chooseFirstTurn(page, 'You');
      await expectPhase(page, 'Start of Turn', `Round ${round} · Your turn`);
      await nextTurn(page);
      await expectPhase(page, 'Start of Turn', `Round ${round} · Alice's turn`);
    }
    await scoreObjectives(page, 'Alice', 3);
    await expectVictoryPoints(page, 'You', 15);
    await expectVictoryPoints(page, 'Alice', 5);
    await gameBar(page).getByRole('button', { name: 'End game' }).click();
    const end = page.getByRole('dialog', { name: 'End the game now?' });
    await end.getByText('You 15 – 5 Alice: you win.', { exact: false }).waitFor();
    await end.getByRole('button', { name: 'Cancel' }).click();
    await stepTo(page, 'End of Turn');
    await gameBar(page).getByRole('button', { name: 'End game' }).click();
    const over = page.getByRole('dialog', { name: 'The battle is over' });
    await over.getByText('You 15 – 5 Alice: you win.').waitFor();
    await over.getByRole('button', { name: 'End game' }).click();

    // The game's page: result, the chart with its table, the text to share.
    await page.waitForURL(/\/games\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: 'vs Alice' }).waitFor();
    await page.getByText('Won', { exact: true }).waitFor();
    await page.getByRole('img', { name: 'Victory points by battle round' }).waitFor();
    const rows = await page.getByRole('table').getByRole('row').allTextContents();
    expect(rows.slice(1)).toEqual(['1323 – 2', '2407 – 2', '34011 – 2', '44015 – 2', '50315 – 5']);
    const text = await page.getByLabel('The game as text').textContent();
    expect(text).toContain('Blood Host (Blades of Khorne) vs Alice (Skaven)');
    expect(text).toContain('Final score: 15-5, won by Blood Host');
    // By keyboard: the switch takes Space.
    await page.getByRole('switch', { name: 'Discord formatting' }).focus();
    await page.keyboard.press('Space');
    expect(await page.getByLabel('The game as text').textContent()).toMatch(/^```\n[\s\S]*\n```$/);
    await extraScreenshot(page, 'games-result-phone-light');
    expect(await violationsInBothThemes(page, "a game's page")).toEqual([]);
    expect((await storedGames(page)).map((game) => game.result)).toEqual(['won']);

    // The list's games and record; the battle view offers a new game again.
    await goWithin(page, `/list/${BATTLE_LIST_ID}/games`);
    await page.getByRole('img', { name: '1 won, 0 drawn, 0 lost' }).first().waitFor();
    await page.getByRole('link', { name: /vs Alice \(Skaven\).*Score 15 to 5.*Won/ }).waitFor();
    await extraScreenshot(page, 'games-list-record-phone-light');
    await goWithin(page, BATTLE_PATH);
    await page.getByRole('button', { name: 'New game' }).waitFor();
    await page.getByRole('link', { name: /Games.*1 won, 0 drawn, 0 lost/ }).waitFor();
    await context.close();
  }, 240_000);
});

async function login(username: string): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await fetch(`${baseUrl()}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailOrusername: username, password: PASSWORD }),
  });
  return (await response.json()) as { accessToken: string; refreshToken: string };
}

/** The account's games on the server, asked with a fresh login (the app rotates its own tokens). */
async function serverGameStates(username: string): Promise<{ id: string }[]> {
  const { accessToken } = await login(username);
  const response = await fetch(`${baseUrl()}/games/states`, { headers: { Authorization: `Bearer ${accessToken}` } });
  return ((await response.json()) as { gameStates: { id: string }[] }).gameStates;
}

/** A new account on the server, and a page of it with the list stored as an earlier version kept it (it joins the account's library). */
async function signedInPage(username: string, options: PageOptions): Promise<{ context: BrowserContext; page: Page }> {
  const tokens = await login(username);
  return openBattle(options, {
    'scrolldex-access-token': JSON.stringify(tokens.accessToken),
    'scrolldex-refresh-token': JSON.stringify(tokens.refreshToken),
    ...stored,
  });
}

describe('the header while a game runs', () => {
  it('holds the game menu and search only; Print and the Battle Settings are in the menu', async () => {
    const { page } = await openBattle({ viewport: 'phone' });
    await startGame(page, { opponentList: false });
    const header = page.getByRole('banner');
    // The game's menu comes with the running game's code, which loads when a game starts.
    await header.getByRole('button', { name: 'Game', exact: true }).waitFor();
    await expect(header.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))).resolves.toEqual([
      'Back',
      'Game',
      'Search',
    ]);
    await screenshot(page, 'games-header-phone-light', { viewport: true });
    await header.getByRole('button', { name: 'Game', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Print' }).waitFor();
    await page.getByRole('menuitem', { name: 'Battle Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Battle Settings' }).waitFor();
  });

  for (const look of LOOKS) {
    looksIt(`pictures the header and its game menu (${look.viewport}, ${look.theme})`, async () => {
      const { page } = await openBattle(look);
      await startGame(page, { opponentList: false });
      await page.getByRole('banner').getByRole('button', { name: 'Game', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Battle Settings' }).waitFor();
      await screenshot(page, `games-header-menu-${look.viewport}-${look.theme}`, { viewport: true });
    });
  }
});

describe('games sync', () => {
  it("brings a signed-in player's game to their second browser", async () => {
    const username = `games${Date.now().toString(36)}`;
    const created = await fetch(`${baseUrl()}/auth/create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `${username}@example.com`, username, password: PASSWORD }),
    });
    expect(created.status).toBe(201);
    const one = await signedInPage(username, { viewport: 'phone' });
    await startGame(one.page, { opponentList: false });
    await next(one.page);
    await nextTurn(one.page);
    await expectPhase(one.page, 'Start of Turn', 'Round 1 · Your turn');
    await scoreObjectives(one.page, 'You', 2);
    await goWithin(one.page, '/account');
    await one.page.getByRole('button', { name: 'Sync now' }).click();
    await until(async () => (await serverGameStates(username)).length === 1, 'the game on the server');

    const two = await signedInPage(username, { viewport: 'desktop' });
    await expectPhase(two.page, 'Start of Turn', 'Round 1 · Your turn');
    await expectScore(two.page, 'You', 5, 2);
    await expectScore(two.page, 'Alice', 4, 0);
  });
});

describe('the game in every look', () => {
  for (const look of LOOKS) {
    looksIt(`pictures the game bar, a score sheet, the opponent's side and the result (${look.viewport}, ${look.theme})`, async () => {
      const name = `${look.viewport}-${look.theme}`;
      const { page } = await openBattle(look);
      await page.getByRole('button', { name: 'New game' }).waitFor();
      await screenshot(page, `games-start-${name}`);
      await page.getByRole('button', { name: 'New game' }).click();
      await page.getByRole('dialog', { name: 'New game' }).getByLabel("Opponent's name").fill('Alice');
      await extraScreenshot(page, `games-new-game-${name}`);
      await page.getByRole('dialog', { name: 'New game' }).getByLabel("Opponent's list").fill(theirListText);
      await page.getByRole('group', { name: 'Who took the first turn?' }).getByRole('button', { name: 'You' }).click();
      await page.getByRole('button', { name: 'Start game' }).click();
      await expectPhase(page, 'Deployment Phase');
      await next(page);
      await nextTurn(page);
      await next(page);
      await expectPhase(page, 'Hero Phase');
      await page.getByRole('button', { name: 'Use Rally, 1 CP' }).click();
      await tick(page, 'Murder the Mystic').click();
      const theirs = page.getByRole('button', { name: /^Opponent: Skaven/ });
      if ((await theirs.getAttribute('aria-expanded')) === 'false') await theirs.click();
      await screenshot(page, `games-hero-${name}`);
      await gameBar(page).getByRole('button', { name: /^You:/ }).click();
      await page.getByRole('dialog', { name: 'Your score' }).getByRole('button', { name: 'Increase Objectives' }).click();
      await page.getByRole('dialog', { name: 'Your score' }).getByRole('button', { name: 'Completed' }).click();
      await extraScreenshot(page, `games-score-sheet-${name}`);
      await page.getByRole('dialog', { name: 'Your score' }).getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Game', exact: true }).click();
      await page.getByRole('menuitem', { name: 'End game' }).click();
      await page.getByRole('dialog', { name: 'End the game now?' }).getByRole('button', { name: 'End game' }).click();
      await page.getByRole('img', { name: 'Victory points by battle round' }).waitFor();
      await screenshot(page, `games-result-${name}`);
    });
  }
});
