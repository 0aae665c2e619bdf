import { describe, expect, it } from 'vitest';

import { BARE_RUNTIME_CONFIG } from '../test/runtime-config.js';
import { RuntimeConfigSchema } from './runtime-config.js';

const BARE = BARE_RUNTIME_CONFIG;

describe('RuntimeConfigSchema', () => {
  it('accepts a server with nothing configured and one with everything', () => {
    expect(RuntimeConfigSchema.parse(BARE)).toEqual(BARE);
    const full = {
      ...BARE,
      devModePasswordHash: 'a'.repeat(64),
      devHost: 'dev.example.com',
      devVariants: ['beta', 'pr-12'],
      reportErrorUrl: 'https://forms.example.com/?army={army}',
      donors: ['Ada', 'Brin'],
      stripePricingTable: { publishableKey: 'pk_test_1', pricingTableId: 'prctbl_1' },
      bcp: true,
    };
    expect(RuntimeConfigSchema.parse(full)).toEqual(full);
  });

  it('refuses a password hash that is not 64 lower-case hex digits, a bad variant and a half pricing table', () => {
    expect(RuntimeConfigSchema.safeParse({ ...BARE, devModePasswordHash: 'secret' }).success).toBe(false);
    expect(RuntimeConfigSchema.safeParse({ ...BARE, devModePasswordHash: 'A'.repeat(64) }).success).toBe(false);
    expect(RuntimeConfigSchema.safeParse({ ...BARE, devVariants: ['Beta!'] }).success).toBe(false);
    expect(RuntimeConfigSchema.safeParse({ ...BARE, stripePricingTable: { publishableKey: 'sk_live_1', pricingTableId: 'prctbl_1' } }).success).toBe(false);
    expect(RuntimeConfigSchema.safeParse({ ...BARE, stripePricingTable: { publishableKey: 'pk_test_1' } }).success).toBe(false);
  });
});
