import { describe, expect, it } from 'vitest';

import { signJwt, verifyJwt } from './jwt.js';
import { hashPassword, verifyPassword } from './password-hash.js';

const SECRET = 'a-secret-of-at-least-thirty-two-chars';

describe('password hashing', () => {
  it('verifies the right password only, with a salt per hash', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('correct horse', first)).toBe(true);
    expect(await verifyPassword('correct horsE', first)).toBe(false);
    expect(await verifyPassword('correct horse', 'not-a-hash')).toBe(false);
  });
});

describe('HS256 tokens', () => {
  it('verify their signature and expiry', () => {
    const token = signJwt({ id: 'u1', exp: 100 }, SECRET);
    expect(verifyJwt(token, SECRET, 99)).toEqual({ ok: true, payload: { id: 'u1', exp: 100 } });
    expect(verifyJwt(token, SECRET, 100)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyJwt(token, `${SECRET}x`, 99)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyJwt('a.b', SECRET, 99)).toEqual({ ok: false, reason: 'malformed' });
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${token.split('.')[1]}.`;
    expect(verifyJwt(none, SECRET, 99)).toEqual({ ok: false, reason: 'malformed' });
  });
});
