// The routes' way to hash and check passwords: through a bounded queue, so a
// burst of logins or resets waits for a few hashing slots (or is refused with
// 503) instead of filling libuv's thread pool and stalling the whole server.
import { AppError } from '../errors.js';
import { createBoundedQueue } from './bounded-queue.js';
import { getDummyHash, hashPassword, verifyPassword } from './password-hash.js';

/** Two of libuv's four threads: the others stay free for file reads and DNS. */
export const HASH_CONCURRENCY = 2;
/** About 64 hashes (a few seconds of work) may wait; more are refused. */
export const HASH_MAX_WAITING = 64;
export const SERVER_BUSY = 'The server is busy. Please try again in a moment.';

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  /** Checks against a dummy hash when the account does not exist, so the answer takes as long. */
  verify(password: string, stored: string | undefined): Promise<boolean>;
};

export function createPasswordHasher(options: { concurrency?: number; maxWaiting?: number } = {}): PasswordHasher {
  const queue = createBoundedQueue({ concurrency: options.concurrency ?? HASH_CONCURRENCY, maxWaiting: options.maxWaiting ?? HASH_MAX_WAITING });
  async function run<T>(task: () => Promise<T>): Promise<T> {
    const result = await queue.run(task);
    if (!result.ok) throw new AppError('SERVER_BUSY', SERVER_BUSY);
    return result.value;
  }
  return {
    hash: (password) => run(() => hashPassword(password)),
    verify: (password, stored) => run(async () => verifyPassword(password, stored ?? (await getDummyHash()))),
  };
}
