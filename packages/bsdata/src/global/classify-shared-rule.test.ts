import { describe, expect, it } from 'vitest';

import { classifySharedRule } from './classify-shared-rule.js';

describe('classifySharedRule', () => {
  it('reads weapon abilities from their subject', () => {
    expect(classifySharedRule("Add 1 to this weapon's Damage characteristic if the attacking unit charged this turn")).toBe('weapon');
    expect(classifySharedRule('This weapon can be used to make shooting attacks even if the attacking unit is in combat.')).toBe('weapon');
  });

  it('reads terrain rules from their subject', () => {
    expect(classifySharedRule('Models cannot move across, be set up on or end moves on any part of this terrain feature.')).toBe('terrain');
  });

  it('leaves text with neither or both subjects unclassified', () => {
    expect(classifySharedRule('Roll a dice.')).toBeUndefined();
    expect(classifySharedRule('This weapon ignores this terrain feature.')).toBeUndefined();
  });
});
