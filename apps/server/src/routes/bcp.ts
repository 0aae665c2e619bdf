// Best Coast Pairings (companion §7): GET /bcp/login sends the browser to BCP's
// authorization page, GET /bcp/callback exchanges the code and returns to the
// web app's /bcp/login with the three tokens in the query, and the web app's
// own `state` from /bcp/login (the page keeps tokens only for a connect it
// started); /bcp/refresh,
// /bcp/myevents and /bcp/lists/:eventId proxy to BCP. Tokens are never logged
// (decisions.md): the request logger redacts token-like query parameters and
// logs no headers, and upstream failures are logged without URLs' queries or headers.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { BcpStateStore } from '../db/stores.js';
import type { BcpConfig } from '../env.js';
import { AppError } from '../errors.js';
import { noStore } from '../http/no-store.js';
import { hasWebApp, sendAppShell } from '../plugins/web-app.js';
import { shareOrigins } from './share.js';

export const BCP_NOT_CONFIGURED = 'BCP is not configured on this server.';
export const BCP_UNAVAILABLE = 'Best Coast Pairings did not answer as expected. Please try again later.';
export const BCP_STATE_INVALID = 'The BCP login link is invalid or has expired. Please connect to BCP again.';
export const BCP_TOKEN_MISSING = 'A BCP access token is required: connect to BCP first.';
export const BCP_TOKEN_REJECTED = 'BCP refused the access token. Refresh it or connect to BCP again.';
export const BCP_REFRESH_REJECTED = 'BCP refused the refresh token. Please connect to BCP again.';

/** How long a login may take between /bcp/login and /bcp/callback. */
export const STATE_TTL_MS = 10 * 60 * 1000;
const UPSTREAM_TIMEOUT_MS = 10_000;

const text = z.string();
const maybeText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);
const maybeNumber = z
  .number()
  .nullish()
  .transform((value) => value ?? null);

export const BcpEventSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  name: text,
  city: maybeText,
  country: maybeText,
  eventDate: text,
  eventEndDate: maybeText,
  ownerFirstName: maybeText,
  ownerLastName: maybeText,
  totalPlayers: maybeNumber,
  numTickets: maybeNumber,
});
export const BcpListEntrySchema = z.object({
  armyListText: maybeText,
  user: z.object({ firstName: maybeText, lastName: maybeText }),
});
export type BcpEvent = z.infer<typeof BcpEventSchema>;
export type BcpListEntry = z.infer<typeof BcpListEntrySchema>;

/** A bare array, or one wrapped in `{ data }`. */
const arrayOf = <T extends z.ZodType>(item: T) => z.union([z.array(item), z.object({ data: z.array(item) }).transform((value) => value.data)]);
const EventsSchema = arrayOf(BcpEventSchema);
const ListsSchema = arrayOf(BcpListEntrySchema);

/** OAuth token endpoint answer; a refresh may leave out the refresh token (the old one stays valid). */
const TokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  id_token: z.string().min(1),
});
export type BcpTokenRecord = { accessToken: string; refreshToken: string; idToken: string };

