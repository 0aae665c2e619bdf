// Best Coast Pairings in a real browser against the real server, whose BCP API
// is a local stand-in (fake-bcp.ts): the settings card before and after the
// login comes back, the player's events, and importing every list of one into
// a locked folder, skipping the list that does not parse. Pictures in every look.
import { describe, expect, it } from 'vitest';

import { FAKE_BCP_EVENT, FAKE_BCP_LOGIN } from './fake-bcp.js';
import { LOOKS, looksIt, openPage, screenshot, useBrowser, waitForGameData } from './harness.js';

const browser = useBrowser();

/** Where the server's BCP callback sends the browser with the tokens BCP gave it. */
const CALLBACK = `/bcp/login?${new URLSearchParams(FAKE_BCP_LOGIN).toString()}`;

describe('Best Coast Pairings', () => {
  it('connects, and imports every list of an event, locked, into a folder named after it', async () => {
    const { context, page } = await openPage(browser(), { path: '/settings' });
    const card = page.getByRole('region', { name: 'Best Coast Pairings' });
    await card.getByRole('button', { name: 'Connect' }).waitFor();

    await page.goto(CALLBACK);
    await page.waitForURL(/\/settings$/);
    await card.getByText('Connected to BCP as Ada (inkwell) Quill.').waitFor();
    await card.getByRole('link', { name: 'Import an Event' }).click();
    await page.waitForURL(/\/import-event$/);
    await waitForGameData(page);

    const row = page.getByRole('button', { name: /Grand Clash Leeds/ });
    const text = await row.textContent();
    for (const part of ['Leeds, United Kingdom', '14-05-2026 – 15-05-2026', 'Owner: Borin Inkbeard', 'Players: 38 / 40']) expect(text).toContain(part);
    expect(await page.getByRole('link', { name: /View on BCP/ }).getAttribute('href')).toBe(`https://www.bestcoastpairings.com/event/${FAKE_BCP_EVENT.id}`);

    await row.click();
    await page.getByText("Imported 2 lists into the folder 'Grand Clash Leeds', locked.").waitFor();
    await page.getByText(/^Skipped the list of Cole Ash: /).waitFor();

    await page.getByRole('link', { name: 'Open Your Lists' }).click();
    await page.getByRole('tab', { name: 'Lists' }).click();
    const board = page.getByRole('list', { name: 'Saved lists and folders' });
    await board.getByText('Grand Clash Leeds').waitFor();
    await expect(board.getByRole('listitem').filter({ hasText: 'Grand Clash Leeds' }).first().textContent()).resolves.toContain('2 lists');
    // The list store keeps lists by id.
    const stored = Object.values(
      await page.evaluate(() => JSON.parse(localStorage.getItem('lists') ?? '{}') as Record<string, { name: string; locked: boolean }>),
    );
    expect(stored.map((list) => list.name).sort()).toEqual(['Ada Quill', 'Borin Inkbeard']);
    expect(stored.every((list) => list.locked)).toBe(true);
    await context.close();
  });

  looksIt('pictures the settings card and the events in every look', async () => {
    for (const look of LOOKS) {
      const name = `${look.viewport}-${look.theme}`;
      const { context, page } = await openPage(browser(), { ...look, path: '/settings' });
      const card = page.getByRole('region', { name: 'Best Coast Pairings' });
      await card.getByRole('button', { name: 'Connect' }).waitFor();
      await screenshot(page, `bcp-settings-${name}`);
      await page.goto(CALLBACK);
      await card.getByText('Connected to BCP as Ada (inkwell) Quill.').waitFor();
      await screenshot(page, `bcp-settings-connected-${name}`);
      await page.goto('/import-event');
      await page.getByRole('button', { name: /Grand Clash Leeds/ }).waitFor();
      await screenshot(page, `import-event-${name}`);
      await context.close();
    }
  });

  it('asks a player who is not connected to connect first', async () => {
    const { context, page } = await openPage(browser(), { path: '/import-event' });
    await page.getByText('No Events. Connect to BCP first.').waitFor();
    await page.getByRole('link', { name: 'Connect in Settings' }).click();
    await page.waitForURL(/\/settings$/);
    const connect = page.getByRole('region', { name: 'Best Coast Pairings' }).getByRole('button', { name: 'Connect' });
    await connect.waitFor();
    await expect(connect.isEnabled()).resolves.toBe(true);
    await context.close();
  });
});
