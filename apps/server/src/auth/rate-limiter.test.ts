import { describe, expect, it } from 'vitest';

import { createRateLimiter } from './rate-limiter.js';

describe('rate limiter', () => {
  it('counts attempts per key in fixed windows; limit 0 is off', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => now });
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('b')).toEqual({ allowed: true });
    now = 30_500;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    now = 60_000;
    expect(limiter.hit('a')).toEqual({ allowed: true });
    const off = createRateLimiter({ limit: 0, windowMs: 1000, now: () => 0 });
    for (let i = 0; i < 100; i++) expect(off.hit('x').allowed).toBe(true);
  });

  it('check tells whether one more attempt is allowed without counting it', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => 0 });
    for (let i = 0; i < 10; i++) expect(limiter.check('a')).toEqual({ allowed: true });
    limiter.hit('a');
    expect(limiter.check('a')).toEqual({ allowed: true });
    limiter.hit('a');
    expect(limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('keeps at most maxKeys windows, dropping the oldest', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => 0, maxKeys: 3 });
    limiter.hit('a');
    limiter.hit('b');
    limiter.hit('c');
    expect(limiter.check('a').allowed).toBe(false);
    limiter.hit('d');
    // 'a' was the oldest window: forgotten, so it starts afresh; 'b' is still counted.
    expect(limiter.check('a').allowed).toBe(true);
    expect(limiter.check('b').allowed).toBe(false);
  });
});
