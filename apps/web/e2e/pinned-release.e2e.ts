// A list pinned to a data release, in a real browser against the
// real server and data: our own 2025-26 list pasted on today's (2026-27)
// data is offered the release of its season, opens pinned to it with every
// line placed, names its release in the list row and the builder, keeps that
// release's data on the device, and moves to the current data after a report
// of what changes. A list pinned to a branch follows it when a commit is added
// to the branch in the server's data repository.
import { parseGameData } from '@scrolldex/rules';
import { bumpRevision, commitFile, GAME_SYSTEM_FILE, setBranch } from '@scrolldex/test-harness/data-repo';
import { readOwnList } from '@scrolldex/test-harness/fixture-lists';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { BATTLE_LIST_ID, buildBattleList, storedLibraryEntries } from '../src/test/battle-list.js';
import { baseUrl, openPage, pictureLooks, useBrowser, waitForGameData } from './harness.js';
import { convertRelease, RELEASE } from './server-api.js';
import { storedLists } from './stored-library.js';

const LIST = readOwnList('stormcast-2025-26.txt');

type StoredList = { id: string; dataRef: string | null; lastPointsTotal: number; lastValidation: string; battleTacticCard1: string | null };

const browser = useBrowser({ keptPages: true });

/** The refs of the cached game data in IndexedDB (the worker's `aosData` store, where each ref's data has its core under 'core:<ref>'). */
function cachedDataRefs(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('scrolldex');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction('aosData').objectStore('aosData').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String).flatMap((key) => (key.startsWith('core:') ? [key.slice('core:'.length)] : [])));
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

async function storedList(page: Page, id: string): Promise<StoredList | undefined> {
  return (await storedLists<StoredList>(page)).find((list) => list.id === id);
}

describe('a list pinned to a data release', () => {
  beforeAll(() => convertRelease());

  it('imports a 2025-26 list with the release of its season, shows it pinned, and moves it to the current data with a report', async () => {
    const { page } = await openPage(browser(), { path: '/import' });
    await waitForGameData(page);
    await page.getByLabel('Paste your list').fill(LIST);
    await page.getByRole('button', { name: 'Import', exact: true }).click();

    // On today's data four lines do not place; the release of the list's season is offered.
    const dialog = page.getByRole('dialog', { name: 'Confirm Import' });
    await dialog.getByText(`This list is from the 2025-26 season: open it with ${RELEASE}?`).waitFor();
    await dialog.getByText('Master the Paths').first().waitFor();
    await pictureLooks(page, 'pinned-release-offer', { viewport: true });
    await dialog.getByRole('button', { name: `Open with ${RELEASE}` }).click();
    await dialog.getByText(`Read with the game data of ${RELEASE}`, { exact: false }).waitFor();
    await dialog.getByText('Every line of the text was imported.').waitFor();
    expect(await dialog.getByText('This list is from the 2025-26 season').count()).toBe(0);
    await pictureLooks(page, 'pinned-release-confirm', { viewport: true });

    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/list\/[^/]+$/);
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await expect.poll(async () => (await storedList(page, id))?.dataRef).toBe(RELEASE);
    expect(await storedList(page, id)).toMatchObject({ lastPointsTotal: 870, battleTacticCard1: 'Master the Paths' });
    expect((await storedList(page, id))?.lastValidation).not.toBe('invalid');

    // The builder works on the release's data, which stays on the device beside the current data.
    const note = page.getByRole('note').filter({ hasText: `Uses the game data of ${RELEASE}` });
    await note.getByText("General's Handbook 2025-26", { exact: false }).waitFor();
    await page.getByText('Iridan the Witness', { exact: false }).first().waitFor();
    await pictureLooks(page, 'pinned-release-builder', { viewport: true });
    expect(await cachedDataRefs(page)).toEqual(expect.arrayContaining(['main', RELEASE]));

    // The list row names the release.
    await page.goto('/');
    await page.getByRole('tab', { name: 'Lists' }).click();
    const row = page.getByRole('link', { name: /Stormwing Vanguard/ });
    await row.getByText(RELEASE).waitFor();
    await pictureLooks(page, 'pinned-release-list-row');

    // Its export is written with the release's data: its handbook, and the lines today's data lacks.
    await page.goto(`/list/${id}/export`);
    const exported = (await page.getByLabel('Export text').textContent())!;
    expect(exported).toContain("General's Handbook 2025-26");
    expect(exported).toContain('Master the Paths');
    expect(exported).toContain('Iridan the Witness');

    // Its battle view too: the 2025-26 card, which today's data has not, is on the table at End of Turn.
    await page.goto(`/list/${id}/battle`);
    await page.getByRole('combobox', { name: 'Phase' }).selectOption({ label: 'End of Turn' });
    await page.getByRole('heading', { level: 2, name: 'End of Turn', exact: true }).waitFor();
    await page.getByRole('article', { name: 'Master the Paths' }).waitFor();

    // Moving to the current data reports what changes before it changes anything.
    await page.goto(`/list/${id}`);
    await note.getByRole('button', { name: 'Move to current data' }).click();
    const sheet = page.getByRole('dialog', { name: 'Move to current data' });
    await sheet.getByText('Points: 870 → 520').waitFor();
    for (const line of [
      "Removed battle tactic card 'Master the Paths': no longer in the data.",
      "Removed battle tactic card 'Restless Energy': no longer in the data.",
      "Removed artefact 'Beacon of Azyr' from Lord-Vigilant on Gryph-stalker (leader of General's Regiment): no longer in the data.",
      'Removed Iridan the Witness (Scourge of Ghyran) (leader of Regiment 1): no longer in the data.',
      'Lord-Vigilant on Gryph-stalker: 140 to 120 points.',
      'Knight-Azyros: 120 to 110 points.',
    ])
      await sheet.getByText(line, { exact: true }).waitFor();
    expect(await storedList(page, id)).toMatchObject({ dataRef: RELEASE, lastPointsTotal: 870 });
    await pictureLooks(page, 'pinned-release-move-report', { viewport: true });

    await sheet.getByRole('button', { name: 'Move', exact: true }).click();
    await expect.poll(async () => (await storedList(page, id))?.dataRef).toBeNull();
    expect(await storedList(page, id)).toMatchObject({ lastPointsTotal: 520, battleTacticCard1: null });
    await note.waitFor({ state: 'detached' });
  }, 180_000);
});

