import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { createRateLimit, MAX_KEYS_PER_LIMIT } from './rate-limits.js';

let app: FastifyInstance;
let request: FastifyRequest;

beforeAll(async () => {
  app = Fastify();
  await app.register(fastifyRateLimit, { global: false });
  app.get('/', async (seen) => {
    request = seen;
    return {};
  });
  // A real request for the limiters to see; the keys are named per call.
  await app.inject({ method: 'GET', url: '/' });
});
afterAll(() => app.close());
// The plugin's store reads the time with Date.now().
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: 0 }));
afterEach(() => vi.useRealTimers());

describe('createRateLimit', () => {
  it('counts attempts per key in fixed windows; max 0 is off', async () => {
    const limit = createRateLimit(app, { name: 'window', max: 2, windowMs: 60_000 });
    expect(await limit.hit(request, 'a')).toEqual({ allowed: true });
    expect(await limit.hit(request, 'a')).toEqual({ allowed: true });
    expect(await limit.hit(request, 'b')).toEqual({ allowed: true });
    vi.setSystemTime(30_500);
    expect(await limit.hit(request, 'a')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    vi.setSystemTime(60_000);
    expect(await limit.hit(request, 'a')).toEqual({ allowed: true });
    const off = createRateLimit(app, { name: 'off', max: 0, windowMs: 1000 });
    for (let i = 0; i < 100; i++) expect((await off.hit(request, 'x')).allowed).toBe(true);
  });

  it('check tells whether one more attempt is allowed without counting it', async () => {
    const limit = createRateLimit(app, { name: 'check', max: 2, windowMs: 60_000 });
    for (let i = 0; i < 10; i++) expect(await limit.check(request, 'a')).toEqual({ allowed: true });
    await limit.hit(request, 'a');
    expect(await limit.check(request, 'a')).toEqual({ allowed: true });
    await limit.hit(request, 'a');
    expect(await limit.check(request, 'a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    // Other keys are apart.
    expect(await limit.check(request, 'b')).toEqual({ allowed: true });
  });

  it(`keeps at most ${MAX_KEYS_PER_LIMIT} keys: a flood of addresses makes it forget the least recently used, not grow`, async () => {
    const limit = createRateLimit(app, { name: 'flood', max: 1, windowMs: 60_000 });
    const flood = async (prefix: string, count: number) => {
      for (let i = 0; i < count; i++) await limit.hit(request, `ip:${prefix}.${i}`);
    };
    await limit.hit(request, 'victim');
    await flood('first', MAX_KEYS_PER_LIMIT - 1);
    // Exactly full, so nothing forgotten: the oldest key still has its budget spent.
    expect((await limit.check(request, 'victim')).allowed).toBe(false);
    // That look made 'victim' the most recently used: it takes as many new keys again to push it out.
    await flood('second', MAX_KEYS_PER_LIMIT - 1);
    await limit.hit(request, 'ip:one-more');
    expect((await limit.check(request, 'victim')).allowed).toBe(true);
    expect((await limit.check(request, 'ip:one-more')).allowed).toBe(false);
  });
});
