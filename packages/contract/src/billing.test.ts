import { describe, expect, it } from 'vitest';

import { PortalSessionBodySchema, SessionCompleteBodySchema } from './billing.js';

describe('billing bodies', () => {
  it('takes a checkout session id trimmed, and refuses a blank or overlong one', () => {
    expect(SessionCompleteBodySchema.parse({ sessionId: '  cs_test_1 ' })).toEqual({ sessionId: 'cs_test_1' });
    expect(SessionCompleteBodySchema.safeParse({ sessionId: '   ' }).success).toBe(false);
    expect(SessionCompleteBodySchema.safeParse({ sessionId: 'x'.repeat(256) }).success).toBe(false);
    expect(SessionCompleteBodySchema.safeParse({}).success).toBe(false);
  });

  it('takes a portal return address up to 2048 characters', () => {
    expect(PortalSessionBodySchema.parse({ redirectUrl: 'https://scrolldex.app/account' })).toEqual({ redirectUrl: 'https://scrolldex.app/account' });
    expect(PortalSessionBodySchema.safeParse({ redirectUrl: '' }).success).toBe(false);
    expect(PortalSessionBodySchema.safeParse({ redirectUrl: 'x'.repeat(2049) }).success).toBe(false);
  });
});
