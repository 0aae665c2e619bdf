import { describe, expect, it } from 'vitest';

import { armyInitials } from './army-initials';

describe('armyInitials', () => {
  it('takes the initials of the first two words of weight', () => {
    expect(armyInitials('Stormcast Eternals')).toBe('SE');
    expect(armyInitials('Daughters of Khaine')).toBe('DK');
    expect(armyInitials('Flesh-eater Courts')).toBe('FE');
    expect(armyInitials('Seraphon')).toBe('SE');
    expect(armyInitials('')).toBe('');
  });
});
