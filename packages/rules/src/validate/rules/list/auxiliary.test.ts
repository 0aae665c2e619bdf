import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../../../test/builders.js';
import { loadRealGameData, realArmy } from '../../../../test/real-game-data.js';
import type { ArmyList } from '../../../list/army-list.js';
import type { GameData } from '../../../model/index.js';
import { validateList } from '../../validate-list.js';
import { auxiliaryNeedsLeaderRule } from './auxiliary.js';

const run = (list: ArmyList, data: GameData) => validateList(list, data, [auxiliaryNeedsLeaderRule]).issues.map(({ code, params }) => ({ code, params }));

/**
 * The real data with a companion's required leader set as the battletome has it.
 * The converter fills requiredLeader as it learns to read it; until then the
 * tests set it themselves, on real units, and stay true once the data has it.
 */
function withCompanion(armyName: string, companion: string, leader: string): GameData {
  const data = loadRealGameData();
  const army = realArmy(armyName);
  expect(army.units.map((unit) => unit.name)).toEqual(expect.arrayContaining([companion, leader]));
  const units = army.units.map((unit) => (unit.name === companion ? { ...unit, battleProfile: { ...unit.battleProfile, requiredLeader: leader } } : unit));
  return { ...data, armies: { ...data.armies, [armyName]: { ...army, units } } };
}

describe('auxiliary/needs-leader', () => {
  it('refuses a companion as an auxiliary unit and accepts it in its leader’s regiment', () => {
    const data = withCompanion('Stormcast Eternals', "Neave's Companions", 'Neave Blacktalon');
    const aux = makeList('Stormcast Eternals', {
      regiments: [makeRegiment('Neave Blacktalon')],
      auxiliaryUnits: [makeUnit("Neave's Companions")],
    });
    expect(run(aux, data)).toEqual([{ code: 'AUXILIARY_NEEDS_LEADER', params: { unit: "Neave's Companions", leader: 'Neave Blacktalon' } }]);
    const joined = makeList('Stormcast Eternals', { regiments: [makeRegiment('Neave Blacktalon', ["Neave's Companions"])] });
    expect(run(joined, data)).toEqual([]);
  });

  it('holds in another army too', () => {
    const data = withCompanion('Cities of Sigmar', "Toll's Companions", 'Callis and Toll');
    const aux = makeList('Cities of Sigmar', {
      regiments: [makeRegiment('Callis and Toll')],
      auxiliaryUnits: [makeUnit("Toll's Companions")],
    });
    expect(run(aux, data).map((issue) => issue.code)).toEqual(['AUXILIARY_NEEDS_LEADER']);
  });

  it('accepts ordinary auxiliary units', () => {
    const list = makeList('Cities of Sigmar', {
      regiments: [makeRegiment('Callis and Toll')],
      auxiliaryUnits: [makeUnit('Freeguild Steelhelms')],
    });
    expect(run(list, loadRealGameData())).toEqual([]);
  });
});