/** The web app's state for a connect it started: random, URL-safe, carried through BCP's login back to its page. */
const AppState = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16 to 128 letters, digits, - or _');
const LoginQuery = z.object({
  state: AppState.optional(),
  accessToken: z.string().optional(),
  refreshToken: z.string().optional(),
  idToken: z.string().optional(),
});
const CallbackQuery = z.object({ code: z.string().min(1).max(4096).optional(), state: z.string().max(512).optional(), error: z.string().max(512).optional() });
const RefreshQuery = z.object({ refreshToken: z.string().min(1).max(8192) });
// BCP event ids are opaque word characters; anything else ('..', slashes) could climb out of /lists/.
const EventParams = z.object({ eventId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be a BCP event id (letters, digits, - and _)') });

/** The cookie that ties a login's state to the browser that started it. */
export const BCP_LOGIN_COOKIE = 'bcp_login';

const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/** A verified login: the web app's own state, when its /bcp/login carried one. */
export type VerifiedLogin = { appState: string | null };

/**
 * A state that proves this server started the login, for this browser, once:
 * `<time>.<nonce>.<app state>.<hmac>`, the HMAC also covering a hash of the
 * browser's login cookie; good for STATE_TTL_MS and spent by its first use. The
 * key is the same on every instance (derived from AUTH_SECRET) and the nonce is
 * spent in the database, so any instance takes the callback, once, across
 * restarts. The web app's state (empty when none) rides along, signed.
 */
export function createStateSigner(key: Buffer, spent: BcpStateStore, now: () => number) {
  const sign = (payload: string, browser: string) =>
    createHmac('sha256', key)
      .update(`${payload}|${digest(browser)}`)
      .digest('base64url');
  return {
    issue(browser: string, appState: string | null = null): string {
      const payload = `${now().toString(36)}.${randomBytes(12).toString('base64url')}.${appState ?? ''}`;
      return `${payload}.${sign(payload, browser)}`;
    },
    /** The login, once, for a state issued to this browser within its lifetime; null otherwise. */
    async verify(state: string | undefined, browser: string | undefined): Promise<VerifiedLogin | null> {
      if (!state || !browser) return null;
      const last = state.lastIndexOf('.');
      if (last < 0) return null;
      const payload = state.slice(0, last);
      const given = Buffer.from(state.slice(last + 1));
      const expected = Buffer.from(sign(payload, browser));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const [time, nonce, appState] = payload.split('.');
      const issued = parseInt(time!, 36);
      const age = now() - issued;
      if (!Number.isFinite(issued) || age < 0 || age > STATE_TTL_MS || nonce === undefined) return null;
      // Refused anyway once STATE_TTL_MS has passed: the purge may drop the row then (MaintenanceStore.purge).
      if (!(await spent.spend(nonce, new Date(issued + STATE_TTL_MS)))) return null;
      return { appState: appState || null };
    },
  };
}

export type BcpRouteOptions = { now?: () => number; fetch?: typeof fetch };

export async function bcpRoutes(server: FastifyInstance, options: BcpRouteOptions = {}): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const bcp: BcpConfig | null = app.config.bcp ?? null;
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  // BCP tokens and a player's events: never cached.
  app.addHook('onRequest', noStore);
  const { publicOrigin, uiOrigin } = shareOrigins(app.config);
  const redirectUri = `${publicOrigin}/bcp/callback`;
  const states = createStateSigner(app.auth.bcpStateKey, app.stores.bcpStates, now);
  await app.register(fastifyCookie);
  const webApp = hasWebApp(app.config.webDistDir);

  const configured = (): BcpConfig => {
    if (!bcp) throw new AppError('BCP_NOT_CONFIGURED', BCP_NOT_CONFIGURED);
    return bcp;
  };

  /** Logs what failed without the query string or any header (tokens). */
  const upstreamFailure = (what: string, url: string, detail: string): AppError => {
    app.log.warn({ bcp: what, upstream: url.split('?')[0], detail }, 'BCP request failed');
    return new AppError('BCP_UPSTREAM_ERROR', BCP_UNAVAILABLE);
  };

  async function call(what: string, url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await doFetch(url, { ...init, signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
    } catch (error) {
      throw upstreamFailure(what, url, error instanceof Error ? error.name : 'fetch failed');
    }
    const raw = await response.text().catch(() => '');
    let body: unknown = undefined;
    try {
      body = raw === '' ? undefined : JSON.parse(raw);
    } catch {
      if (response.ok) throw upstreamFailure(what, url, `status ${response.status}, not JSON`);
    }
    return { status: response.status, body };
  }

  async function tokenRequest(
    config: BcpConfig,
    what: string,
    params: Record<string, string>,
    rejected: string,
  ): Promise<Omit<BcpTokenRecord, 'refreshToken'> & { refreshToken: string | undefined }> {
    const form = new URLSearchParams({ ...params, client_id: config.clientId });
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
    if (config.clientSecret)
      headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`).toString('base64')}`;
    const { status, body } = await call(what, config.tokenUrl, { method: 'POST', headers, body: form.toString() });
    if (status === 400 || status === 401) throw new AppError('UNAUTHORIZED', rejected);
    if (status < 200 || status >= 300) throw upstreamFailure(what, config.tokenUrl, `status ${status}`);
    const parsed = TokenAnswer.safeParse(body);
    if (!parsed.success) throw upstreamFailure(what, config.tokenUrl, 'token answer does not match the schema');
    return { accessToken: parsed.data.access_token, refreshToken: parsed.data.refresh_token, idToken: parsed.data.id_token };
  }

  async function proxy<T>(config: BcpConfig, what: string, path: string, authorization: string | undefined, schema: z.ZodType<T>): Promise<T> {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match) throw new AppError('UNAUTHORIZED', BCP_TOKEN_MISSING);
    const url = `${config.apiUrl}${path}`;
    const { status, body } = await call(what, url, { headers: { authorization: `Bearer ${match[1]}`, accept: 'application/json' } });
    if (status === 401 || status === 403) throw new AppError('UNAUTHORIZED', BCP_TOKEN_REJECTED);
    if (status === 404) throw new AppError('NOT_FOUND', 'BCP has no such event.');
    if (status < 200 || status >= 300) throw upstreamFailure(what, url, `status ${status}`);
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw upstreamFailure(what, url, `answer does not match the schema at ${parsed.error.issues[0]?.path.join('.') ?? '?'}`);
    return parsed.data;
  }

  app.get('/bcp/login', { schema: { querystring: LoginQuery } }, async (request, reply) => {
    const { query } = request;
    // The web app's page /bcp/login (it stores the tokens): served like any other page.
    if (query.accessToken && query.refreshToken && query.idToken) {
      if (webApp) return sendAppShell(reply);
      throw new AppError('NOT_FOUND', 'The web app is not served here.');
    }
    const config = configured();
    const target = new URL(config.authUrl);
    target.searchParams.set('response_type', 'code');
    target.searchParams.set('client_id', config.clientId);
    target.searchParams.set('redirect_uri', redirectUri);
    const browser = randomBytes(18).toString('base64url');
    target.searchParams.set('state', states.issue(browser, query.state ?? null));
    reply.setCookie(BCP_LOGIN_COOKIE, browser, {
      path: '/bcp/callback',
      httpOnly: true,
      sameSite: 'lax',
      secure: publicOrigin.startsWith('https:'),
      maxAge: STATE_TTL_MS / 1000,
    });
    return reply.header('cache-control', 'no-store').redirect(target.toString(), 302);
  });

  app.get('/bcp/callback', { schema: { querystring: CallbackQuery } }, async (request, reply) => {
    const config = configured();
    const { query } = request;
    const login = await states.verify(query.state, request.cookies[BCP_LOGIN_COOKIE]);
    reply.clearCookie(BCP_LOGIN_COOKIE, { path: '/bcp/callback' });
    if (!login) throw new AppError('INVALID_REQUEST', BCP_STATE_INVALID);
    if (query.error || !query.code) throw new AppError('UNAUTHORIZED', 'BCP did not grant access. Please connect to BCP again.');
    const tokens = await tokenRequest(
      config,
      'token exchange',
      { grant_type: 'authorization_code', code: query.code, redirect_uri: redirectUri },
      BCP_STATE_INVALID,
    );
    if (!tokens.refreshToken) throw upstreamFailure('token exchange', config.tokenUrl, 'no refresh token');
    const back = new URLSearchParams({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, idToken: tokens.idToken });
    if (login.appState) back.set('state', login.appState);
    return reply.header('cache-control', 'no-store').redirect(`${uiOrigin}/bcp/login?${back.toString()}`, 302);
  });

  app.get('/bcp/refresh', { schema: { querystring: RefreshQuery } }, async (request, reply): Promise<BcpTokenRecord> => {
    const config = configured();
    const { refreshToken } = request.query;
    const tokens = await tokenRequest(config, 'token refresh', { grant_type: 'refresh_token', refresh_token: refreshToken }, BCP_REFRESH_REJECTED);
    reply.header('cache-control', 'no-store');
    return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken ?? refreshToken, idToken: tokens.idToken };
  });

  app.get('/bcp/myevents', async (request): Promise<BcpEvent[]> => proxy(configured(), 'my events', '/myevents', request.headers.authorization, EventsSchema));

  app.get('/bcp/lists/:eventId', { schema: { params: EventParams } }, async (request): Promise<BcpListEntry[]> => {
    const { eventId } = request.params;
    return proxy(configured(), 'event lists', `/lists/${encodeURIComponent(eventId)}`, request.headers.authorization, ListsSchema);
  });
}
