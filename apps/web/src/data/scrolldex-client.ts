// The ScrolldexClient: every call to our API that concerns the
// player's account. Authenticated calls carry the bearer token, refreshed first
// when it runs out within 30 s; a 401 refreshes and retries once. Errors carry
// the server's sentence, never raw JSON.
import {
  ApiErrorSchema,
  type AccessTokenClaims,
  type BcpEvent,
  type BcpListEntry,
  type BcpLogin,
  type BcpRefreshQuery,
  type CreateAccountBody,
  type DeleteAccountBody,
  type Favorites,
  type FavoritesWrite,
  type FavoritesWriteAnswer,
  type GameStates,
  type GameSyncAnswer,
  type GameSyncBody,
  type ListStates,
  type ListSyncAnswer,
  type ListSyncBody,
  type LoginBody,
  type LogoutBody,
  type RefreshBody,
  type RequestResetBody,
  type ResetPasswordBody,
  type RosterStates,
  type RosterSyncAnswer,
  type RosterSyncBody,
  type TokenPair,
  type UnitSettings,
  type UnitSettingsWrite,
  type UnitSettingsWriteAnswer,
  type UpdatePasswordBody,
} from '@scrolldex/contract';
import { z } from 'zod/mini';

import { accessTokenClaims } from './access-token-claims';
import { apiUrl } from './api';
import type * as answerSchemas from './answer-schemas';
import type { TokenStorage } from './session-store';

/** Refresh when the access token has less than this left. */
export const TOKEN_REFRESH_MARGIN_MS = 30_000;

export const NO_ACCESS_TOKEN = 'No access token available';

/** A non-OK answer of our server; `message` is the server's own sentence, or a generic one when it sent none (`fromServer` false). */
export class ApiRequestError extends Error {
  readonly code = 'API_REQUEST_ERROR';
  constructor(
    readonly status: number,
    message: string,
    readonly fromServer = true,
  ) {
    super(message);
  }
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/**
 * A request still unanswered after this long is given up as a network failure: on a connection that drops without
 * closing, an answer never comes, and a sync waiting for it would hold back every later sync.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/** The request never got a whole answer (offline, server down, no answer in time): a sentence, not the browser's 'Failed to fetch'. */
export class NetworkError extends Error {
  readonly code = 'NETWORK_ERROR';
  constructor(cause: unknown) {
    super(NETWORK_ERROR_MESSAGE, { cause });
  }
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof Error && (error as { code?: unknown }).code === 'NETWORK_ERROR';
}

export type SignUp = CreateAccountBody;

export type ScrolldexClientOptions = {
  tokens: TokenStorage;
  fetch?: typeof fetch;
  /** Milliseconds since the epoch. */
  now?: () => number;
  url?: (path: string) => string;
  /** How long a request may go unanswered, body included (REQUEST_TIMEOUT_MS). */
  timeoutMs?: number;
};

/** The `exp` of an access token in ms, or null when it cannot be read (the server checks signatures, not us). */
export function accessTokenExpiry(token: string): number | null {
  const claims = accessTokenClaims(token);
  return claims ? claims.exp * 1000 : null;
}

async function errorFrom(response: Response): Promise<ApiRequestError> {
  const fallback = `HTTP error! status: ${response.status}`;
  const text = (await response.text().catch(() => '')).trim();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: the body text is the message.
    return text ? new ApiRequestError(response.status, text) : new ApiRequestError(response.status, fallback, false);
  }
  // JSON of another shape is never shown raw.
  const body = ApiErrorSchema.safeParse(json);
  return body.success ? new ApiRequestError(response.status, body.data.message) : new ApiRequestError(response.status, fallback, false);
}

type AnswerSchemas = typeof answerSchemas;
/** An answer's schema by its export name in answer-schemas.ts. */
type AnswerName = keyof AnswerSchemas;
type Answer<K extends AnswerName> = z.infer<AnswerSchemas[K]>;

async function parseBody<K extends AnswerName>(response: Response, name: K, path: string): Promise<Answer<K>> {
  if (!response.ok) throw await errorFrom(response);
  const body = response.json().catch((error: unknown) => {
    // Cut off mid-answer (connection lost, timed out) is a network failure; an answer that is not JSON is the server's.
    throw error instanceof SyntaxError ? new Error(`The server's answer to ${path} is not as expected.`) : new NetworkError(error);
  });
  const [json, schemas] = await Promise.all([body as Promise<unknown>, import('./answer-schemas')]);
  const parsed = z.safeParse(schemas[name] as z.core.$ZodType, json);
  if (!parsed.success) throw new Error(`The server's answer to ${path} is not as expected.`);
  return parsed.data as Answer<K>;
}

export class ScrolldexClient {
  private readonly tokens: TokenStorage;
  private readonly fetcher: typeof fetch;
  private readonly now: () => number;
  private readonly url: (path: string) => string;
  /** The refresh in flight: concurrent callers share it, as a refresh token works only once. */
  private refreshing: Promise<TokenPair> | null = null;

