import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { PARAM_TOO_LONG } from '../app.js';
import { makeApp, makeConfig, makeTempDir } from '../../test/helpers.js';
import { MAX_SEGMENT_LENGTH, SEGMENT_NOT_BASE64, SHARE_LINK_UNKNOWN } from './share.js';

const API_ORIGIN = 'https://api.example.test';
const UI_ORIGIN = 'https://ui.example.test';
const temp = makeTempDir();
let app: FastifyInstance;

const segmentOf = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const share = (segment: string) => app.inject({ method: 'POST', url: `/share/${segment}` });

beforeAll(async () => {
  app = await makeApp(makeConfig(temp.dir, { uiUrl: UI_ORIGIN, apiUrl: API_ORIGIN }));
});
afterAll(async () => {
  await app.close();
  temp.remove();
});

describe('POST /share/:segment and GET /s/:code', () => {
  it('answers a short link on the public origin, the same one for the same segment', async () => {
    const segment = segmentOf('My list\nStormcast Eternals\n2000 points');
    const first = await share(segment);
    expect(first.statusCode, first.body).toBe(200);
    const { shareLink } = first.json() as { shareLink: string };
    expect(shareLink).toMatch(new RegExp(`^${API_ORIGIN}/s/[A-Za-z0-9_-]+$`));
    expect((await share(segment)).json()).toEqual({ shareLink });
    const other = (await share(segmentOf('Another list'))).json() as { shareLink: string };
    expect(other.shareLink).not.toBe(shareLink);
  });

  it('redirects a code to the import page of the web app', async () => {
    const segment = segmentOf('Redirect me, please? ~~~ >>>');
    const { shareLink } = (await share(segment)).json() as { shareLink: string };
    const response = await app.inject({ method: 'GET', url: new URL(shareLink).pathname });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${UI_ORIGIN}/import/${segment}`);
  });

  it('accepts standard base64 with padding', async () => {
    const response = await share(Buffer.from('padded?').toString('base64'));
    expect(response.statusCode, response.body).toBe(200);
  });

  it('answers 404 JSON for an unknown code', async () => {
    const response = await app.inject({ method: 'GET', url: '/s/nope1234' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, message: SHARE_LINK_UNKNOWN });
  });

  it('answers 400 for a segment that is not base64 text', async () => {
    const response = await share('not%20base64!');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: SEGMENT_NOT_BASE64 });
  });

  it('takes a 16 KB segment, and refuses a longer one with a clear message', async () => {
    const longest = 'A'.repeat(MAX_SEGMENT_LENGTH);
    expect((await share(longest)).statusCode).toBe(200);
    const response = await share(`${longest}A`);
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ statusCode: 414, message: PARAM_TOO_LONG });
  });
});

describe('share links on a default self-host (no API_URL or UI_URL)', () => {
  const plain = makeTempDir();
  let plainApp: FastifyInstance;

  beforeAll(async () => {
    plainApp = await makeApp(makeConfig(plain.dir));
  });
  afterAll(async () => {
    await plainApp.close();
    plain.remove();
  });

  it('builds the short link from the address the player used, not localhost, and redirects on that same site', async () => {
    const segment = segmentOf('Shared over the table');
    const response = await plainApp.inject({ method: 'POST', url: `/share/${segment}`, headers: { host: '192.168.1.20:3000' } });
    expect(response.statusCode, response.body).toBe(200);
    const { shareLink } = response.json() as { shareLink: string };
    expect(shareLink).toMatch(/^http:\/\/192\.168\.1\.20:3000\/s\/[A-Za-z0-9_-]+$/);
    const redirect = await plainApp.inject({ method: 'GET', url: new URL(shareLink).pathname, headers: { host: '192.168.1.20:3000' } });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(`/import/${segment}`);
  });
});

describe('rate limit of POST /share/:segment (SHARE_RATE_LIMIT)', () => {
  const limited = makeTempDir();
  let limitedApp: FastifyInstance;
  const shareFrom = (remoteAddress: string, segment: string) => limitedApp.inject({ method: 'POST', url: `/share/${segment}`, remoteAddress });

  beforeAll(async () => {
    const base = makeConfig(limited.dir);
    // @fastify/rate-limit reads the time with Date.now(): the test moves that clock, and the app's with it.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 1) });
    limitedApp = await makeApp({ ...base, auth: { ...base.auth, rateLimitWindowSeconds: 600, shareLimit: 3 } }, { now: () => Date.now() });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await limitedApp.close();
    limited.remove();
  });

  it('answers 429 with Retry-After past the limit, per client address, until the window ends', async () => {
    for (let i = 0; i < 3; i++) expect((await shareFrom('10.0.0.1', segmentOf(`list ${i}`))).statusCode).toBe(200);
    const refused = await shareFrom('10.0.0.1', segmentOf('list 3'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: 'Too many share links. Please wait 10 minutes and try again.' });
    expect(refused.headers['retry-after']).toBe('600');
    // The same segment again is refused too: the limit counts requests, not new rows.
    expect((await shareFrom('10.0.0.1', segmentOf('list 0'))).statusCode).toBe(429);

    expect((await shareFrom('10.0.0.2', segmentOf('list 3'))).statusCode).toBe(200);

    vi.setSystemTime(Date.now() + 600_000);
    expect((await shareFrom('10.0.0.1', segmentOf('list 3'))).statusCode).toBe(200);
  });

  it('is off with SHARE_RATE_LIMIT=0', async () => {
    for (let i = 0; i < 70; i++) expect((await share(segmentOf(`unlimited ${i}`))).statusCode).toBe(200);
  });
});
