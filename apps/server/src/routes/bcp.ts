// Best Coast Pairings: GET /bcp/login sends the browser to BCP's
// authorization page, GET /bcp/callback exchanges the code and returns to the
// web app's /bcp/login with the three tokens in the query, and the web app's
// own `state` from /bcp/login (the page keeps tokens only for a connect it
// started); /bcp/refresh,
// /bcp/myevents and /bcp/lists/:eventId proxy to BCP. Tokens are never logged
// (docs/decisions.md, "Favourites and unit settings"): the request logger redacts token-like query parameters and
// logs no headers, and upstream failures are logged without URLs' queries or headers.
import { randomBytes } from 'node:crypto';

import fastifyCookie from '@fastify/cookie';
import { BcpCallbackQuerySchema, BcpEventParamsSchema, BcpLoginQuerySchema, BcpRefreshQuerySchema, type BcpLoginQuery } from '@scrolldex/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { createBcpClient, EventsSchema, ListsSchema, type BcpClient, type BcpEvent, type BcpListEntry, type BcpTokenRecord } from '../bcp/bcp-client.js';
import { createStateSigner, STATE_TTL_MS } from '../bcp/login-state.js';
import { AppError } from '../errors.js';
import { configuredOrigins } from '../http/configured-origins.js';
import { noStore } from '../http/no-store.js';
import { hasWebApp, sendAppShell } from '../plugins/web-app.js';

export const BCP_NOT_CONFIGURED = 'BCP is not configured on this server.';
export const BCP_STATE_INVALID = 'The BCP login link is invalid or has expired. Please connect to BCP again.';
export const BCP_REFRESH_REJECTED = 'BCP refused the refresh token. Please connect to BCP again.';

/** The cookie that ties a login's state to the browser that started it. */
export const BCP_LOGIN_COOKIE = 'bcp_login';

export type BcpRouteOptions = { now?: () => number; fetch?: typeof fetch };

export async function bcpRoutes(server: FastifyInstance, options: BcpRouteOptions = {}): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const now = options.now ?? Date.now;
  const client = app.config.bcp ? createBcpClient(app.config.bcp, app.log, options.fetch) : null;
  // BCP tokens and a player's events: never cached.
  app.addHook('onRequest', noStore);
  const { publicOrigin, uiOrigin } = configuredOrigins(app.config);
  const redirectUri = `${publicOrigin}/bcp/callback`;
  const states = createStateSigner(app.auth.bcpStateKey, app.stores.bcpStates, now);
  await app.register(fastifyCookie);
  const webApp = hasWebApp(app.config.webDistDir);

  const configured = (): BcpClient => {
    if (!client) throw new AppError('BCP_NOT_CONFIGURED', BCP_NOT_CONFIGURED);
    return client;
  };

  app.get('/bcp/login', { schema: { querystring: BcpLoginQuerySchema } }, async (request, reply) => {
    const { query } = request;
    // The web app's page /bcp/login (it stores the tokens): served like any other page.
    if (query.accessToken && query.refreshToken && query.idToken) {
      if (webApp) return sendAppShell(reply);
      throw new AppError('NOT_FOUND', 'The web app is not served here.');
    }
    const { config } = configured();
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

  app.get('/bcp/callback', { schema: { querystring: BcpCallbackQuerySchema } }, async (request, reply) => {
    const bcp = configured();
    const { query } = request;
    const login = await states.verify(query.state, request.cookies[BCP_LOGIN_COOKIE]);
    reply.clearCookie(BCP_LOGIN_COOKIE, { path: '/bcp/callback' });
    if (!login) throw new AppError('INVALID_REQUEST', BCP_STATE_INVALID);
    if (query.error || !query.code) throw new AppError('UNAUTHORIZED', 'BCP did not grant access. Please connect to BCP again.');
    const tokens = await bcp.tokenRequest(
      'token exchange',
      { grant_type: 'authorization_code', code: query.code, redirect_uri: redirectUri },
      BCP_STATE_INVALID,
    );
    if (!tokens.refreshToken) throw bcp.upstreamFailure('token exchange', bcp.config.tokenUrl, 'no refresh token');
    const back = new URLSearchParams({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, idToken: tokens.idToken } satisfies BcpLoginQuery);
    if (login.appState) back.set('state', login.appState);
    return reply.header('cache-control', 'no-store').redirect(`${uiOrigin}/bcp/login?${back.toString()}`, 302);
  });

  app.get('/bcp/refresh', { schema: { querystring: BcpRefreshQuerySchema } }, async (request, reply): Promise<BcpTokenRecord> => {
    const { refreshToken } = request.query;
    const tokens = await configured().tokenRequest('token refresh', { grant_type: 'refresh_token', refresh_token: refreshToken }, BCP_REFRESH_REJECTED);
    reply.header('cache-control', 'no-store');
    return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken ?? refreshToken, idToken: tokens.idToken };
  });

  app.get('/bcp/myevents', async (request): Promise<BcpEvent[]> => configured().proxy('my events', '/myevents', request.headers.authorization, EventsSchema));

  app.get('/bcp/lists/:eventId', { schema: { params: BcpEventParamsSchema } }, async (request): Promise<BcpListEntry[]> => {
    const { eventId } = request.params;
    return configured().proxy('event lists', `/lists/${encodeURIComponent(eventId)}`, request.headers.authorization, ListsSchema);
  });
}
