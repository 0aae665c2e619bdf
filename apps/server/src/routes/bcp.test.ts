import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { Writable } from 'node:stream';

import { loggerOptions } from '../app.js';
import { parseConfig, type Config } from '../env.js';
import { redactUrl } from '../http/redact-url.js';
import { makeApp, makeConfig, makeTempDir } from '../../test/helpers.js';
import { BCP_TOKEN_MISSING, BCP_TOKEN_REJECTED, BCP_UNAVAILABLE } from '../bcp/bcp-client.js';
import { BCP_LOGIN_COOKIE, BCP_NOT_CONFIGURED, BCP_STATE_INVALID } from './bcp.js';

const API_ORIGIN = 'https://api.example.test';
const UI_ORIGIN = 'https://ui.example.test';
const GOOD_TOKEN = 'bcp-access-1';

const EVENT = {
  id: 'ev1',
  name: 'Spring Clash',
  city: 'Leeds',
  country: 'UK',
  eventDate: '2026-04-01T09:00:00.000Z',
  eventEndDate: '2026-04-02T18:00:00.000Z',
  ownerFirstName: 'Ann',
  ownerLastName: 'Organiser',
  totalPlayers: 40,
  numTickets: 48,
  secretInternalField: 'dropped',
};
const ENTRY = { armyListText: 'My list\nStormcast Eternals', user: { firstName: 'Bo', lastName: 'Player', email: 'dropped@example.test' } };

/** The fake BCP: token endpoint, events and lists; `mode` switches it to failures. */
type Recorded = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
let mode: 'ok' | 'junk' | 'down' | 'not-json' = 'ok';
const recorded: Recorded[] = [];
let fake: Server;
let fakeOrigin = '';
/** The BCP settings of a server that talks to the fake BCP started below. */
const fakeBcpSettings = () => ({
  apiUrl: `${fakeOrigin}/api`,
  authUrl: `${fakeOrigin}/oauth/authorize`,
  tokenUrl: `${fakeOrigin}/oauth/token`,
  clientId: 'scrolldex',
  clientSecret: 'client-secret',
});

function startFake(): Promise<void> {
  fake = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      recorded.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const json = (status: number, value: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (mode === 'down') return json(500, { message: 'boom' });
      if (mode === 'not-json') return response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
      const url = new URL(request.url ?? '/', 'http://fake');
      if (url.pathname === '/oauth/token') {
        const form = new URLSearchParams(body);
        if (form.get('grant_type') === 'authorization_code' && form.get('code') === 'good-code')
          return json(200, { access_token: GOOD_TOKEN, refresh_token: 'bcp-refresh-1', id_token: 'bcp-id-1', token_type: 'Bearer' });
        if (form.get('grant_type') === 'refresh_token' && form.get('refresh_token') === 'bcp-refresh-1')
          return json(200, { access_token: 'bcp-access-2', id_token: 'bcp-id-2' });
        return json(400, { error: 'invalid_grant' });
      }
      if (request.headers.authorization !== `Bearer ${GOOD_TOKEN}`) return json(401, { message: 'unauthorized' });
      if (mode === 'junk') return json(200, [{ nope: true }]);
      if (url.pathname === '/api/myevents') return json(200, [EVENT]);
      if (url.pathname === '/api/lists/ev1') return json(200, { data: [ENTRY] });
      return json(404, { message: 'not found' });
    });
  });
  return new Promise((done) =>
    fake.listen(0, '127.0.0.1', () => {
      fakeOrigin = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
      done();
    }),
  );
}

const temp = makeTempDir();
/** The config of `app`: another app made from it shares its database, as another instance would. */
let config: Config;
let app: FastifyInstance;
let bare: FastifyInstance;

