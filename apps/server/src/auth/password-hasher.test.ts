import { describe, expect, it } from 'vitest';

import { createPasswordHasher, SERVER_BUSY, TOO_MANY_AT_ONCE } from './password-hasher.js';

describe('password hasher', () => {
  it('hashes and verifies through the queue, and refuses with SERVER_BUSY when it is full', async () => {
    const hasher = createPasswordHasher({ concurrency: 1, maxWaiting: 0 });
    const first = hasher.hash('correct horse', ['ip:a']);
    await expect(hasher.verify('correct horse', undefined, ['ip:b'])).rejects.toMatchObject({ code: 'SERVER_BUSY', message: SERVER_BUSY, statusCode: 503 });
    const stored = await first;
    expect(await hasher.verify('correct horse', stored, ['ip:a'])).toBe(true);
    expect(await hasher.verify('correct horse', undefined, ['ip:a'])).toBe(false);
  });

  it('refuses with 429 a key holding its share of the queue, before the queue is full', async () => {
    const hasher = createPasswordHasher({ concurrency: 1, maxWaiting: 10, maxPerKey: 1 });
    const first = hasher.hash('correct horse', ['ip:a', 'id:1']);
    await expect(hasher.verify('correct horse', undefined, ['ip:a', 'id:2'])).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: TOO_MANY_AT_ONCE,
      statusCode: 429,
    });
    expect(await hasher.verify('correct horse', undefined, ['ip:b', 'id:2'])).toBe(false);
    await first;
  });
});