describe('a list pinned to a branch', () => {
  const BRANCH = 'event-weekend';

  it('follows the branch when the server reports a newer commit, and says what changed in the list', async () => {
    const repo = inject('gameDataRepo');
    setBranch(repo, BRANCH, 'main');
    const parsed = parseGameData(await (await fetch(`${baseUrl()}/blob?name=main`)).json());
    if (!parsed.ok) throw new Error(parsed.errors.map((error) => error.message).join('\n'));
    const list = { ...buildBattleList(parsed.value), dataRef: BRANCH };

    const { page } = await openPage(browser(), { path: `/list/${BATTLE_LIST_ID}` }, storedLibraryEntries(list));
    await page
      .getByRole('note')
      .filter({ hasText: `Uses the game data of ${BRANCH}` })
      .waitFor();
    await expect.poll(() => cachedDataRefs(page)).toContain(BRANCH);
    // The manifest answered twice, the app's own data's question and the branch's: the branch is at the list's commit yet.
    // The branch is asked about once its data is read, seconds after it is stored on a loaded machine.
    const manifestAnswers = () =>
      page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === '/manifest').length);
    await expect.poll(manifestAnswers, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);

    commitFile(repo, BRANCH, GAME_SYSTEM_FILE, bumpRevision, 'Bump the game system revision');
    await convertRelease(BRANCH);
    await page.reload();
    const dialog = page.getByRole('dialog', { name: 'Game Data Updated' });
    await dialog.getByText(`New game data for ${BRANCH}. What changed in your lists:`).waitFor();
    const report = dialog.getByRole('region', { name: list.name });
    // The new commit changes the game system's revision alone: the list's points stay, and nothing is taken out.
    await report.getByText('Nothing in this list changed.').waitFor();
    const [, from, to] = /Points: (\d+) → (\d+)/.exec((await report.textContent()) ?? '') ?? [];
    expect(Number(from)).toBeGreaterThan(0);
    expect(to).toBe(from);
    await pictureLooks(page, 'pinned-branch-update', { viewport: true });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }, 180_000);
});
