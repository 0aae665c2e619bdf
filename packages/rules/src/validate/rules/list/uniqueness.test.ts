import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../../../test/builders.js';
import { loadRealGameData, realArmy } from '../../../../test/real-game-data.js';
import type { ArmyList } from '../../../list/army-list.js';
import { validateList } from '../../validate-list.js';
import { uniqueUnitsRule } from './uniqueness.js';

const run = (list: ArmyList) => validateList(list, loadRealGameData(), [uniqueUnitsRule]).issues.map(({ code, params }) => ({ code, params }));
const isUnique = (army: string, name: string) =>
  realArmy(army)
    .units.find((unit) => unit.name === name)
    ?.keywords.includes('UNIQUE');

describe('uniqueness/unique-units', () => {
  it('allows a UNIQUE unit once and reports it twice, wherever the second one is', () => {
    expect(isUnique('Stormcast Eternals', 'Neave Blacktalon')).toBe(true);
    const once = makeList('Stormcast Eternals', { regiments: [makeRegiment('Neave Blacktalon'), makeRegiment('Knight-Questor')] });
    expect(run(once)).toEqual([]);
    const twice = makeList('Stormcast Eternals', {
      regiments: [makeRegiment('Neave Blacktalon')],
      auxiliaryUnits: [makeUnit('Neave Blacktalon')],
    });
    expect(run(twice)).toEqual([{ code: 'DUPLICATE_UNIQUE', params: { unit: 'Neave Blacktalon', count: 2 } }]);
  });

  it('reports each duplicated unique unit once, whatever the spelling', () => {
    expect(isUnique('Soulblight Gravelords', 'Radukar the Wolf')).toBe(true);
    expect(isUnique('Soulblight Gravelords', 'Kritza, the Rat Prince')).toBe(true);
    const list = makeList('Soulblight Gravelords', {
      regiments: [makeRegiment('Radukar the Wolf', ['kritza the rat prince']), makeRegiment('radukar the wolf', ['Kritza, the Rat Prince'])],
      auxiliaryUnits: [makeUnit('Kritza, the Rat Prince')],
    });
    expect(run(list)).toEqual([
      { code: 'DUPLICATE_UNIQUE', params: { unit: 'Radukar the Wolf', count: 2 } },
      { code: 'DUPLICATE_UNIQUE', params: { unit: 'Kritza, the Rat Prince', count: 3 } },
    ]);
  });

  it('allows any number of a unit that is not UNIQUE', () => {
    expect(isUnique('Seraphon', 'Slann Starmaster')).toBe(false);
    const list = makeList('Seraphon', { regiments: [makeRegiment('Slann Starmaster'), makeRegiment('Slann Starmaster')] });
    expect(run(list)).toEqual([]);
  });

  it('counts the units of the regiment of renown', () => {
    const renown = loadRealGameData().regimentsOfRenown.find((regiment) => regiment.name === 'Saviours of Cinderfall')!;
    expect(renown.units.map(({ unit }) => unit.name)).toContain('Callis and Toll');
    const withRenown = makeList('Sylvaneth', {
      regiments: [makeRegiment('Branchwych')],
      regimentOfRenown: renown.name,
      regimentOfRenownUnits: renown.units.map(({ unit }) => makeUnit(unit.name)),
    });
    expect(run(withRenown)).toEqual([]);
    const cities = makeList('Cities of Sigmar', {
      ...withRenown,
      faction: 'Cities of Sigmar',
      regiments: [makeRegiment('Callis and Toll')],
    });
    expect(run(cities)).toEqual([{ code: 'DUPLICATE_UNIQUE', params: { unit: 'Callis and Toll', count: 2 } }]);
  });
});
