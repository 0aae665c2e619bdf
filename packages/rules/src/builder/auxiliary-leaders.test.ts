import { describe, expect, it } from 'vitest';

import { makeUnit } from '../../test/builders.js';
import { LEGAL_LISTS } from '../../test/legal-lists.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { auxiliaryLeaders } from './auxiliary-leaders.js';

describe('auxiliaryLeaders on real data', () => {
  const dok = LEGAL_LISTS.find(({ list }) => list.faction === 'Daughters of Khaine')!.list;

  it("names the regiments with room whose leader takes the unit, and a companion's required leader", () => {
    const list = { ...dok, auxiliaryUnits: [makeUnit('Witch Aelves'), makeUnit('The Shadow Queen')] };
    const [aelves, shadowQueen] = auxiliaryLeaders(list, loadRealGameData());
    expect(aelves).toEqual({ requiredLeader: null, regiments: [2] });
    expect(shadowQueen!.requiredLeader).toBe('Morathi-Khaine');
  });
});
