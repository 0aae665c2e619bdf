// Best Coast Pairings in a real browser against the real server, whose BCP is
// a local stand-in (fake-bcp.ts, its sign-in included): Connect through the
// server's BCP login and back, with the offline worker active; the settings
// card before and after; a login link this tab did not start, refused; the
// player's events, and importing every list of one into a locked folder,
// skipping the list that does not parse, with the data of the lists' season
// when the player takes the offer. Pictures in every look.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { connectBcp as connect } from './bcp-steps.js';
import { FAKE_BCP_EVENT, FAKE_BCP_LOGIN } from './fake-bcp.js';
import { LOOKS, looksIt, openPage, screenshot, useBrowser, waitForGameData } from './harness.js';
import { convertRelease, RELEASE } from './server-api.js';
import { storedLists } from './stored-library.js';

const browser = useBrowser({ keptPages: true, keepGameData: true });

/** Records, in the page, the address the app shows when it first renders (React replacing the static shell). */
async function recordAddressAtFirstRender(page: Page): Promise<() => Promise<string | null>> {
  await page.addInitScript(() => {
    const record = () => {
      const root = document.getElementById('root');
      if (!root) return;
      new MutationObserver((_, observer) => {
        if (root.querySelector('[data-app-shell]')) return;
        (window as unknown as { addressAtFirstRender?: string }).addressAtFirstRender = location.href;
        observer.disconnect();
      }).observe(root, { childList: true });
    };
    document.addEventListener('DOMContentLoaded', record);
  });
  return () => page.evaluate(() => (window as unknown as { addressAtFirstRender?: string }).addressAtFirstRender ?? null);
}

