import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../../../test/builders.js';
import { loadRealGameData, realArmy } from '../../../../test/real-game-data.js';
import type { ArmyList } from '../../../list/army-list.js';
import { validateList } from '../../validate-list.js';
import { invalidUnitRule } from './invalid-unit.js';

const run = (list: ArmyList) => validateList(list, loadRealGameData(), [invalidUnitRule]).issues.map(({ code, params }) => ({ code, params }));

describe('army/invalid-unit', () => {
  it('reports a unit of another army, once however often it is placed', () => {
    expect(realArmy('Seraphon').units.map((unit) => unit.name)).toContain('Saurus Warriors');
    const list = makeList('Stormcast Eternals', {
      regiments: [makeRegiment('Knight-Questor', ['Saurus Warriors', 'Liberators']), makeRegiment('Lord-Celestant', ['Saurus Warriors'])],
      auxiliaryUnits: [makeUnit('Saurus Warriors')],
    });
    expect(run(list)).toEqual([{ code: 'INVALID_UNIT', params: { army: 'Stormcast Eternals', unit: 'Saurus Warriors' } }]);
  });

  it('reports an unknown leader and an unknown auxiliary', () => {
    const list = makeList('Skaven', { regiments: [makeRegiment('Slann Starmaster', ['Clanrats'])], auxiliaryUnits: [makeUnit('Dryads')] });
    expect(run(list).map((issue) => issue.params['unit'])).toEqual(['Slann Starmaster', 'Dryads']);
  });

  it('accepts the army’s units whatever their case and punctuation', () => {
    const list = makeList('Seraphon', {
      regiments: [makeRegiment('saurus oldblood', ['SAURUS WARRIORS', 'Skinks'])],
      auxiliaryUnits: [makeUnit('Kroxigor')],
    });
    expect(run(list)).toEqual([]);
  });

  it('reports faction terrain and manifestations placed as units', () => {
    const list = makeList('Stormcast Eternals', {
      regiments: [makeRegiment('Knight-Questor', ['Stormreach Portal'])],
      auxiliaryUnits: [makeUnit('Everblaze Comet')],
    });
    expect(run(list).map((issue) => issue.params['unit'])).toEqual(['Stormreach Portal', 'Everblaze Comet']);
    expect(run({ ...list, regiments: [makeRegiment('Knight-Questor')], auxiliaryUnits: [], factionTerrain: 'Stormreach Portal' })).toEqual([]);
  });

  it('leaves an Auto-Endrin in a Kharadron list to its own rule, but reports it elsewhere', () => {
    const regiments = [makeRegiment('Arkanaut Admiral', ['Auto-Endrin'])];
    expect(run(makeList('Kharadron Overlords', { regiments }))).toEqual([]);
    expect(run(makeList('Cities of Sigmar - The Duardin Ascendant', { regiments }))).toEqual([
      { code: 'INVALID_UNIT', params: { army: 'Cities of Sigmar - The Duardin Ascendant', unit: 'Auto-Endrin' } },
    ]);
  });
});
