import { describe, expect, it } from 'vitest';

import { describeArmyOption } from './describe-army-option';

describe('describeArmyOption', () => {
  it('reads each known option type as a sentence', () => {
    expect(describeArmyOption({ type: 'RequiredGeneral', units: ['Nagash, Supreme Lord of the Undead'] })).toBe(
      'Your general must be Nagash, Supreme Lord of the Undead.',
    );
    expect(describeArmyOption({ type: 'RequiredGeneral', units: ['A', 'B', 'C'] })).toBe('Your general must be A, B or C.');
    expect(describeArmyOption({ type: 'GeneralIfIncluded', units: ['Archaon'] })).toBe('If your list includes Archaon, it must be your general.');
    expect(describeArmyOption({ type: 'GeneralIfIncluded', units: ['A', 'B'] })).toBe('If your list includes A or B, one of them must be your general.');
    expect(describeArmyOption({ type: 'MustBeIncluded', min: 1, max: -1, units: ['A'] })).toBe('Your list must include at least 1 of: A.');
    expect(describeArmyOption({ type: 'MustBeIncluded', min: 0, max: 1, units: ['A', 'B'] })).toBe('Your list must include at most 1 of: A, B.');
    expect(describeArmyOption({ type: 'MustBeIncluded', min: 2, max: 2, units: ['A'] })).toBe('Your list must include exactly 2 of: A.');
    expect(describeArmyOption({ type: 'MustBeIncluded', min: 1, max: 3, units: ['A'] })).toBe('Your list must include between 1 and 3 of: A.');
    expect(describeArmyOption({ type: 'GeneralIfHero', units: ['Gargant'] })).toBe('Gargant can be your general, though not a Hero; only one of them can be.');
    expect(describeArmyOption({ type: 'OnePerX', enablingUnit: 'Knight-Draconis', onePerUnit: 'Stormdrake Guard (1 model)', base: 0 })).toBe(
      'You can include 1 Stormdrake Guard (1 model) for each Knight-Draconis in your list.',
    );
    expect(describeArmyOption({ type: 'OnePerX', enablingUnit: 'X', onePerUnit: 'Y', base: 1 })).toBe(
      'You can include 1 Y for each X in your list, plus 1 without one.',
    );
    expect(describeArmyOption({ type: 'Custom', note: 'Take what you like.' })).toBe('Take what you like.');
  });

  it('has no note for an option type it does not know', () => {
    expect(describeArmyOption({ type: 'FutureThing' })).toBeNull();
  });
});
