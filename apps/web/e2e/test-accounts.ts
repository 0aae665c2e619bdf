// Accounts made through the server's API, and a page's localStorage entries
// logging it in with one, written before the app's next start: for the browser
// tests not about signing up or logging in (account-sync.e2e.ts signs up and
// logs in through the screens).
import type { Page } from 'playwright-core';

import { ACCESS_TOKEN_KEY, api, REFRESH_TOKEN_KEY, type Tokens } from './server-api.js';

/** A new account named `<prefix><now in base 36>` with `password`, and its first session. */
export async function newAccount(prefix: string, password: string): Promise<{ username: string; tokens: Tokens }> {
  const username = `${prefix}${Date.now().toString(36)}`;
  const tokens = await api<Tokens>('/auth/create', {
    method: 'POST',
    body: JSON.stringify({ email: `${username}@example.com`, username, password }),
  });
  return { username, tokens };
}

/** The localStorage entries of a page logged in with `tokens`, where data/session-store keeps them. */
export function sessionEntries(tokens: Tokens): Record<string, string> {
  return {
    [ACCESS_TOKEN_KEY]: JSON.stringify(tokens.accessToken),
    [REFRESH_TOKEN_KEY]: JSON.stringify(tokens.refreshToken),
  };
}

/** Writes `entries` (a session's, a library's) into the page's localStorage, for the app to take in at its next start. */
export async function storeForNextStart(page: Page, entries: Record<string, string>): Promise<void> {
  await page.evaluate((written) => Object.entries(written).forEach(([key, value]) => localStorage.setItem(key, value)), entries);
}
