// The ScrolldexClient (companion §7): every call to our API that concerns the
// player's account. Authenticated calls carry the bearer token, refreshed first
// when it runs out within 30 s; a 401 refreshes and retries once. Errors carry
// the server's sentence, never raw JSON.
import {
  AccessTokenClaimsSchema,
  ApiErrorSchema,
  FavoritesSchema,
  TokenPairSchema,
  UnitSettingsSchema,
  type Favorites,
  type TokenPair,
  type UnitSettings,
} from '@scrolldex/contract';
import type { z } from 'zod';

import { apiUrl } from './api';
import type { TokenStorage } from './session-store';

/** Refresh when the access token has less than this left (companion §9). */
export const TOKEN_REFRESH_MARGIN_MS = 30_000;

export const NO_ACCESS_TOKEN = 'No access token available';

/** A non-OK answer of our server; `message` is the server's own sentence. */
export class ApiRequestError extends Error {
  readonly code = 'API_REQUEST_ERROR';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export type ScrolldexClientOptions = {
  tokens: TokenStorage;
  fetch?: typeof fetch;
  /** Milliseconds since the epoch. */
  now?: () => number;
  url?: (path: string) => string;
};

/** The `exp` of an access token in ms, or null when it cannot be read (the server checks signatures, not us). */
export function accessTokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const bytes = Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
    const claims = AccessTokenClaimsSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return claims.success ? claims.data.exp * 1000 : null;
  } catch {
    return null;
  }
}

async function errorFrom(response: Response): Promise<ApiRequestError> {
  const fallback = `HTTP error! status: ${response.status}`;
  const text = (await response.text().catch(() => '')).trim();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: the body text is the message.
    return new ApiRequestError(response.status, text || fallback);
  }
  // JSON of another shape is never shown raw.
  const body = ApiErrorSchema.safeParse(json);
  return new ApiRequestError(response.status, body.success ? body.data.message : fallback);
}

async function parseBody<T>(response: Response, schema: z.ZodType<T>, path: string): Promise<T> {
  if (!response.ok) throw await errorFrom(response);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`The server's answer to ${path} is not as expected.`);
  return parsed.data;
}

export class ScrolldexClient {
  private readonly tokens: TokenStorage;
  private readonly fetcher: typeof fetch;
  private readonly now: () => number;
  private readonly url: (path: string) => string;
  /** The refresh in flight: concurrent callers share it, as a refresh token works only once. */
  private refreshing: Promise<TokenPair> | null = null;

  constructor({ tokens, fetch: fetcher, now = Date.now, url = apiUrl }: ScrolldexClientOptions) {
    this.tokens = tokens;
    // Bound lazily, so a test's or the page's current fetch is used.
    this.fetcher = fetcher ?? ((input, init) => fetch(input, init));
    this.now = now;
    this.url = url;
  }

  hasAccessToken(): boolean {
    return this.tokens.read().accessToken !== null;
  }

  /** POST /auth/refresh: a new token pair, stored. An answer refusing the refresh token clears the session. */
  refresh(): Promise<TokenPair> {
    this.refreshing ??= this.runRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  getFavorites(): Promise<Favorites> {
    return this.authed('/favorites', FavoritesSchema, { method: 'GET' });
  }

  postFavorites(body: Favorites): Promise<Favorites> {
    return this.authed('/favorites', FavoritesSchema, { method: 'POST', body: JSON.stringify(body) });
  }

  getUnitSettings(): Promise<UnitSettings> {
    return this.authed('/unit-settings', UnitSettingsSchema, { method: 'GET' });
  }

  postUnitSettings(body: UnitSettings): Promise<UnitSettings> {
    return this.authed('/unit-settings', UnitSettingsSchema, { method: 'POST', body: JSON.stringify(body) });
  }

  private async runRefresh(): Promise<TokenPair> {
    const { refreshToken } = this.tokens.read();
    if (refreshToken === null) throw new Error('No refresh token available');
    const response = await this.fetcher(this.url('/auth/refresh'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    // A network failure throws above and keeps the session: only the server's refusal ends it.
    if (!response.ok) {
      this.clearTokens();
      throw await errorFrom(response);
    }
    const pair = await parseBody(response, TokenPairSchema, '/auth/refresh');
    this.tokens.write(pair);
    return pair;
  }

  private clearTokens(): void {
    this.tokens.write({ accessToken: null, refreshToken: null });
  }

  /** The access token to send: refreshed first when it runs out within the margin and a refresh token exists. */
  private async currentAccessToken(): Promise<string> {
    const { accessToken, refreshToken } = this.tokens.read();
    if (accessToken === null) throw new Error(NO_ACCESS_TOKEN);
    const expiry = accessTokenExpiry(accessToken);
    const runningOut = expiry === null || expiry - this.now() < TOKEN_REFRESH_MARGIN_MS;
    if (runningOut && refreshToken !== null) return (await this.refresh()).accessToken;
    return accessToken;
  }

  private send(path: string, init: RequestInit, accessToken: string): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${accessToken}`);
    if (init.body !== undefined) headers.set('Content-Type', 'application/json');
    return this.fetcher(this.url(path), { ...init, headers, cache: 'no-store' });
  }

  private async authed<T>(path: string, schema: z.ZodType<T>, init: RequestInit): Promise<T> {
    const first = await this.send(path, init, await this.currentAccessToken());
    if (first.status !== 401) return parseBody(first, schema, path);
    // The token was refused: one refresh and one retry, else the session is over.
    if (this.tokens.read().refreshToken === null) {
      this.clearTokens();
      throw await errorFrom(first);
    }
    const { accessToken } = await this.refresh();
    const retry = await this.send(path, init, accessToken);
    if (retry.status === 401) this.clearTokens();
    return parseBody(retry, schema, path);
  }
}
