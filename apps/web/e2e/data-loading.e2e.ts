// What a first visit waits for: the home screen lists the armies from the
// data's small index, and an army's screens (army page, builder, battle view)
// its shared core and its own file, while the megabytes of the whole data are
// held back; what they loaded stays on the device for offline use, and the
// whole data comes at an idle moment after, so every army works offline. The
// offline worker installs once the first screen is served, beside the whole data.
import type { DataFiles } from '@scrolldex/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { buildBattleList, storedLibraryEntries } from '../src/test/battle-list.js';
import { loadRealGameData } from '../src/test/real-game-data.js';
import { baseUrl, keepNoticesAway, useBrowser, waitForGameData } from './harness.js';

// The app's offline worker in every page, as a player has it: these tests go offline, install, update or load data.
const browser = useBrowser({ serviceWorkers: 'allow' });

const STORMCAST = 'Stormcast Eternals';
const KHORNE = 'Blades of Khorne';

/** The data files of main as the server names them: index, core and each army's, by file name. */
let files: DataFiles;
let battleList: ReturnType<typeof buildBattleList>;

function fileName(address: string): string {
  return new URL(address, 'http://x').pathname.replace(/^\/data\//, '');
}

beforeAll(async () => {
  files = (await (await fetch(`${baseUrl()}/manifest/files?name=main`)).json()) as DataFiles;
  battleList = buildBattleList(loadRealGameData());
});

/** The army files a page asked for, by army name, and the other data files by kind. */
function armiesAsked(asked: readonly string[]): string[] {
  const byFile = new Map(Object.entries(files.armies).map(([army, address]) => [fileName(address), army]));
  return asked.flatMap((file) => byFile.get(file) ?? []).sort();
}

/**
 * A fresh phone context whose whole game data (/blob) is held until `release`, recording the data files asked for.
 * `stored` goes into localStorage once, before the app's first start.
 */
async function heldContext(options: { serviceWorkers: 'allow' | 'block'; stored?: Record<string, string> }) {
  const context = await browser().newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl(), serviceWorkers: options.serviceWorkers });
  await keepNoticesAway(context);
  await context.addInitScript((entries) => {
    for (const [name, value] of Object.entries(entries))
      if (localStorage.getItem(`seeded:${name}`) === null) {
        localStorage.setItem(name, value);
        localStorage.setItem(`seeded:${name}`, '1');
      }
  }, options.stored ?? {});
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  const state = { blobAnswered: false, asked: [] as string[] };
  await context.route('**/blob?*', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
    state.blobAnswered = true;
  });
  await context.route('**/data/*', async (route) => {
    state.asked.push(fileName(route.request().url()));
    await route.continue();
  });
  return { context, state, release };
}

const firstWarscroll = (page: Page) => page.getByRole('link', { name: /^Liberators\b/ }).first();

/** Until the offline worker controls the page and has precached the app. */
async function offlineWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function closeReleased(context: BrowserContext, release: () => void): Promise<void> {
  release();
  await context.close();
}

describe('a first visit', () => {
  it('lists the armies on the home screen before the whole game data has come', async () => {
    // The offline worker kept out: the route below sees the data worker's requests.
    const { context, state, release } = await heldContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: STORMCAST, exact: true }).waitFor();
    await page.getByRole('button', { name: /^Order \d+$/ }).waitFor();
    expect(state.blobAnswered).toBe(false);
    expect(state.asked).toEqual([fileName(files.index)]);
    // The whole data still comes, and the footer names its commit.
    release();
    await waitForGameData(page);
    expect(state.blobAnswered).toBe(true);
    await context.close();
  });

  it("shows an army page from the shared core and that army's file alone, and the whole data comes after", async () => {
    const { context, state, release } = await heldContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`/army/${encodeURIComponent(STORMCAST)}`);
    await firstWarscroll(page).waitFor();
    expect(state.blobAnswered).toBe(false);
    expect(state.asked).toContain(fileName(files.core));
    expect(armiesAsked(state.asked)).toEqual([STORMCAST]);
    // Its regiments of renown are in the shared core.
    await page.getByRole('tab', { name: 'Rules' }).click();
    await page.getByRole('region', { name: 'Regiments of Renown' }).getByRole('link').first().waitFor();
    release();
    await waitForGameData(page);
    expect(state.blobAnswered).toBe(true);
    expect(armiesAsked(state.asked)).toEqual([STORMCAST]);
    await context.close();
  });

  it("opens a list's builder and battle view on its army's data alone", async () => {
    const { context, state, release } = await heldContext({ serviceWorkers: 'block', stored: storedLibraryEntries(battleList) });
    const page = await context.newPage();
    await page.goto(`/list/${battleList.id}`);
    await page.getByRole('status', { name: 'Points' }).waitFor();
    await page.getByRole('button', { name: 'Add another Blood Warriors' }).first().waitFor();
    // An edit before the whole data came is checked and saved on the army's data.
    const points = await page.getByRole('status', { name: 'Points' }).textContent();
    await page.getByRole('button', { name: 'Add another Blood Warriors' }).first().click();
    await expect.poll(() => page.getByRole('status', { name: 'Points' }).textContent()).not.toBe(points);
    await page.goto(`/list/${battleList.id}/battle`);
    await page.getByRole('heading', { level: 1, name: battleList.name }).waitFor();
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    expect(state.blobAnswered).toBe(false);
    expect(state.asked).toContain(fileName(files.core));
    expect(armiesAsked(state.asked)).toEqual([KHORNE]);
    await closeReleased(context, release);
  });
});

describe('offline after a first visit', () => {
  it('shows the army page it visited and, the whole data having come after it, every other army', async () => {
    const { context, state, release } = await heldContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(`/army/${encodeURIComponent(STORMCAST)}`);
    await firstWarscroll(page).waitFor();
    expect(armiesAsked(state.asked)).toEqual([STORMCAST]);
    // The offline worker installs once the army is on screen, not after the whole data.
    await offlineWorkerReady(page);
    expect(state.blobAnswered).toBe(false);
    // The whole data comes unasked, and the search is built from it in the game-data worker.
    release();
    await waitForGameData(page);

    await context.setOffline(true);
    await page.reload();
    await firstWarscroll(page).waitFor();
    await page.goto(`/army/${encodeURIComponent(KHORNE)}`);
    await page
      .getByRole('link', { name: /^Bloodsecrator\b/ })
      .first()
      .waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('combobox', { name: 'Search' }).fill('Lord-Celestant');
    await page.getByRole('combobox', { name: 'Search' }).press('Enter');
    await page
      .getByRole('option', { name: /^Lord-Celestant\b/ })
      .first()
      .waitFor();
    await context.close();
  });
});
