// Property tests of every route's body, path parameters and query: whatever a client sends, the
// server answers within a few seconds, never 500, and every error is the JSON `{ statusCode, error, message }` with a
// sentence; a body, parameter or query that breaks its schema gets 400 naming the field. Runs through app.inject() on
// SQLite: what reaches a store answers alike on PostgreSQL (db/store-behaviours.ts, text as sent included).
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeApp, makeConfig, makeTempDir } from '../../test/helpers.js';
import { INTERNAL_ERROR_MESSAGE } from '../plugins/error-handler.js';

const temp = makeTempDir();
let app: FastifyInstance;
/** An access token of an account the fuzzing never logs out. */
let token: string;
let counter = 0;

/** Runs per property: enough to meet every kind of value below, few enough for a busy machine. */
const RUNS = 40;
/** Longer than any request here takes, even on a busy machine: past it the server hangs. */
const HANG_MS = 15_000;

async function createAccount(): Promise<string> {
  counter++;
  const created = await app.inject({
    method: 'POST',
    url: '/auth/create',
    payload: { username: `fuzz${counter}`, email: `fuzz${counter}@example.com`, password: `fuzzing-pass-${counter}` },
  });
  expect(created.statusCode, created.body).toBe(201);
  return (created.json() as { accessToken: string }).accessToken;
}

beforeAll(async () => {
  app = await makeApp(makeConfig(temp.dir));
  token = await createAccount();
});
afterAll(async () => {
  await app.close();
  temp.remove();
});

/** What breaks naive code: NUL (which PostgreSQL refuses in text), lone surrogates, quotes, URL syntax, long text. */
const tricky = fc.constantFrom('', ' ', '\u0000', '\uD800', 'a\uDFFFb', '"', '\\', '%', '%00', '../', '__proto__', 'constructor', 'x'.repeat(300));
/** Any UTF-16 units, and text with a tricky piece inside. */
const units = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 40 });
const anyText = fc.oneof(
  units,
  tricky,
  fc.tuple(units, tricky, units).map(([before, piece, after]) => `${before}${piece}${after}`),
);

