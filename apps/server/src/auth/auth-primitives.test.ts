import { describe, expect, it } from 'vitest';

import { hmacKey, signJwt, verifyJwt } from './jwt.js';
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
  it('verify their signature and expiry', async () => {
    const key = await hmacKey(SECRET);
    const token = await signJwt({ id: 'u1', exp: 100 }, key);
    expect(await verifyJwt(token, key, 99)).toEqual({ ok: true, payload: { id: 'u1', exp: 100 } });
    expect(await verifyJwt(token, key, 100)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyJwt(token, await hmacKey(`${SECRET}x`), 99)).toEqual({ ok: false, reason: 'signature' });
    expect(await verifyJwt(token, () => undefined, 99)).toEqual({ ok: false, reason: 'signature' });
    expect(await verifyJwt('a.b', key, 99)).toEqual({ ok: false, reason: 'malformed' });
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${token.split('.')[1]}.`;
    expect(await verifyJwt(none, key, 99)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuse a token without an expiry', async () => {
    const key = await hmacKey(SECRET);
    expect(await verifyJwt(await signJwt({ id: 'u1' }, key), key, 99)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('accept only the canonical spelling of a signature', async () => {
    const key = await hmacKey(SECRET);
    const token = await signJwt({ id: 'u1', exp: 100 }, key);
    // 32 signature bytes take 43 characters: the last one carries 4 unused bits, so 16 spellings decode alike.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(token.at(-1)!);
    const twin = `${token.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(twin.split('.')[2]!, 'base64url')).toEqual(Buffer.from(token.split('.')[2]!, 'base64url'));
    expect(await verifyJwt(twin, key, 99)).toEqual({ ok: false, reason: 'signature' });
  });
});
