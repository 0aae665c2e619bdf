import { describe, expect, it } from 'vitest';

import { realArmy } from '../../test/real-game-data.js';
import { findUnit } from '../../test/test-kit.js';
import { canReinforce } from './can-reinforce.js';

describe('canReinforce on real Stormcast units', () => {
  const army = realArmy('Stormcast Eternals');
  const member = { kind: 'member', regiment: 0, unit: 0 } as const;

  it('offers it for a reinforceable unit, never for a hero or a regiment-of-renown unit', () => {
    expect(findUnit(army, 'Liberators').canBeReinforced).toBe(true);
    expect(canReinforce(findUnit(army, 'Liberators'), member)).toBe(true);
    expect(canReinforce(findUnit(army, 'Liberators'), { kind: 'renown', unit: 0 })).toBe(false);
    expect(canReinforce(findUnit(army, 'Lord-Veritant'), { kind: 'leader', regiment: 0 })).toBe(false);
  });

  it('never for a unique unit, whatever the data says', () => {
    const blacktalon = findUnit(army, 'Neave Blacktalon');
    expect(blacktalon.keywords).toContain('UNIQUE');
    expect(canReinforce({ ...blacktalon, canBeReinforced: true, keywords: blacktalon.keywords.filter((k) => k !== 'HERO') }, member)).toBe(false);
  });
});
