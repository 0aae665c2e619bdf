import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { makeApp, makeConfig, makeTempDir } from '../test/helpers.js';
import { MAX_PARAM_LENGTH } from './app.js';
import type { Converter } from './game-data/converter.js';
import { INTERNAL_ERROR_MESSAGE } from './plugins/error-handler.js';

const SECRET = 'password=hunter2 at /srv/secret/path.db';
let conversions = 0;
const leakyConverter: Converter = () => {
  conversions++;
  return Promise.reject(new Error(SECRET));
};

const UI_ORIGIN = 'http://localhost:5173';
const temp = makeTempDir();
let app: FastifyInstance;

const EchoBodySchema = z.strictObject({
  name: z.string().min(1).max(20),
  lists: z.array(z.object({ id: z.uuid(), points: z.number().int().min(0) })).default([]),
});

beforeAll(async () => {
  app = await makeApp(makeConfig(temp.dir, { uiUrl: UI_ORIGIN, bodyLimitBytes: 2048 }), { convert: leakyConverter });
  // Routes only these tests have: a body to validate, a bug, and a long path segment (as POST /share/:segment
  // has). POST: a GET route would have to be one of the paths the web app's offline worker passes to the server.
  // Under /lists: the server refuses a route outside its path prefixes.
  app.post('/lists/test/echo', { schema: { body: EchoBodySchema } }, async (request) => request.body);
  app.post('/lists/test/bug', async () => {
    throw new Error(SECRET);
  });
  app.post('/lists/test/share/:link', { schema: { params: z.object({ link: z.string() }) } }, async (request) => ({
    length: (request.params as { link: string }).link.length,
  }));
});
afterAll(async () => {
  await app.close();
  temp.remove();
});

describe('errors', () => {
  it('answers 500 with a fixed message and never the error text', async () => {
    for (const [method, url] of [
      ['POST', '/lists/test/bug'],
      ['GET', '/blob?name=main'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: INTERNAL_ERROR_MESSAGE });
      expect(response.body).not.toMatch(/hunter2|secret|\.db|stack/i);
    }
    // A failed conversion is not remembered: the next request tries again.
    await app.inject({ method: 'GET', url: '/blob?name=main' });
    expect(conversions).toBe(2);
  });

  it('names the body field that fails validation', async () => {
    const post = (payload: unknown) => app.inject({ method: 'POST', url: '/lists/test/echo', payload: payload as object });
    const cases: [unknown, string][] = [
      [{}, "Body field 'name' is required."],
      [{ name: 42 }, "Body field 'name' must be a string."],
      [{ name: 'x'.repeat(21) }, "Body field 'name' must be at most 20 characters long."],
      [{ name: 'a', lists: [{ id: 'not-a-uuid', points: 1 }] }, "Body field 'lists[0].id' must be a valid uuid."],
      [{ name: 'a', lists: [{ id: '1d3f2a1e-8b7c-4d2e-9f10-123456789abc', points: -1 }] }, "Body field 'lists[0].points' must be at least 0."],
      [{ name: 'a', admin: true }, "Body field 'admin' is not allowed."],
    ];
    for (const [payload, message] of cases) {
      const response = await post(payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    }
    const ok = await post({ name: 'Gloomspite' });
    expect(ok.json()).toEqual({ name: 'Gloomspite', lists: [] });
  });

  it('limits body size and explains unreadable bodies', async () => {
    const tooLarge = await app.inject({ method: 'POST', url: '/lists/test/echo', payload: { name: 'x'.repeat(4000) } });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<{ message: string }>().message).toBe('The request body is too large; the limit is 2048 bytes.');
    const broken = await app.inject({ method: 'POST', url: '/lists/test/echo', payload: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(broken.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'The request body is not valid JSON.' });
    const missing = await app.inject({ method: 'POST', url: '/lists/test/echo' });
    expect(missing.json<{ message: string }>().message).toBe('The request body is required.');
    const wrongType = await app.inject({ method: 'POST', url: '/lists/test/echo', payload: '<xml/>', headers: { 'content-type': 'application/xml' } });
    expect(wrongType.statusCode).toBe(415);
  });

  it('answers 404 as JSON for an unknown route or method, and 400 for a malformed address', async () => {
    const response = await app.inject({ method: 'GET', url: '/nothing/here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'There is nothing at GET /nothing/here.' });
    expect((await app.inject({ method: 'DELETE', url: '/manifest' })).json<{ message: string }>().message).toBe('There is nothing at DELETE /manifest.');
    const malformed = await app.inject({ method: 'GET', url: '/%' });
    expect(malformed.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'The address of the request is not a valid URL.' });
  });

  it('accepts path segments up to 16 KB, for import and share links', async () => {
    const link = 'A'.repeat(MAX_PARAM_LENGTH - 10);
    const response = await app.inject({ method: 'POST', url: `/lists/test/share/${link}` });
    expect(response.json()).toEqual({ length: link.length });
  });
});

describe('security headers and CORS', () => {
  it('sets security headers on answers and errors alike', async () => {
    for (const url of ['/health', '/nothing']) {
      const { headers } = await app.inject({ method: 'GET', url });
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });

  it('allows the configured UI origin, with ETag readable, and no other origin', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/manifest',
      headers: { origin: UI_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(UI_ORIGIN);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

    const fromUi = await app.inject({ method: 'GET', url: '/health', headers: { origin: UI_ORIGIN } });
    expect(fromUi.headers['access-control-allow-origin']).toBe(UI_ORIGIN);
    expect(fromUi.headers['access-control-expose-headers']).toBe('ETag, X-Data-Commit, Retry-After');

    const elsewhere = await app.inject({ method: 'GET', url: '/health', headers: { origin: 'https://evil.example' } });
    expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends no CORS headers when no UI origin is configured', async () => {
    const other = makeTempDir();
    const sameOrigin = await makeApp(makeConfig(other.dir));
    try {
      const response = await sameOrigin.inject({ method: 'GET', url: '/health', headers: { origin: UI_ORIGIN } });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await sameOrigin.close();
      other.remove();
    }
  });
});

describe('GET /health', () => {
  it('reports the server version and nothing private', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ok', serverVersion: '9.9.9-test', uptimeSeconds: expect.any(Number) });
  });
});