/** Any JSON value, nested a few levels, with numbers at their edges. */
const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    anyText,
    fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2),
    fc.integer(),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(anyText, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** An object with the route's own field names, each any JSON value or left out, so the schema is met field by field. */
const shaped = (fields: readonly string[]) => fc.record(Object.fromEntries(fields.map((field) => [field, anyJson])), { requiredKeys: [] });

/** Bodies for a route: any JSON, the route's shape with any values, and text that is not JSON at all. */
const bodies = (fields: readonly string[]) =>
  fc.oneof(
    anyJson.map((payload) => ({ payload: JSON.stringify(payload) ?? 'null', json: true })),
    shaped(fields).map((payload) => ({ payload: JSON.stringify(payload), json: true })),
    anyText.map((payload) => ({ payload, json: true })),
    anyText.map((payload) => ({ payload, json: false })),
  );

/** 503 only where the test server lacks a service (Stripe, BCP), with the sentence saying so. */
const NOT_CONFIGURED = new Set(['Subscriptions are not configured on this server.', 'BCP is not configured on this server.']);

async function send(options: InjectOptions): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${options.method} ${options.url} did not answer in ${HANG_MS} ms`)), HANG_MS);
  });
  try {
    return await Promise.race([app.inject(options), hang]);
  } finally {
    clearTimeout(timer);
  }
}

/** Never 500; an error is `{ statusCode, error, message }` with a sentence, never the internal one. */
function expectClearAnswer(response: LightMyRequestResponse, what: string): void {
  const notConfigured = response.statusCode === 503 && NOT_CONFIGURED.has(errorMessage(response));
  if (!notConfigured) expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500);
  if (response.statusCode < 400) return;
  const body = response.json() as Record<string, unknown>;
  expect(Object.keys(body).sort(), what).toEqual(['error', 'message', 'statusCode']);
  expect(body.statusCode, what).toBe(response.statusCode);
  expect(body.message, what).toMatch(/^\S.*[.?!]$/s);
  expect(body.message, what).not.toBe(INTERNAL_ERROR_MESSAGE);
}

function errorMessage(response: LightMyRequestResponse): string {
  try {
    return String((response.json() as { message?: unknown }).message);
  } catch {
    return '';
  }
}

type BodyRoute = { method: 'POST' | 'DELETE'; url: string; fields: readonly string[]; auth?: boolean };

const BODY_ROUTES: readonly BodyRoute[] = [
  { method: 'POST', url: '/auth/create', fields: ['email', 'username', 'password'] },
  { method: 'POST', url: '/auth/login', fields: ['emailOrusername', 'password'] },
  { method: 'POST', url: '/auth/refresh', fields: ['refreshToken'] },
  { method: 'POST', url: '/auth/request-reset', fields: ['usernameOremail', 'uiUrl'] },
  { method: 'POST', url: '/auth/reset-password', fields: ['newPassword', 'resetToken'] },
  { method: 'POST', url: '/auth/update-password', fields: ['newPassword', 'currentPassword'], auth: true },
  { method: 'DELETE', url: '/account', fields: ['password'], auth: true },
  { method: 'POST', url: '/lists/sync', fields: ['lists', 'outdatedLists', 'folders'], auth: true },
  { method: 'POST', url: '/games/sync', fields: ['games', 'outdatedGames'], auth: true },
  { method: 'POST', url: '/rosters/sync', fields: ['rosters', 'outdatedRosters'], auth: true },
  { method: 'POST', url: '/favorites', fields: ['favorites'], auth: true },
  { method: 'POST', url: '/unit-settings', fields: ['settings'], auth: true },
  { method: 'POST', url: '/stripe/session-complete', fields: ['sessionId'], auth: true },
  { method: 'POST', url: '/stripe/create-customer-portal-session', fields: ['redirectUrl'], auth: true },
];

describe('every route answers any input with a clear JSON answer, never 500 nor a hang', () => {
  it.each(BODY_ROUTES)('$method $url: any body', async ({ method, url, auth }) => {
    await fc.assert(
      fc.asyncProperty(bodies(BODY_ROUTES.find((route) => route.url === url)!.fields), async ({ payload, json }) => {
        const response = await send({
          method,
          url,
          payload,
          headers: { 'content-type': json ? 'application/json' : 'text/plain', ...(auth && { authorization: `Bearer ${token}` }) },
        });
        expectClearAnswer(response, `${method} ${url} ${JSON.stringify(payload).slice(0, 200)}`);
      }),
      { numRuns: RUNS },
    );
  });

  it('POST /auth/logout: any body (its own account, as a logout without a token ends every session)', async () => {
    const own = await createAccount();
    await fc.assert(
      fc.asyncProperty(bodies(['refreshToken']), async ({ payload, json }) => {
        const response = await send({
          method: 'POST',
          url: '/auth/logout',
          payload,
          headers: { 'content-type': json ? 'application/json' : 'text/plain', authorization: `Bearer ${own}` },
        });
        expectClearAnswer(response, `logout ${payload.slice(0, 200)}`);
      }),
      { numRuns: RUNS },
    );
  });

  /** Text as a client puts it in a URL: encoded, or any bytes percent-encoded (invalid UTF-8 among them). */
  const encoded = fc.oneof(
    // encodeURIComponent throws on a lone surrogate, which no URL can carry but as the bytes below.
    anyText.map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))),
    fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 12 }).map((bytes) => bytes.map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')),
  );
  it.each([
    ['POST /share/:segment', (text: string) => ({ method: 'POST' as const, url: `/share/${text}` })],
    ['GET /s/:code', (text: string) => ({ method: 'GET' as const, url: `/s/${text}` })],
    ['GET /blob?name', (text: string) => ({ method: 'GET' as const, url: `/blob?name=${text}` })],
    ['GET /rules/:document?name', (text: string) => ({ method: 'GET' as const, url: `/rules/${text}?name=${text}` })],
    ['GET /bcp/login', (text: string) => ({ method: 'GET' as const, url: `/bcp/login?accessToken=${text}&refreshToken=${text}&idToken=${text}` })],
    ['GET /bcp/callback', (text: string) => ({ method: 'GET' as const, url: `/bcp/callback?code=${text}&state=${text}&error=${text}` })],
    ['GET /bcp/refresh', (text: string) => ({ method: 'GET' as const, url: `/bcp/refresh?refreshToken=${text}` })],
    ['GET /bcp/lists/:eventId', (text: string) => ({ method: 'GET' as const, url: `/bcp/lists/${text}` })],
  ])('%s: any path parameter or query', async (what, request) => {
    await fc.assert(
      fc.asyncProperty(encoded, async (text) => {
        const options = request(text);
        expectClearAnswer(await send(options), `${what} ${options.url.slice(0, 200)}`);
      }),
      { numRuns: RUNS },
    );
  });

  it('a query parameter given twice, or an unknown one, is answered too', async () => {
    for (const url of ['/blob?name=a&name=b', '/blob?other=1', '/bcp/refresh?refreshToken=a&refreshToken=b', '/rules/core_rules?name=a&name=b'])
      expectClearAnswer(await send({ method: 'GET', url }), url);
  });
});

describe('a body that breaks its schema gets 400 naming the field', () => {
  /** A body each route takes, whose fields the property below breaks one at a time. */
  const VALID: Record<string, { method: 'POST' | 'DELETE'; body: Record<string, unknown>; auth?: boolean }> = {
    '/auth/create': { method: 'POST', body: { email: 'fuzz-valid@example.com', username: 'fuzz-valid', password: 'fuzzing-valid-pass' } },
    '/auth/login': { method: 'POST', body: { emailOrusername: 'fuzz-valid', password: 'anything-goes' } },
    '/auth/refresh': { method: 'POST', body: { refreshToken: 'not-a-token' } },
    '/auth/request-reset': { method: 'POST', body: { usernameOremail: 'nobody-known' } },
    '/auth/reset-password': { method: 'POST', body: { newPassword: 'fuzzing-valid-pass', resetToken: 'not-a-token' } },
    '/auth/update-password': { method: 'POST', body: { newPassword: 'fuzzing-valid-pass', currentPassword: 'wrong-current' }, auth: true },
    '/account': { method: 'DELETE', body: { password: 'wrong-password' }, auth: true },
    '/lists/sync': { method: 'POST', body: { lists: [], outdatedLists: ['some-list'], folders: [] }, auth: true },
    '/favorites': { method: 'POST', body: { favorites: [{ type: 'army', key: 'Seraphon', isFavorited: true, updatedAt: 1 }] }, auth: true },
    '/unit-settings': { method: 'POST', body: { settings: [{ name: 'Skinks', upgrades: [], weapons: {}, updatedAt: 1 }] }, auth: true },
    '/stripe/session-complete': { method: 'POST', body: { sessionId: 'cs_test' }, auth: true },
    '/stripe/create-customer-portal-session': { method: 'POST', body: { redirectUrl: 'http://localhost:0/account' }, auth: true },
  };
  /** Values of other types than a field's (each field's valid value says which type it takes). */
  const wrongValue = fc.constantFrom<unknown>('text', 12, true, { nested: 'object' }, ['list'], -0.5);
  const kindOf = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);
  /** The paths to a field of each body, nested ones among them. */
  const fieldsOf = (body: Record<string, unknown>): string[][] =>
    Object.entries(body).flatMap(([key, value]) => {
      const first = Array.isArray(value) ? (value[0] as unknown) : undefined;
      if (first !== null && typeof first === 'object') return [[key], ...Object.keys(first).map((inner) => [key, '0', inner])];
      return typeof first === 'string' ? [[key], [key, '0']] : [[key]];
    });
  const pathText = (path: readonly string[]) => path.reduce((text, key) => (/^\d+$/.test(key) ? `${text}[${key}]` : text ? `${text}.${key}` : key), '');

  it.each(Object.entries(VALID))('%s', async (url, { method, body, auth }) => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fieldsOf(body)), wrongValue, async (path, value) => {
        const broken = structuredClone(body);
        let at: Record<string, unknown> = broken;
        for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
        fc.pre(kindOf(at[path.at(-1)!]) !== kindOf(value));
        at[path.at(-1)!] = value;
        const response = await send({ method, url, payload: broken, ...(auth && { headers: { authorization: `Bearer ${token}` } }) });
        expectClearAnswer(response, `${url} ${pathText(path)}=${JSON.stringify(value)}`);
        // The sync body's lists and folders are checked one by one (parseRecordsInChunks): same sentence.
        expect({ status: response.statusCode, message: errorMessage(response) }).toEqual({
          status: 400,
          message: expect.stringMatching(new RegExp(`^Body field '${pathText(path).replace(/[.[\]]/g, '\\$&')}[^']*' .+\\.$`)) as string,
        });
      }),
      { numRuns: 15 },
    );
  });

  /** The paths to the string fields of a body, nested ones among them. */
  const textFieldsOf = (body: Record<string, unknown>) =>
    fieldsOf(body).filter((path) => typeof path.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], body) === 'string');

  it.each(Object.entries(VALID))('%s with any text in a text field: a clear answer, never 500', async (url, { method, body, auth }) => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...textFieldsOf(body)), anyText, async (path, text) => {
        const changed = structuredClone(body);
        let at: Record<string, unknown> = changed;
        for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
        at[path.at(-1)!] = text;
        const response = await send({ method, url, payload: changed, ...(auth && { headers: { authorization: `Bearer ${token}` } }) });
        expectClearAnswer(response, `${url} ${pathText(path)}=${JSON.stringify(text)}`);
      }),
      { numRuns: 25 },
    );
  });

  it('answers a missing body, a body of another type, and a body nested a hundred thousand deep with 400 at once', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const missing = await send({ method: 'POST', url: '/favorites', headers: auth });
    expect([missing.statusCode, errorMessage(missing)]).toEqual([400, 'The request body is required.']);
    const wrongType = await send({ method: 'POST', url: '/auth/login', payload: '[1,2]', headers: { 'content-type': 'application/json' } });
    expect([wrongType.statusCode, errorMessage(wrongType)]).toEqual([400, 'The request body must be an object.']);
    const depth = 100_000;
    const started = performance.now();
    const deep = await send({
      method: 'POST',
      url: '/lists/sync',
      payload: `{"lists":${'['.repeat(depth)}${']'.repeat(depth)}}`,
      headers: { ...auth, 'content-type': 'application/json' },
    });
    expectClearAnswer(deep, 'a deep body');
    expect(deep.statusCode).toBe(400);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
