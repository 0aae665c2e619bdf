// @fastify/rate-limit's counters in PostgreSQL (the rate_limits table), so a
// limit holds across every instance that shares the database: the windows of
// its in-memory LocalStore, fixed and starting at a key's first count, kept in
// one row per key. Each count is one statement, which PostgreSQL applies under
// the row's lock, so concurrent counts from any instance add up exactly. The
// clock is the instance's Date.now(), like LocalStore's: a window ends at the
// epoch ms its first count wrote. Rows of ended windows count as absent; they
// are swept now and then, a bounded batch at a time.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';

import type { PgAppDatabase } from './open-pg-database.js';
import { rateLimits } from './schema.js';

/** What a store answers @fastify/rate-limit: the count in the current window and the ms until it ends (0 and 0: no window). */
type Count = { current: number; ttl: number };
type Answer = (error: Error | null, result?: Count) => void;

/**
 * Counts (per process) between two sweeps. The sweep scans the table for ended windows: without an index on
 * `expires_at`, which would make every count rewrite an index entry, so it runs seldom and each count stays one
 * in-place row update.
 */
const SWEEP_EVERY = 1000;
/** Rows one sweep deletes at most: bounded work, whatever a flood of addresses left behind. */
export const SWEEP_LIMIT = 1000;

/** Deletes up to `limit` rows of windows ended at `now`, skipping rows a count holds; answers how many. */
export async function sweepEndedWindows(db: PgAppDatabase, now: number, limit = SWEEP_LIMIT): Promise<number> {
  const ended = db.select({ key: rateLimits.key }).from(rateLimits).where(lte(rateLimits.expiresAt, now)).limit(limit).for('update', { skipLocked: true });
  const deleted = await db
    .delete(rateLimits)
    .where(and(inArray(rateLimits.key, ended), lte(rateLimits.expiresAt, now)))
    .returning({ key: rateLimits.key });
  return deleted.length;
}

/** Counts one hit under `key`: a new window of `timeWindow` ms when there is none or it has ended, else one more in it. */
async function increment(db: PgAppDatabase, key: string, timeWindow: number, now: number): Promise<Count> {
  const ended = sql`${rateLimits.expiresAt} <= ${now}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, expiresAt: now + timeWindow })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
        expiresAt: sql`case when ${ended} then excluded.expires_at else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({ count: rateLimits.count, expiresAt: rateLimits.expiresAt });
  return { current: row!.count, ttl: row!.expiresAt - now };
}

/** The count of `key`'s current window, without counting (a limit's check before an attempt). */
async function peek(db: PgAppDatabase, key: string, now: number): Promise<Count> {
  const [row] = await db
    .select({ count: rateLimits.count, expiresAt: rateLimits.expiresAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.expiresAt, now)));
  return row ? { current: row.count, ttl: row.expiresAt - now } : { current: 0, ttl: 0 };
}

function answer(counting: Promise<Count>, callback: Answer): void {
  counting.then(
    (count) => callback(null, count),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  );
}

/** Of the options @fastify/rate-limit gives a store (a limit's own merged with the plugin's), those that shape windows. */
type WindowOptions = Pick<RateLimitOptions, 'continueExceeding' | 'exponentialBackoff'>;

/** Fixed windows only: the options that stretch a window are refused rather than ignored. */
function refuseStretchedWindows(options: WindowOptions): void {
  if (options.continueExceeding || options.exponentialBackoff)
    throw new Error('The PostgreSQL rate-limit store keeps fixed windows: continueExceeding and exponentialBackoff are not supported.');
}

/**
 * The store class to register @fastify/rate-limit with (`store`). Every limit (each `child`) counts in the one table:
 * the limits name their keys (auth/rate-limits.ts) so that they do not share counts. `sweepEvery` is for tests.
 */
export function createPgRateLimitStore(db: PgAppDatabase, { sweepEvery = SWEEP_EVERY }: { sweepEvery?: number } = {}): FastifyRateLimitStoreCtor {
  let countsSinceSweep = 0;
  const sweepNowAndThen = (now: number) => {
    if (++countsSinceSweep < sweepEvery) return;
    countsSinceSweep = 0;
    // Not awaited: no request waits for a sweep (which skips the rows counts hold), and one that fails leaves rows the next removes.
    sweepEndedWindows(db, now).catch((error: unknown) => console.error(`PostgreSQL rate-limit store: sweeping ended windows failed: ${String(error)}`));
  };

  class PgRateLimitStore implements FastifyRateLimitStore {
    constructor(options: WindowOptions) {
      refuseStretchedWindows(options);
    }

    incr(key: string, callback: Answer, timeWindow: number): void {
      const now = Date.now();
      answer(increment(db, key, timeWindow, now), callback);
      sweepNowAndThen(now);
    }

    read(key: string, callback: Answer): void {
      answer(peek(db, key, Date.now()), callback);
    }

    // Typed as route options, though the plugin passes the limit's merged options (its index.js, mergeParams).
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new PgRateLimitStore(routeOptions as unknown as WindowOptions);
    }
  }
  return PgRateLimitStore;
}