describe('Best Coast Pairings', () => {
  beforeAll(() => convertRelease());

  it('connects through BCP with the offline worker active, the tokens gone from the address before the first render', async () => {
    const { context, page } = await openPage(browser(), { serviceWorkers: 'allow' });
    await waitForGameData(page);
    // The offline worker controls the page: from now on it answers navigations to the app's pages.
    await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const addressAtFirstRender = await recordAddressAtFirstRender(page);
    const callbacks: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === '/bcp/login') callbacks.push(request.url());
    });
    await page.getByRole('button', { name: 'Settings' }).click();
    await connect(page);
    // The connect left for BCP (its state in the query) and came back with the tokens, both through the server.
    expect(callbacks.map((url) => [...new URL(url).searchParams.keys()].sort())).toEqual([['state'], ['accessToken', 'idToken', 'refreshToken', 'state']]);
    expect(await addressAtFirstRender()).toMatch(/\/bcp\/login$/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('bcpLogin') ?? 'null') as unknown)).toEqual(FAKE_BCP_LOGIN);
    expect(await page.evaluate(() => sessionStorage.getItem('bcpConnectState'))).toBeNull();
    await context.close();
  });

  it('refuses the tokens of a login link this tab did not start, on the page, keeping nothing', async () => {
    for (const look of LOOKS) {
      const { page } = await openPage(browser(), { ...look, path: '/settings' });
      await page.getByRole('region', { name: 'Best Coast Pairings' }).getByRole('button', { name: 'Connect' }).waitFor();
      // Someone else's tokens, as a link would bring them.
      await page.goto(`/bcp/login?${new URLSearchParams({ ...FAKE_BCP_LOGIN, state: 'c29tZW9uZS1lbHNlcy1zdGF0ZQ' }).toString()}`);
      await page.getByRole('alert').getByText('This BCP login was not started here, so it was not used.').waitFor();
      expect(new URL(page.url()).search).toBe('');
      expect(await page.evaluate(() => localStorage.getItem('bcpLogin'))).toBeNull();
      await screenshot(page, `bcp-refused-${look.viewport}-${look.theme}`);
      await page.getByRole('link', { name: 'Go to Settings' }).click();
      await page.getByRole('region', { name: 'Best Coast Pairings' }).getByRole('button', { name: 'Connect' }).waitFor();
    }
  });

  it('connects, and imports every list of an event, locked, into a folder named after it', async () => {
    const { page } = await openPage(browser(), { path: '/settings' });
    const card = page.getByRole('region', { name: 'Best Coast Pairings' });
    await card.getByRole('button', { name: 'Connect' }).waitFor();

    await connect(page);
    await card.getByRole('link', { name: 'Import an Event' }).click();
    await page.waitForURL(/\/import-event$/);
    await waitForGameData(page);

    const row = page.getByRole('button', { name: /Grand Clash Leeds/ });
    const text = await row.textContent();
    for (const part of ['Leeds, United Kingdom', '14-05-2026 – 15-05-2026', 'Owner: Borin Inkbeard', 'Players: 38 / 40']) expect(text).toContain(part);
    expect(await page.getByRole('link', { name: /View on BCP/ }).getAttribute('href')).toBe(`https://www.bestcoastpairings.com/event/${FAKE_BCP_EVENT.id}`);

    // The Kharadron list names the 2025-26 handbook: the release of that season is offered before any list is read.
    await row.click();
    const offer = page.getByRole('group', { name: 'The season of Grand Clash Leeds' });
    await offer.getByText(`The lists of Grand Clash Leeds are from the 2025-26 season: import them with ${RELEASE}`).waitFor();
    await offer.getByRole('button', { name: `Import with ${RELEASE}` }).click();
    await page.getByText("Imported 2 lists into the folder 'Grand Clash Leeds', locked.").waitFor();
    await page.getByText(/^Skipped the list of Cole Ash: /).waitFor();

    await page.getByRole('link', { name: 'Open Your Lists' }).click();
    await page.getByRole('tab', { name: 'Lists' }).click();
    const board = page.getByRole('list', { name: 'Saved lists and folders' });
    await board.getByText('Grand Clash Leeds').waitFor();
    await expect(board.getByRole('listitem').filter({ hasText: 'Grand Clash Leeds' }).first().textContent()).resolves.toContain('2 lists');
    // Stored, one row per list.
    await expect.poll(async () => (await storedLists<{ name: string }>(page)).map((list) => list.name).sort()).toEqual(['Ada Quill', 'Borin Inkbeard']);
    const stored = await storedLists<{ name: string; locked: boolean; dataRef: string | null }>(page);
    expect(stored.every((list) => list.locked && list.dataRef === RELEASE)).toBe(true);
  });

  looksIt('pictures the settings card and the events in every look', async () => {
    for (const look of LOOKS) {
      const name = `${look.viewport}-${look.theme}`;
      const { page } = await openPage(browser(), { ...look, path: '/settings' });
      const card = page.getByRole('region', { name: 'Best Coast Pairings' });
      await card.getByRole('button', { name: 'Connect' }).waitFor();
      await screenshot(page, `bcp-settings-${name}`);
      await connect(page);
      await screenshot(page, `bcp-settings-connected-${name}`);
      await page.goto('/import-event');
      await page.getByRole('button', { name: /Grand Clash Leeds/ }).waitFor();
      await screenshot(page, `import-event-${name}`);
      await waitForGameData(page);
      await page.getByRole('button', { name: /Grand Clash Leeds/ }).click();
      await page.getByRole('group', { name: 'The season of Grand Clash Leeds' }).waitFor();
      await screenshot(page, `import-event-offer-${name}`);
    }
  });

  it('asks a player who is not connected to connect first', async () => {
    const { page } = await openPage(browser(), { path: '/import-event' });
    await page.getByText('No Events. Connect to BCP first.').waitFor();
    await page.getByRole('link', { name: 'Connect in Settings' }).click();
    await page.waitForURL(/\/settings$/);
    const connect = page.getByRole('region', { name: 'Best Coast Pairings' }).getByRole('button', { name: 'Connect' });
    await connect.waitFor();
    await expect(connect.isEnabled()).resolves.toBe(true);
  });
});
