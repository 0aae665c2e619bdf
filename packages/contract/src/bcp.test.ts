import { describe, expect, it } from 'vitest';

import { BcpCallbackQuerySchema, BcpEventParamsSchema, BcpLoginQuerySchema, BcpRefreshQuerySchema } from './bcp.js';

const accepts = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) => schema.safeParse(value).success;

describe('BCP route params and queries', () => {
  it('takes an event id of letters, digits, - and _, and refuses one that could climb out of the proxied path', () => {
    expect(BcpEventParamsSchema.parse({ eventId: 'Ab3_x-9' })).toEqual({ eventId: 'Ab3_x-9' });
    expect(accepts(BcpEventParamsSchema, { eventId: 'e'.repeat(100) })).toBe(true);
    for (const eventId of ['', '..', '../myevents', 'a/b', 'a%2Fb', 'a b', 'e'.repeat(101)]) expect(accepts(BcpEventParamsSchema, { eventId })).toBe(false);
    expect(accepts(BcpEventParamsSchema, {})).toBe(false);
  });

  it('words a bad event id as the end of a sentence naming the field', () => {
    const result = BcpEventParamsSchema.safeParse({ eventId: '..' });
    expect(result.error?.issues[0]?.message).toBe('must be a BCP event id (letters, digits, - and _)');
  });

  it('needs a refresh token of 1 to 8192 characters', () => {
    expect(BcpRefreshQuerySchema.parse({ refreshToken: 'r1' })).toEqual({ refreshToken: 'r1' });
    expect(accepts(BcpRefreshQuerySchema, {})).toBe(false);
    expect(accepts(BcpRefreshQuerySchema, { refreshToken: '' })).toBe(false);
    expect(accepts(BcpRefreshQuerySchema, { refreshToken: 'r'.repeat(8192) })).toBe(true);
    expect(accepts(BcpRefreshQuerySchema, { refreshToken: 'r'.repeat(8193) })).toBe(false);
  });

  it("takes a login with or without the web app's state, and the state only as 16 to 128 URL-safe characters", () => {
    expect(BcpLoginQuerySchema.parse({})).toEqual({});
    expect(accepts(BcpLoginQuerySchema, { state: 'S1234567890abc-_' })).toBe(true);
    expect(accepts(BcpLoginQuerySchema, { state: 's'.repeat(128) })).toBe(true);
    for (const state of ['', 'short', 's'.repeat(129), 'S1234567890abcd+/', 'S1234567890abcd==']) expect(accepts(BcpLoginQuerySchema, { state })).toBe(false);
    expect(accepts(BcpLoginQuerySchema, { accessToken: 'a', refreshToken: 'r', idToken: 'i', state: 'S1234567890abcdef' })).toBe(true);
  });

  it("bounds the callback's code, state and error", () => {
    expect(BcpCallbackQuerySchema.parse({ code: 'c', state: 's' })).toEqual({ code: 'c', state: 's' });
    expect(accepts(BcpCallbackQuerySchema, { error: 'access_denied' })).toBe(true);
    expect(accepts(BcpCallbackQuerySchema, { code: '' })).toBe(false);
    expect(accepts(BcpCallbackQuerySchema, { code: 'c'.repeat(4097) })).toBe(false);
    expect(accepts(BcpCallbackQuerySchema, { state: 's'.repeat(513) })).toBe(false);
    expect(accepts(BcpCallbackQuerySchema, { error: 'e'.repeat(513) })).toBe(false);
  });
});
