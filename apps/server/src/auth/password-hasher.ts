// The routes' way to hash and check passwords: through a bounded queue, so a
// burst of logins or resets waits for a few hashing slots (or is refused with
// 503) instead of filling libuv's thread pool and stalling the whole server.
// Each call names who it is for (the client's address, the account), and one
// of them holds at most HASH_MAX_PER_KEY places in the queue: past that it is
// refused with 429, so one address or account cannot starve the others.
import { randomBytes } from 'node:crypto';

import { AppError } from '../errors.js';
import { createBoundedQueue } from './bounded-queue.js';
import { DEFAULT_SCRYPT_PARAMS, hashPassword, verifyPassword, type ScryptParams } from './password-hash.js';

/** Two of libuv's four threads: the others stay free for file reads and DNS. */
export const HASH_CONCURRENCY = 2;
/** About 64 hashes (a few seconds of work) may wait; more are refused. */
export const HASH_MAX_WAITING = 64;
/** Places (running and waiting) one address or one account may hold: an eighth of the queue. */
export const HASH_MAX_PER_KEY = 8;
export const SERVER_BUSY = 'The server is busy. Please try again in a moment.';
export const TOO_MANY_AT_ONCE = 'Too many password checks at once from your address or for this account. Please try again in a moment.';

export type PasswordHasher = {
  /** `keys`: who the hash is for (auth/rate-limits.ts names them: an address, an account), each held to its share of the queue. */
  hash(password: string, keys: readonly string[]): Promise<string>;
  /** Checks against a dummy hash when the account does not exist, so the answer takes as long. */
  verify(password: string, stored: string | undefined, keys: readonly string[]): Promise<boolean>;
};

export type PasswordHasherOptions = {
  concurrency?: number;
  maxWaiting?: number;
  maxPerKey?: number;
  /** scrypt's cost for new hashes (a stored hash is checked at its own); default DEFAULT_SCRYPT_PARAMS. */
  params?: ScryptParams;
};

export function createPasswordHasher(options: PasswordHasherOptions = {}): PasswordHasher {
  const queue = createBoundedQueue({
    concurrency: options.concurrency ?? HASH_CONCURRENCY,
    maxWaiting: options.maxWaiting ?? HASH_MAX_WAITING,
    maxPerKey: options.maxPerKey ?? HASH_MAX_PER_KEY,
  });
  async function run<T>(task: () => Promise<T>, keys: readonly string[]): Promise<T> {
    const result = await queue.run(task, keys);
    if (result.ok) return result.value;
    throw result.refused === 'full' ? new AppError('SERVER_BUSY', SERVER_BUSY) : new AppError('RATE_LIMITED', TOO_MANY_AT_ONCE);
  }
  const params = options.params ?? DEFAULT_SCRYPT_PARAMS;
  // A hash of a random password at the same cost, checked when the account does not exist so that answers take as long either way.
  let dummyHash: Promise<string> | undefined;
  const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex'), params));
  return {
    hash: (password, keys) => run(() => hashPassword(password, params), keys),
    verify: (password, stored, keys) => run(async () => verifyPassword(password, stored ?? (await getDummyHash())), keys),
  };
}
