import { describe, expect, it } from 'vitest';

import { createPasswordHasher, SERVER_BUSY } from './password-hasher.js';

describe('password hasher', () => {
  it('hashes and verifies through the queue, and refuses with SERVER_BUSY when it is full', async () => {
    const hasher = createPasswordHasher({ concurrency: 1, maxWaiting: 0 });
    const first = hasher.hash('correct horse');
    await expect(hasher.verify('correct horse', undefined)).rejects.toMatchObject({ code: 'SERVER_BUSY', message: SERVER_BUSY, statusCode: 503 });
    const stored = await first;
    expect(await hasher.verify('correct horse', stored)).toBe(true);
    expect(await hasher.verify('correct horse', undefined)).toBe(false);
  });
});
