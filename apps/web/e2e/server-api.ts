// The real server as the browser tests reach it from Node, beside the pages:
// its JSON API (to set up accounts and to check what a page sent), the
// session keys the app stores, and a wait for a condition only the server
// can tell.
import { baseUrl } from './harness.js';

/** The keys of data/session-store.ts. */
export const ACCESS_TOKEN_KEY = 'scrolldex-access-token';
export const REFRESH_TOKEN_KEY = 'scrolldex-refresh-token';

export type Tokens = { accessToken: string; refreshToken: string };

/** The account id an access token names (its id claim), as the app keys the account's stored rows. */
export function accountIdOf(accessToken: string): string {
  return (JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { id: string }).id;
}

/** A JSON call to the test server; a status other than 2xx throws with the server's answer. */
export async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(`${baseUrl()}${path}`, { ...init, headers });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Each account's token for the tests' own questions to the server, from a login of their own (the app's session is
 * left alone). One login per account rather than one per poll: polls soon meet the server's limit of logins per account.
 */
const accountTokens = new Map<string, string>();

/** `ask` with a token of the account; a token the server no longer takes (a password reset ends sessions) is replaced once. */
export async function asAccount<T>(username: string, password: string, ask: (token: string) => Promise<T>): Promise<T> {
  const login = async () => {
    const { accessToken } = await api<Tokens>('/auth/login', { method: 'POST', body: JSON.stringify({ emailOrusername: username, password }) });
    accountTokens.set(username, accessToken);
    return accessToken;
  };
  const known = accountTokens.get(username);
  if (!known) return ask(await login());
  try {
    return await ask(known);
  } catch (error) {
    if (!(error instanceof Error && error.message.includes(' answered 401:'))) throw error;
    return ask(await login());
  }
}

/** Polls `check` every 250 ms until it holds; throws naming `what` after `timeoutMs`. */
export async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** The data release the tests pin lists to: the 2025-26 season's, one season before the data's own. */
export const RELEASE = 'battlescroll-2026-03';

/** Has the server convert `ref` now: it converts a tag on its first request (seconds on a busy machine), before a page waits on it. */
export async function convertRelease(ref = RELEASE): Promise<void> {
  const blob = await fetch(`${baseUrl()}/blob?name=${ref}`);
  if (!blob.ok) throw new Error(`GET /blob?name=${ref} answered ${blob.status}`);
  await blob.arrayBuffer();
}
