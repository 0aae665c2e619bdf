import { describe, expect, it } from 'vitest';

import { realArmy } from '../../test/real-game-data.js';
import { findUnit } from '../../test/test-kit.js';
import { clampToBounds, COUNTER_MAX, modelCount, weaponOptionBounds } from './counter-bounds.js';

describe('weaponOptionBounds', () => {
  it('runs from 0 to the option limit, doubled when reinforced', () => {
    const grandhammer = findUnit(realArmy('Stormcast Eternals'), 'Liberators').models[0]!.weapons.advanced[0]!;
    expect(grandhammer.name).toBe('Grandhammer');
    expect(weaponOptionBounds(grandhammer, false)).toEqual({ min: 0, max: 1 });
    expect(weaponOptionBounds(grandhammer, true)).toEqual({ min: 0, max: 2 });
  });

  it('reads a limit of -1 as 99, reinforced or not', () => {
    const sickles = findUnit(realArmy('Slaves to Darkness'), 'The Unmade').models[0]!.weapons.advanced[0]!;
    expect(sickles.max).toBe(-1);
    expect(weaponOptionBounds(sickles, false)).toEqual({ min: 0, max: COUNTER_MAX });
    expect(weaponOptionBounds(sickles, true)).toEqual({ min: 0, max: 99 });
  });
});

describe('modelCount and clampToBounds', () => {
  it('doubles the models of a reinforced unit', () => {
    const model = findUnit(realArmy('Seraphon'), 'Kroxigor').models[0]!;
    expect(modelCount(model, false)).toBe(3);
    expect(modelCount(model, true)).toBe(6);
  });

  it('keeps values whole and within bounds', () => {
    expect(clampToBounds(5, { min: 0, max: 3 })).toBe(3);
    expect(clampToBounds(-2, { min: 0, max: 3 })).toBe(0);
    expect(clampToBounds(1.7, { min: 0, max: 3 })).toBe(1);
    expect(clampToBounds(Number.NaN, { min: 0, max: 3 })).toBe(0);
  });
});
