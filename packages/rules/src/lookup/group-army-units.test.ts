import { describe, expect, it } from 'vitest';

import { realArmy } from '../../test/real-game-data.js';
import type { Unit } from '../model/index.js';
import { groupArmyUnits, type ArmyUnitsOptions } from './group-army-units.js';

const DEFAULTS: ArmyUnitsOptions = { showLegends: true, query: '', favouritesOnly: false, favourites: new Set(), sort: 'alpha' };
const names = (groups: ReturnType<typeof groupArmyUnits>) => groups.flatMap((group) => group.units.map((unit) => unit.name));

describe('groupArmyUnits on Stormcast Eternals', () => {
  const army = realArmy('Stormcast Eternals');

  it('groups every unit under the headings in order, empty groups left out', () => {
    const groups = groupArmyUnits(army.units, DEFAULTS);
    const order = ['HERO', 'INFANTRY', 'CAVALRY', 'BEAST', 'MONSTER', 'WAR MACHINE', 'FACTION TERRAIN', 'MANIFESTATION', 'OTHER'];
    const labels = groups.map((group) => group.label);
    expect(labels).toEqual(order.filter((label) => labels.includes(label)));
    expect(labels.slice(0, 2)).toEqual(['HERO', 'INFANTRY']);
    expect(groups.every((group) => group.units.length > 0)).toBe(true);
    expect(names(groups)).toHaveLength(army.units.length);
  });

  it('matches a name ignoring case and punctuation', () => {
    expect(names(groupArmyUnits(army.units, { ...DEFAULTS, query: 'LIBERATORS' }))).toEqual(['Liberators']);
    expect(names(groupArmyUnits(army.units, { ...DEFAULTS, query: 'lord-vigil' }))).toEqual(
      army.units
        .filter((unit) =>
          unit.name
            .toLowerCase()
            .replace(/[^a-z]/g, '')
            .includes('lordvigil'),
        )
        .map((unit) => unit.name)
        .sort(),
    );
  });

  it('finds by one keyword when no name matches, and by every keyword of a comma list', () => {
    const heroes = groupArmyUnits(army.units, { ...DEFAULTS, query: 'hero' });
    expect(heroes.map((group) => group.label)).toEqual(['HERO']);
    const wizardHeroes = names(groupArmyUnits(army.units, { ...DEFAULTS, query: 'hero, wiz' }));
    expect(wizardHeroes.length).toBeGreaterThan(0);
    const expected = army.units.filter((unit) => unit.keywords.includes('HERO') && unit.keywords.some((keyword) => keyword.startsWith('WIZARD')));
    expect(new Set(wizardHeroes)).toEqual(new Set(expected.map((unit) => unit.name)));
    expect(names(groupArmyUnits(army.units, { ...DEFAULTS, query: 'Liberators, hero' }))).toEqual([]);
  });

  it('sorts by points then name within a group', () => {
    const alpha = groupArmyUnits(army.units, DEFAULTS);
    const byPoints = groupArmyUnits(army.units, { ...DEFAULTS, sort: 'points' });
    const pointsThenName = (a: Unit, b: Unit) => a.points - b.points || a.name.localeCompare(b.name);
    // The same groups with the same units; only the order within each changes.
    expect(byPoints.map((group) => [group.label, [...group.units].sort(pointsThenName)])).toEqual(
      alpha.map((group) => [group.label, [...group.units].sort(pointsThenName)]),
    );
    expect(byPoints.map((group) => group.units)).toEqual(byPoints.map((group) => [...group.units].sort(pointsThenName)));
    expect(names(byPoints)).not.toEqual(names(alpha));
  });
});

describe('groupArmyUnits switches', () => {
  const [first, second] = realArmy('Stormcast Eternals').units.filter((unit) => unit.type === 'Infantry');
  const units: Unit[] = [
    { ...first!, name: 'Beta Guard', points: 100, legends: false },
    { ...second!, name: 'Alpha Guard', points: 100, legends: true },
    { ...second!, name: 'Cheap Guard', points: 50, legends: false },
  ];

  it('hides Legends units unless shown, keeps only favourites when asked, and breaks points ties by name', () => {
    expect(names(groupArmyUnits(units, { ...DEFAULTS, showLegends: false }))).toEqual(['Beta Guard', 'Cheap Guard']);
    expect(names(groupArmyUnits(units, { ...DEFAULTS, favouritesOnly: true, favourites: new Set(['Cheap Guard']) }))).toEqual(['Cheap Guard']);
    expect(names(groupArmyUnits(units, { ...DEFAULTS, sort: 'points' }))).toEqual(['Cheap Guard', 'Alpha Guard', 'Beta Guard']);
    expect(groupArmyUnits(units, { ...DEFAULTS, query: 'nothing like it' })).toEqual([]);
  });
});
