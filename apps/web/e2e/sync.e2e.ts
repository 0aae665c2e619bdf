// Favourites sync in a real browser against the real server and its database:
// an account made through the API, its tokens in the app's storage; a star set
// in the app reaches GET /favorites, and a change made on the server shows in
// the app after a reload.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { openPage, screenshot, settled, useBrowser, waitForGameData } from './harness.js';
import { ACCESS_TOKEN_KEY, api, REFRESH_TOKEN_KEY, type Tokens, until } from './server-api.js';

type Favorite = { type: string; key: string; isFavorited: boolean; updatedAt: number };

const browser = useBrowser();

async function createAccount(): Promise<Tokens> {
  const name = `sync${Date.now().toString(36)}`;
  return api<Tokens>('/auth/create', {
    method: 'POST',
    body: JSON.stringify({ email: `${name}@example.com`, username: name, password: 'correct horse battery' }),
  });
}

/** The app logged in as the account: its tokens stored where the app keeps them. */
async function signIn(page: Page, tokens: Tokens): Promise<void> {
  await page.evaluate(
    ({ keys, tokens: pair }) => {
      localStorage.setItem(keys.access, JSON.stringify(pair.accessToken));
      localStorage.setItem(keys.refresh, JSON.stringify(pair.refreshToken));
    },
    { keys: { access: ACCESS_TOKEN_KEY, refresh: REFRESH_TOKEN_KEY }, tokens },
  );
  await page.reload();
}

/** The account's favourites on the server (a fresh token each time, as the app may have rotated ours). */
async function serverFavorites(page: Page): Promise<Favorite[]> {
  const token = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as string, ACCESS_TOKEN_KEY);
  return (await api<{ favorites: Favorite[] }>('/favorites', { token })).favorites;
}

describe('favourites sync with an account', () => {
  it('sends a star to the server, and shows a star set on the server after a reload', async () => {
    const tokens = await createAccount();
    const { context, page } = await openPage(browser(), { viewport: 'phone' });
    await signIn(page, tokens);
    await waitForGameData(page);

    const star = page.getByRole('button', { name: 'Favourite Seraphon', exact: true });
    await star.click();
    await expect(star.getAttribute('aria-pressed')).resolves.toBe('true');
    await until(
      async () => (await serverFavorites(page)).some((entry) => entry.key === 'Seraphon' && entry.type === 'army' && entry.isFavorited),
      'Seraphon on the server',
    );

    // Another device stars Nighthaunt: it shows here on the next start.
    const token = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as string, ACCESS_TOKEN_KEY);
    await api('/favorites', {
      method: 'POST',
      token,
      body: JSON.stringify({ favorites: [{ type: 'army', key: 'Nighthaunt', isFavorited: true, updatedAt: Date.now() }] }),
    });
    await page.reload();
    await waitForGameData(page);
    const other = page.getByRole('button', { name: 'Favourite Nighthaunt', exact: true });
    await until(async () => (await other.getAttribute('aria-pressed')) === 'true', 'the Nighthaunt star');
    await expect(star.getAttribute('aria-pressed')).resolves.toBe('true');

    // The settings screen counts both as synced, just now.
    await page.goto('/settings');
    const favoritesRow = page.getByText('Favorites', { exact: true }).locator('..');
    await favoritesRow.getByText('2/2').waitFor();
    await favoritesRow.getByText('Just now').waitFor();
    await screenshot(page, 'sync-settings-phone-light');
    await context.close();
  });

  it('sends nothing without a token: the star stays on this device only', async () => {
    const tokens = await createAccount();
    const { context, page } = await openPage(browser(), { viewport: 'desktop' });
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/favorites')) sent.push(`${request.method()} ${request.url()}`);
    });
    await waitForGameData(page);
    const star = page.getByRole('button', { name: 'Favourite Seraphon', exact: true });
    await star.click();
    // Stored as not yet synced, and the app done with it: with a token, it would have sent the star by now (use-sync.tsx
    // syncs on every change).
    await expect(star.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.waitForFunction(() => (JSON.parse(localStorage.getItem('favorites') ?? '{}') as { unsyncedCount?: number }).unsyncedCount === 1);
    await settled(page);
    expect(sent).toEqual([]);
    await page.goto('/settings');
    await page.getByText('Not signed in: kept on this device only.').waitFor();
    await page.getByText('Favorites', { exact: true }).locator('..').getByText('0/1').waitFor();
    expect(sent).toEqual([]);
    // Signing in afterwards syncs what was kept.
    await signIn(page, tokens);
    await until(async () => (await serverFavorites(page)).some((entry) => entry.key === 'Seraphon' && entry.isFavorited), 'the kept star on the server');
    await context.close();
  });
});