beforeAll(async () => {
  await startFake();
  const dist = join(temp.dir, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Scrolldex web</title>');
  config = makeConfig(join(temp.dir, 'a'), {
    uiUrl: UI_ORIGIN,
    apiUrl: API_ORIGIN,
    webDistDir: dist,
    bcp: fakeBcpSettings(),
  });
  app = await makeApp(config);
  bare = await makeApp(makeConfig(join(temp.dir, 'b')));
});
afterAll(async () => {
  await app.close();
  await bare.close();
  await new Promise((done) => fake.close(done));
  temp.remove();
});
beforeEach(() => {
  mode = 'ok';
  recorded.length = 0;
});

/** Starts a login as a browser would: the redirect to BCP, and the login cookie this browser keeps. */
async function startLogin(target: FastifyInstance = app, appState?: string): Promise<{ state: string; cookie: string; target: URL }> {
  const url = appState === undefined ? '/bcp/login' : `/bcp/login?state=${encodeURIComponent(appState)}`;
  const response = await target.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(response.statusCode, response.body).toBe(302);
  const login = response.cookies.find((cookie) => cookie.name === BCP_LOGIN_COOKIE)!;
  expect(login).toMatchObject({ path: '/bcp/callback', httpOnly: true, sameSite: 'Lax' });
  const location = new URL(response.headers.location as string);
  return { state: location.searchParams.get('state')!, cookie: `${BCP_LOGIN_COOKIE}=${login.value}`, target: location };
}

function callback(state: string, cookie: string | undefined, target: FastifyInstance = app) {
  return target.inject({ method: 'GET', url: `/bcp/callback?code=good-code&state=${encodeURIComponent(state)}`, ...(cookie && { headers: { cookie } }) });
}

describe('BCP login', () => {
  it('redirects to the authorization endpoint with the client id, callback and a state', async () => {
    const { target } = await startLogin();
    expect(`${target.origin}${target.pathname}`).toBe(`${fakeOrigin}/oauth/authorize`);
    expect(target.searchParams.get('client_id')).toBe('scrolldex');
    expect(target.searchParams.get('response_type')).toBe('code');
    expect(target.searchParams.get('redirect_uri')).toBe(`${API_ORIGIN}/bcp/callback`);
    expect(target.searchParams.get('state')).toMatch(/\S{20,}/);
  });

  it('exchanges the code and returns to the web app with the three tokens', async () => {
    const { state, cookie } = await startLogin();
    const response = await callback(state, cookie);
    expect(response.statusCode, response.body).toBe(302);
    const back = new URL(response.headers.location as string);
    expect(`${back.origin}${back.pathname}`).toBe(`${UI_ORIGIN}/bcp/login`);
    expect(Object.fromEntries(back.searchParams)).toEqual({ accessToken: GOOD_TOKEN, refreshToken: 'bcp-refresh-1', idToken: 'bcp-id-1' });
    const exchange = recorded.find((call) => call.url === '/oauth/token')!;
    const form = new URLSearchParams(exchange.body);
    expect(form.get('redirect_uri')).toBe(`${API_ORIGIN}/bcp/callback`);
    expect(form.get('client_id')).toBe('scrolldex');
    expect(exchange.headers.authorization).toBe(`Basic ${Buffer.from('scrolldex:client-secret').toString('base64')}`);
  });

  it("carries the web app's own state through BCP's login back to its page, signed", async () => {
    const appState = 'Qm9vbS1hcHAtc3RhdGUtMTIz';
    const { state, cookie } = await startLogin(app, appState);
    const back = new URL((await callback(state, cookie)).headers.location as string);
    expect(Object.fromEntries(back.searchParams)).toEqual({ accessToken: GOOD_TOKEN, refreshToken: 'bcp-refresh-1', idToken: 'bcp-id-1', state: appState });
    // Another app state in a state issued for this one breaks its signature.
    const other = await startLogin(app, appState);
    const swapped = other.state.replace(`.${appState}.`, '.Qm9vbS1hcHAtc3RhdGUtOTk5.');
    expect(swapped).not.toBe(other.state);
    expect((await callback(swapped, other.cookie)).json().message).toBe(BCP_STATE_INVALID);
  });

  it('refuses a web app state that is not one, before leaving for BCP', async () => {
    for (const bad of ['short', 'x'.repeat(129), 'has.a.dot-in-it-1234', 'spaces are not ok 123']) {
      const response = await app.inject({ method: 'GET', url: `/bcp/login?state=${encodeURIComponent(bad)}`, headers: { accept: 'text/html' } });
      expect(response.statusCode, bad).toBe(400);
      expect(response.headers.location).toBeUndefined();
    }
  });

  it('refuses a missing, forged or tampered state without calling BCP', async () => {
    const { state, cookie } = await startLogin();
    for (const bad of ['', 'abc', `${state.slice(0, -2)}xx`, `x${state}`]) {
      const response = await callback(bad, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(BCP_STATE_INVALID);
    }
    expect(recorded.filter((call) => call.url === '/oauth/token')).toHaveLength(0);
  });

  it('takes a state once, and only from the browser that started the login', async () => {
    const { state, cookie } = await startLogin();
    const other = await startLogin();
    expect((await callback(state, undefined)).json().message).toBe(BCP_STATE_INVALID);
    expect((await callback(state, other.cookie)).json().message).toBe(BCP_STATE_INVALID);
    expect((await callback(state, cookie)).statusCode).toBe(302);
    expect((await callback(state, cookie)).json().message).toBe(BCP_STATE_INVALID);
    expect(recorded.filter((call) => call.url === '/oauth/token')).toHaveLength(1);
  });

  it('serves the web app page /bcp/login when the tokens are in the query', async () => {
    const response = await app.inject({ method: 'GET', url: '/bcp/login?accessToken=a&refreshToken=r&idToken=i', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Scrolldex web');
  });

  it('answers 502 when the token endpoint fails', async () => {
    const { state, cookie } = await startLogin();
    mode = 'down';
    const response = await callback(state, cookie);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(BCP_UNAVAILABLE);
  });
});

describe('BCP login behind several instances', () => {
  const exchanges = () => recorded.filter((call) => call.url === '/oauth/token').length;

  it('takes a state issued by one instance once on another instance of the same database, and on neither again', async () => {
    const other = await makeApp(config);
    try {
      const { state, cookie } = await startLogin(app);
      expect((await callback(state, cookie, other)).statusCode).toBe(302);
      for (const target of [app, other]) expect((await callback(state, cookie, target)).json().message).toBe(BCP_STATE_INVALID);
      expect(exchanges()).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('after a restart, finishes a login started before it and refuses a state spent before it', async () => {
    const restartConfig = { ...config, databasePath: join(temp.dir, 'restart', 'scrolldex.sqlite') };
    const before = await makeApp(restartConfig);
    const spent = await startLogin(before);
    const pending = await startLogin(before);
    expect((await callback(spent.state, spent.cookie, before)).statusCode).toBe(302);
    await before.close();
    const after = await makeApp(restartConfig);
    try {
      expect((await callback(spent.state, spent.cookie, after)).json().message).toBe(BCP_STATE_INVALID);
      expect((await callback(pending.state, pending.cookie, after)).statusCode).toBe(302);
      expect(exchanges()).toBe(2);
    } finally {
      await after.close();
    }
  });
});

describe('BCP refresh and proxy', () => {
  it('refreshes a token record, keeping the refresh token BCP did not rotate', async () => {
    const response = await app.inject({ method: 'GET', url: '/bcp/refresh?refreshToken=bcp-refresh-1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ accessToken: 'bcp-access-2', refreshToken: 'bcp-refresh-1', idToken: 'bcp-id-2' });
    expect((await app.inject({ method: 'GET', url: '/bcp/refresh?refreshToken=spent' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/bcp/refresh' })).statusCode).toBe(400);
  });

  it('lists my events with the caller bearer token, only the known fields', async () => {
    const response = await app.inject({ method: 'GET', url: '/bcp/myevents', headers: { authorization: `Bearer ${GOOD_TOKEN}` } });
    expect(response.statusCode, response.body).toBe(200);
    const { secretInternalField: _dropped, ...known } = EVENT;
    expect(response.json()).toEqual([known]);
    expect(recorded[0]!.headers.authorization).toBe(`Bearer ${GOOD_TOKEN}`);
  });

  it('refuses an event id that is not one, such as .. climbing out of /lists/, without calling BCP', async () => {
    for (const eventId of ['..%2Fmyevents', 'ev1%2F..%2F..%2Fadmin', 'a%20b']) {
      const response = await app.inject({ method: 'GET', url: `/bcp/lists/${eventId}`, headers: { authorization: `Bearer ${GOOD_TOKEN}` } });
      expect(response.statusCode, eventId).toBe(400);
      expect(response.json().message).toContain('must be a BCP event id');
    }
    expect(recorded).toHaveLength(0);
  });

  it('lists the entries of an event', async () => {
    const response = await app.inject({ method: 'GET', url: '/bcp/lists/ev1', headers: { authorization: `Bearer ${GOOD_TOKEN}` } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([{ armyListText: ENTRY.armyListText, user: { firstName: 'Bo', lastName: 'Player' } }]);
  });

  it('answers 401 without a token or when BCP refuses it', async () => {
    const missing = await app.inject({ method: 'GET', url: '/bcp/myevents' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe(BCP_TOKEN_MISSING);
    const refused = await app.inject({ method: 'GET', url: '/bcp/myevents', headers: { authorization: 'Bearer stale' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(BCP_TOKEN_REJECTED);
  });

  it('answers 502 with a clear message when BCP fails or answers junk', async () => {
    for (const failing of ['junk', 'down', 'not-json'] as const) {
      mode = failing;
      for (const url of ['/bcp/myevents', '/bcp/lists/ev1']) {
        const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${GOOD_TOKEN}` } });
        expect(response.statusCode, `${failing} ${url}`).toBe(502);
        expect(response.json().message).toBe(BCP_UNAVAILABLE);
      }
    }
  });
});

describe('BCP unconfigured and logging', () => {
  it('answers 503 on every BCP route', async () => {
    for (const url of ['/bcp/login', '/bcp/callback?code=x&state=y', '/bcp/refresh?refreshToken=x', '/bcp/myevents', '/bcp/lists/ev1']) {
      const response = await bare.inject({ method: 'GET', url, headers: { authorization: 'Bearer x' } });
      expect(response.statusCode, url).toBe(503);
      expect(response.json().message).toBe(BCP_NOT_CONFIGURED);
    }
  });

  it('never writes BCP tokens to the server log', async () => {
    let log = '';
    const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => ((log += chunk.toString('utf8')), done()) });
    const config = makeConfig(join(temp.dir, 'c'), {
      logLevel: 'trace',
      uiUrl: UI_ORIGIN,
      bcp: fakeBcpSettings(),
    });
    const logged = await makeApp(config, { logger: { ...(loggerOptions(config) as object), stream } as never });
    try {
      const { state, cookie } = await startLogin(logged);
      await callback(state, cookie, logged);
      await logged.inject({ method: 'GET', url: '/bcp/refresh?refreshToken=bcp-refresh-1' });
      await logged.inject({ method: 'GET', url: '/bcp/login?accessToken=bcp-access-1&refreshToken=bcp-refresh-1&idToken=bcp-id-1' });
      await logged.inject({ method: 'GET', url: '/bcp/myevents', headers: { authorization: `Bearer ${GOOD_TOKEN}` } });
      mode = 'down';
      await logged.inject({ method: 'GET', url: '/bcp/lists/ev1', headers: { authorization: `Bearer ${GOOD_TOKEN}` } });
    } finally {
      await logged.close();
    }
    expect(log).toContain('/bcp/refresh');
    expect(log).toContain('BCP request failed');
    for (const secret of ['good-code', 'bcp-access-1', 'bcp-access-2', 'bcp-refresh-1', 'bcp-id-1', 'bcp-id-2', 'client-secret'])
      expect(log, secret).not.toContain(secret);
  });

  it('redacts the tokens and code of BCP addresses in request logs', () => {
    const logged = redactUrl('/bcp/login?accessToken=AAA&refreshToken=RRR&idToken=III');
    expect(logged).not.toMatch(/AAA|RRR|III/);
    expect(redactUrl('/bcp/refresh?refreshToken=RRR')).not.toContain('RRR');
    expect(redactUrl('/bcp/callback?code=CCC&state=s')).not.toContain('CCC');
  });
});

describe('BCP configuration', () => {
  const context = { baseDir: '/srv/scrolldex', projectRoot: null };
  const full = {
    BCP_API_URL: 'https://bcp.example.test/api/',
    BCP_AUTH_URL: 'https://auth.example.test/authorize',
    BCP_TOKEN_URL: 'https://auth.example.test/token',
    BCP_CLIENT_ID: 'scrolldex',
  };

  it('is absent without the variables and complete with them', () => {
    const none = parseConfig({}, context);
    expect(none.ok && none.value.bcp).toBeFalsy();
    const parsed = parseConfig(full, context);
    expect(parsed.ok && parsed.value.bcp).toEqual({
      apiUrl: 'https://bcp.example.test/api',
      authUrl: full.BCP_AUTH_URL,
      tokenUrl: full.BCP_TOKEN_URL,
      clientId: 'scrolldex',
      clientSecret: null,
    });
  });

  it('refuses a partial or malformed BCP configuration, naming the variables', () => {
    const partial = parseConfig({ BCP_API_URL: full.BCP_API_URL }, context);
    expect(partial.ok).toBe(false);
    expect(!partial.ok && partial.errors[0]!.message).toBe(
      'BCP needs BCP_API_URL, BCP_AUTH_URL, BCP_TOKEN_URL, BCP_CLIENT_ID together; missing BCP_AUTH_URL, BCP_TOKEN_URL, BCP_CLIENT_ID.',
    );
    const bad = parseConfig({ ...full, BCP_TOKEN_URL: 'ftp://nope' }, context);
    expect(!bad.ok && bad.errors.map((error) => error.variable)).toContain('BCP_TOKEN_URL');
  });
});
