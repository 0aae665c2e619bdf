// The rate limits of the account and share routes, counted by
// @fastify/rate-limit in fixed windows per key, in the store the plugin is
// registered with: its in-memory store for one server process, each limit an
// LRU of at most MAX_KEYS_PER_LIMIT keys, so a flood of addresses cannot grow
// memory without end; or, behind several instances, a table they all share
// (db/pg/pg-rate-limit-store.ts), where ended windows are swept. Both read the
// clock with Date.now(). In a shared table every limit counts side by side, so
// each limit names its keys ('login:ip:...'): two limits may count one address.
import { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { AppError } from '../errors.js';

/** Keys one limit remembers; past it the least recently used key (and the budget it counted) is forgotten. */
export const MAX_KEYS_PER_LIMIT = 100_000;

export type LimitAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimit = {
  /** Counts one attempt under `key`; refused once the window holds more than the limit. */
  hit(request: FastifyRequest, key: string): Promise<LimitAnswer>;
  /** Whether one more attempt under `key` would be allowed, without counting it. */
  check(request: FastifyRequest, key: string): Promise<LimitAnswer>;
};

const ALLOWED: LimitAnswer = { allowed: true };
const OFF: RateLimit = { hit: async () => ALLOWED, check: async () => ALLOWED };

/**
 * A limit of `max` attempts per key per `windowMs`; `max` 0 turns it off. `name` sets its keys apart from other
 * limits' (unique per app). Needs @fastify/rate-limit registered on `app`.
 */
export function createRateLimit(
  app: FastifyInstance,
  { name, max, windowMs, maxKeys = MAX_KEYS_PER_LIMIT }: { name: string; max: number; windowMs: number; maxKeys?: number },
): RateLimit {
  if (max <= 0) return OFF;
  // The plugin takes a limiter's key from the request alone; ours name it per call (an account, an address), so each
  // call leaves its key here for keyGenerator, which the limiter calls before it reads the store.
  const keys = new WeakMap<FastifyRequest, string>();
  const options: RateLimitOptions = { max, timeWindow: windowMs, cache: maxKeys, keyGenerator: (request) => `${name}:${keys.get(request)!}` };
  const limiter = app.createRateLimit(options);
  const ask = async (request: FastifyRequest, key: string, increment: boolean): Promise<LimitAnswer> => {
    keys.set(request, key);
    const answer = await limiter(request, { increment });
    // isAllowed means 'on the allow list', which these limits have none of.
    if (answer.isAllowed) return ALLOWED;
    // A count is refused once over the limit; a check, when the next count would be.
    const spent = increment ? answer.isExceeded : answer.remaining === 0;
    return spent ? { allowed: false, retryAfterSeconds: Math.max(1, answer.ttlInSeconds) } : ALLOWED;
  };
  return { hit: (request, key) => ask(request, key, true), check: (request, key) => ask(request, key, false) };
}

/**
 * The client's address as a key: `request.ip`, which honours TRUST_PROXY (Fastify's trustProxy), normalised by the
 * plugin: an IPv4-mapped IPv6 address is its IPv4 address, and an IPv6 address stands for its /64, which one
 * client holds whole.
 */
export const addressKey = (request: FastifyRequest): string => `ip:${normalizeIP(request.ip)}`;

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function refuseWhenLimited(answer: LimitAnswer, reply: FastifyReply, what: string): void {
  if (answer.allowed) return;
  reply.header('retry-after', String(answer.retryAfterSeconds));
  throw new AppError('RATE_LIMITED', `Too many ${what}. Please wait ${waitText(answer.retryAfterSeconds)} and try again.`);
}

/** Counts one attempt under each key; over the limit answers 429 with Retry-After ('Too many <what>. Please wait ...'). */
export async function enforceLimit(limit: RateLimit, request: FastifyRequest, keys: readonly string[], reply: FastifyReply, what = 'attempts'): Promise<void> {
  for (const key of keys) refuseWhenLimited(await limit.hit(request, key), reply, what);
}