  constructor({ tokens, fetch: fetcher, now = Date.now, url = apiUrl, timeoutMs = REQUEST_TIMEOUT_MS }: ScrolldexClientOptions) {
    this.tokens = tokens;
    // Bound lazily, so a test's or the page's current fetch is used.
    const send = fetcher ?? ((input, init) => fetch(input, init));
    this.fetcher = async (input, init) => {
      try {
        return await send(input, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        throw new NetworkError(error);
      }
    };
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
    return this.authed('/favorites', 'FavoritesSchema', { method: 'GET' });
  }

  /** POST /favorites: how many entries the server wrote, and its versions of those it kept instead. */
  postFavorites(body: FavoritesWrite): Promise<FavoritesWriteAnswer> {
    return this.authed('/favorites', 'FavoritesWriteAnswerSchema', { method: 'POST', body: JSON.stringify(body) });
  }

  getUnitSettings(): Promise<UnitSettings> {
    return this.authed('/unit-settings', 'UnitSettingsSchema', { method: 'GET' });
  }

  /** POST /unit-settings: as postFavorites. */
  postUnitSettings(body: UnitSettingsWrite): Promise<UnitSettingsWriteAnswer> {
    return this.authed('/unit-settings', 'UnitSettingsWriteAnswerSchema', { method: 'POST', body: JSON.stringify(body) });
  }

  getListStates(): Promise<ListStates> {
    return this.authed('/lists/states', 'ListStatesSchema', { method: 'GET' });
  }

  syncLists(body: ListSyncBody): Promise<ListSyncAnswer> {
    return this.authed('/lists/sync', 'ListSyncAnswerSchema', { method: 'POST', body: JSON.stringify(body) });
  }

  /** GET /rosters/states: every Path to Glory roster of the account, deleted ones included. */
  getRosterStates(): Promise<RosterStates> {
    return this.authed('/rosters/states', 'RosterStatesSchema', { method: 'GET' });
  }

  /** POST /rosters/sync: rosters to store and ids to send back (within SYNC_LIMITS: data/roster-sync splits larger syncs). */
  syncRosters(body: RosterSyncBody): Promise<RosterSyncAnswer> {
    return this.authed('/rosters/sync', 'RosterSyncAnswerSchema', { method: 'POST', body: JSON.stringify(body) });
  }

  /** GET /games/states: every game of the account, deleted ones included. */
  getGameStates(): Promise<GameStates> {
    return this.authed('/games/states', 'GameStatesSchema', { method: 'GET' });
  }

  /** POST /games/sync: games to store and ids to send back (within SYNC_LIMITS: data/game-sync splits larger syncs). */
  syncGames(body: GameSyncBody): Promise<GameSyncAnswer> {
    return this.authed('/games/sync', 'GameSyncAnswerSchema', { method: 'POST', body: JSON.stringify(body) });
  }

  /** GET /bcp/refresh: a new Best Coast Pairings login for its refresh token (kept by the caller, never by this client). */
  bcpRefresh(refreshToken: string): Promise<BcpLogin> {
    return this.bcpGet(`/bcp/refresh?${new URLSearchParams({ refreshToken } satisfies BcpRefreshQuery).toString()}`, 'BcpLoginSchema', null);
  }

  /** GET /bcp/myevents: the events of the BCP player whose access token this is. */
  bcpEvents(bcpAccessToken: string): Promise<BcpEvent[]> {
    return this.bcpGet('/bcp/myevents', 'BcpEventsSchema', bcpAccessToken);
  }

  /** GET /bcp/lists/{eventId}: every player's list of the event. */
  bcpEventLists(bcpAccessToken: string, eventId: string): Promise<BcpListEntry[]> {
    return this.bcpGet(`/bcp/lists/${encodeURIComponent(eventId)}`, 'BcpListEntriesSchema', bcpAccessToken);
  }

  /** POST /auth/login: the session starts (tokens stored). */
  async login(emailOrusername: string, password: string): Promise<void> {
    this.tokens.write(await this.anonymous('/auth/login', 'TokenPairSchema', { emailOrusername, password } satisfies LoginBody));
  }

  /** POST /auth/create: the account is made and its session starts. */
  async signUp(account: SignUp): Promise<void> {
    this.tokens.write(await this.anonymous('/auth/create', 'TokenPairSchema', account));
  }

  /** POST /auth/request-reset: the server's confirmation sentence (the same whether or not the account exists). */
  async requestReset(usernameOremail: string, uiUrl: string): Promise<string> {
    return (await this.anonymous('/auth/request-reset', 'MessageAnswerSchema', { usernameOremail, uiUrl } satisfies RequestResetBody)).message;
  }

  /** POST /auth/reset-password: the new password is set and the session starts. */
  async resetPassword(newPassword: string, resetToken: string): Promise<void> {
    this.tokens.write(await this.anonymous('/auth/reset-password', 'TokenPairSchema', { newPassword, resetToken } satisfies ResetPasswordBody));
  }

  /** POST /auth/update-password: fresh tokens for this session (the server ends the others). */
  async updatePassword(currentPassword: string, newPassword: string): Promise<void> {
    this.tokens.write(
      await this.authed('/auth/update-password', 'TokenPairSchema', {
        method: 'POST',
        body: JSON.stringify({ newPassword, currentPassword } satisfies UpdatePasswordBody),
      }),
    );
  }

  /** POST /stripe/session-complete: after a payment, tokens whose claims carry the new subscription. */
  async completeSubscription(sessionId: string): Promise<void> {
    this.tokens.write(await this.authed('/stripe/session-complete', 'TokenPairSchema', { method: 'POST', body: JSON.stringify({ sessionId }) }));
  }

  /** POST /stripe/create-customer-portal-session: the Stripe portal address, returning to `redirectUrl`. */
  async customerPortalUrl(redirectUrl: string): Promise<string> {
    return (await this.authed('/stripe/create-customer-portal-session', 'PortalSessionAnswerSchema', { method: 'POST', body: JSON.stringify({ redirectUrl }) }))
      .portalUrl;
  }

  /** DELETE /account: the server's sentence; the session ends. */
  async deleteAccount(password: string): Promise<string> {
    const { message } = await this.authed('/account', 'MessageAnswerSchema', {
      method: 'DELETE',
      body: JSON.stringify({ password } satisfies DeleteAccountBody),
    });
    this.clearTokens();
    return message;
  }

  /**
   * POST /auth/logout, revoking this session's refresh token. The tokens are
   * cleared whatever the answer: logging out works offline too.
   */
  async logout(): Promise<void> {
    try {
      if (this.hasAccessToken()) {
        // Refreshed first when it ran out, so the server can still be told; then the refresh token of now is revoked.
        const accessToken = await this.currentAccessToken();
        const { refreshToken } = this.tokens.read();
        const response = await this.send(
          '/auth/logout',
          { method: 'POST', body: JSON.stringify((refreshToken === null ? {} : { refreshToken }) satisfies LogoutBody) },
          accessToken,
        );
        if (!response.ok) console.warn('The server did not end the session:', (await errorFrom(response)).message);
      }
    } catch (error) {
      console.warn('The server could not be told of the logout; the tokens are cleared here.', error);
    } finally {
      this.clearTokens();
    }
  }

  /**
   * Who is logged in, from the access token's claims; an expired token is
   * refreshed first. Null when logged out, or when
   * the server refused the refresh (the session is then over).
   */
  async me(): Promise<AccessTokenClaims | null> {
    const { accessToken } = this.tokens.read();
    if (accessToken === null) return null;
    try {
      return accessTokenClaims(await this.currentAccessToken());
    } catch (error) {
      // Offline: the stored claims still name the account.
      if (isNetworkError(error)) return accessTokenClaims(accessToken);
      return null;
    }
  }

  private async runRefresh(): Promise<TokenPair> {
    const { refreshToken } = this.tokens.read();
    if (refreshToken === null) throw new Error('No refresh token available');
    const response = await this.fetcher(this.url('/auth/refresh'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken } satisfies RefreshBody),
    });
    // A network failure throws above and keeps the session: only the server's refusal ends it.
    if (!response.ok) {
      this.clearTokens();
      throw await errorFrom(response);
    }
    const pair = await parseBody(response, 'TokenPairSchema', '/auth/refresh');
    this.tokens.write(pair);
    return pair;
  }

  private async anonymous<K extends AnswerName>(path: string, answer: K, body: unknown): Promise<Answer<K>> {
    const response = await this.fetcher(this.url(path), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      cache: 'no-store',
    });
    return parseBody(response, answer, path);
  }

  /** A GET of the server's BCP proxy, with BCP's own access token (not ours) when it needs one. */
  private async bcpGet<K extends AnswerName>(path: string, answer: K, bcpAccessToken: string | null): Promise<Answer<K>> {
    const headers: Record<string, string> = bcpAccessToken ? { Authorization: `Bearer ${bcpAccessToken}` } : {};
    return parseBody(await this.fetcher(this.url(path), { headers, cache: 'no-store' }), answer, path.split('?')[0]!);
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

  private async authed<K extends AnswerName>(path: string, answer: K, init: RequestInit): Promise<Answer<K>> {
    const first = await this.send(path, init, await this.currentAccessToken());
    if (first.status !== 401) return parseBody(first, answer, path);
    // The token was refused: one refresh and one retry, else the session is over.
    if (this.tokens.read().refreshToken === null) {
      this.clearTokens();
      throw await errorFrom(first);
    }
    const { accessToken } = await this.refresh();
    const retry = await this.send(path, init, accessToken);
    if (retry.status === 401) this.clearTokens();
    return parseBody(retry, answer, path);
  }
}
