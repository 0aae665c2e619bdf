import { describe, expect, it } from 'vitest';

import { realArmy } from '../../test/real-game-data.js';
import { groupUnitsByType, sortUnitsByType, unitTypeFromLabel, UNIT_TYPE_LABELS, UNIT_TYPE_ORDER } from './unit-type-order.js';
import { UNIT_TYPES } from '../model/index.js';

describe('unit type order', () => {
  it('orders the headings from heroes to manifestations, with other types last', () => {
    expect(UNIT_TYPE_ORDER.map((type) => UNIT_TYPE_LABELS[type])).toEqual([
      'HERO',
      'INFANTRY',
      'CAVALRY',
      'BEAST',
      'MONSTER',
      'WAR MACHINE',
      'FACTION TERRAIN',
      'MANIFESTATION',
      'OTHER',
    ]);
    expect([...UNIT_TYPE_ORDER].sort()).toEqual([...UNIT_TYPES].sort());
  });

  it.each(['Stormcast Eternals', 'Kharadron Overlords', 'Daughters of Khaine', 'Ossiarch Bonereapers', 'Gloomspite Gitz'])(
    '%s: groups every unit once, in order, names sorted within a group',
    (faction) => {
      const army = realArmy(faction);
      const groups = groupUnitsByType(army.units);
      expect(groups.flatMap((group) => group.units)).toHaveLength(army.units.length);
      expect(groups.map((group) => UNIT_TYPE_ORDER.indexOf(group.type))).toEqual(
        groups.map((group) => UNIT_TYPE_ORDER.indexOf(group.type)).sort((a, b) => a - b),
      );
      expect(sortUnitsByType(army.units)).toEqual(groups.flatMap((group) => group.units));
    },
  );

  it('reads type labels in any spelling', () => {
    expect(unitTypeFromLabel('war machine')).toBe('WarMachine');
    expect(unitTypeFromLabel('HERO')).toBe('Hero');
    expect(unitTypeFromLabel('nope')).toBeUndefined();
  });
});
