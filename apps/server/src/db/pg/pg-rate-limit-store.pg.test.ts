// The PostgreSQL rate-limit store on the test cluster: two pools stand for two
// server instances counting in one table, first through the store's own
// calls, then through createRateLimit on two apps as the routes use it.
import { randomUUID } from 'node:crypto';

import fastifyRateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { count, eq, lte } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { requirePostgresDatabase } from '../../../test/postgres.js';
import { createRateLimit } from '../../auth/rate-limits.js';
import { openPgDatabase, type PgAppDatabase } from './open-pg-database.js';
import { createPgRateLimitStore, sweepEndedWindows } from './pg-rate-limit-store.js';
import { rateLimits } from './schema.js';

const url = await requirePostgresDatabase('pg-rate-limit-store');
const WINDOW = 60_000;
let firstDb: PgAppDatabase;
let secondDb: PgAppDatabase;

beforeAll(async () => {
  firstDb = await openPgDatabase(url);
  secondDb = await openPgDatabase(url);
});
afterAll(async () => {
  await firstDb?.$client.end();
  await secondDb?.$client.end();
});

type Count = { current: number; ttl: number };
type Store = {
  incr: (key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number, max: number) => void;
  read: (key: string, callback: (error: Error | null, result?: Count) => void) => void;
};

/** A store as @fastify/rate-limit makes one, its calls as promises. */
function storeOn(db: PgAppDatabase, options: { sweepEvery?: number } = {}) {
  const Store = createPgRateLimitStore(db, options);
  const store = new Store({}) as unknown as Store;
  const settle = (resolve: (count: Count) => void, reject: (error: Error) => void) => (error: Error | null, result?: Count) =>
    error ? reject(error) : resolve(result!);
  return {
    incr: (key: string) => new Promise<Count>((resolve, reject) => store.incr(key, settle(resolve, reject), WINDOW, 5)),
    read: (key: string) => new Promise<Count>((resolve, reject) => store.read(key, settle(resolve, reject))),
  };
}

const newKey = () => `test:${randomUUID()}`;
const endedRows = async () => (await firstDb.select({ rows: count() }).from(rateLimits).where(lte(rateLimits.expiresAt, Date.now())))[0]!.rows;
const rowsNamed = async (keys: readonly string[]) =>
  (await Promise.all(keys.map((key) => firstDb.select({ rows: count() }).from(rateLimits).where(eq(rateLimits.key, key))))).reduce(
    (total, [row]) => total + row!.rows,
    0,
  );

describe('createPgRateLimitStore', () => {
  // The store reads the clock with Date.now(), like @fastify/rate-limit's own.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('adds up the counts of two instances in one window, and starts a new window once it ends', async () => {
    const [first, second] = [storeOn(firstDb), storeOn(secondDb)];
    const key = newKey();
    expect(await first.incr(key)).toEqual({ current: 1, ttl: WINDOW });
    vi.setSystemTime(1_010_000);
    expect(await second.incr(key)).toEqual({ current: 2, ttl: WINDOW - 10_000 });
    expect(await first.incr(key)).toEqual({ current: 3, ttl: WINDOW - 10_000 });
    vi.setSystemTime(1_000_000 + WINDOW - 1);
    expect(await second.incr(key)).toEqual({ current: 4, ttl: 1 });
    vi.setSystemTime(1_000_000 + WINDOW);
    expect(await first.incr(key)).toEqual({ current: 1, ttl: WINDOW });
    expect(await second.incr(key)).toEqual({ current: 2, ttl: WINDOW });
  });

  it('reads a count without counting, and reads an ended window as none', async () => {
    const [first, second] = [storeOn(firstDb), storeOn(secondDb)];
    const key = newKey();
    expect(await first.read(key)).toEqual({ current: 0, ttl: 0 });
    await first.incr(key);
    vi.setSystemTime(1_005_000);
    for (let i = 0; i < 5; i++) expect(await second.read(key)).toEqual({ current: 1, ttl: WINDOW - 5_000 });
    expect(await second.incr(key)).toEqual({ current: 2, ttl: WINDOW - 5_000 });
    vi.setSystemTime(1_000_000 + WINDOW);
    expect(await first.read(key)).toEqual({ current: 0, ttl: 0 });
  });

  it('counts 200 concurrent hits on one key from two instances exactly: each count answered once', async () => {
    const [first, second] = [storeOn(firstDb), storeOn(secondDb)];
    const key = newKey();
    const counts = await Promise.all(Array.from({ length: 200 }, (_, index) => (index % 2 === 0 ? first : second).incr(key)));
    expect(counts.map((entry) => entry.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, index) => index + 1));
    expect(await first.read(key)).toEqual({ current: 200, ttl: WINDOW });
  });

  it('sweeps rows of ended windows now and then, a bounded batch at a time, and keeps the live ones', async () => {
    const ended = Array.from({ length: 5 }, newKey);
    const live = newKey();
    const store = storeOn(firstDb, { sweepEvery: 3 });
    for (const key of ended) await storeOn(secondDb).incr(key);
    vi.setSystemTime(1_000_000 + WINDOW);
    // Earlier cases left ended windows too: a bounded sweep removes 2 of them all.
    const before = await endedRows();
    expect(await sweepEndedWindows(firstDb, Date.now(), 2)).toBe(2);
    expect(await endedRows()).toBe(before - 2);
    // The third count of this store sweeps, without the count waiting for it.
    for (let i = 0; i < 3; i++) await store.incr(live);
    expect(await store.read(live)).toEqual({ current: 3, ttl: WINDOW });
    await vi.waitFor(async () => expect(await rowsNamed(ended)).toBe(0), { timeout: 10_000 });
  });

  it('refuses the options that stretch windows rather than ignore them', () => {
    const Store = createPgRateLimitStore(firstDb);
    expect(() => new Store({ continueExceeding: true } as ConstructorParameters<FastifyRateLimitStoreCtor>[0])).toThrow(/fixed windows/);
  });
});

describe('createRateLimit on the PostgreSQL store', () => {
  const apps: FastifyInstance[] = [];
  let request: FastifyRequest;
  async function appOn(db: PgAppDatabase): Promise<FastifyInstance> {
    const app = Fastify();
    apps.push(app);
    await app.register(fastifyRateLimit, { global: false, store: createPgRateLimitStore(db) });
    app.get('/', async (seen) => {
      request = seen;
      return {};
    });
    await app.inject({ method: 'GET', url: '/' });
    return app;
  }
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('holds a limit across two instances, and keeps the counts of two limits on one key apart', async () => {
    const [first, second] = [await appOn(firstDb), await appOn(secondDb)];
    const address = `ip:${randomUUID()}`;
    const limit = (app: FastifyInstance, name: string) => createRateLimit(app, { name, max: 2, windowMs: WINDOW });
    expect(await limit(first, 'login').hit(request, address)).toEqual({ allowed: true });
    expect(await limit(second, 'login').hit(request, address)).toEqual({ allowed: true });
    expect(await limit(first, 'login').hit(request, address)).toMatchObject({ allowed: false });
    expect(await limit(second, 'login').check(request, address)).toMatchObject({ allowed: false });
    expect(await limit(second, 'create').hit(request, address)).toEqual({ allowed: true });
  });
});
