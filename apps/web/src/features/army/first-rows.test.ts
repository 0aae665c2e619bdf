import { findArmy, groupArmyUnits } from '@scrolldex/rules';
import { describe, expect, it } from 'vitest';

import { loadRealGameData } from '../../test/real-game-data';
import { firstRows, firstRowsFor } from './first-rows';

const army = findArmy(loadRealGameData(), 'Stormcast Eternals')!;
const groups = groupArmyUnits(army.units, { showLegends: false, query: '', favouritesOnly: false, favourites: new Set(), sort: 'alpha' });
const names = (shown: { units: { name: string }[] }[]) => shown.flatMap((group) => group.units.map((unit) => unit.name));

describe('firstRows', () => {
  it('keeps the first rows in order, cutting the group the limit falls in and leaving out the groups after it', () => {
    const heroes = groups[0]!.units.length;
    expect(heroes).toBeGreaterThan(5);
    const shown = firstRows(groups, heroes + 3);
    expect(shown.map((group) => group.type)).toEqual([groups[0]!.type, groups[1]!.type]);
    expect(shown[0]).toBe(groups[0]);
    expect(names(shown)).toEqual(names(groups).slice(0, heroes + 3));
  });

  it('cuts inside the first group when the limit is smaller', () => {
    const shown = firstRows(groups, 4);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.label).toBe(groups[0]!.label);
    expect(names(shown)).toEqual(names(groups).slice(0, 4));
  });

  it('gives every group back when the army has fewer rows than the limit', () => {
    expect(firstRows(groups, names(groups).length + 10)).toEqual(groups);
  });

  it('fills the screen below the page header, a phone in one column and a desktop in two', () => {
    expect(firstRowsFor({ width: 390, height: 844 })).toBe(9);
    expect(firstRowsFor({ width: 1280, height: 800 })).toBe(18);
    expect(firstRowsFor({ width: 390, height: 200 })).toBe(1);
  });
});
