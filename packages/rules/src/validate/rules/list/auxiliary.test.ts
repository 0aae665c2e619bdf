import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../../../test/builders.js';
import { loadRealGameData, realArmy } from '../../../../test/real-game-data.js';
import type { ArmyList } from '../../../list/army-list.js';
import type { GameData } from '../../../model/index.js';
import { auxiliaryCandidates } from '../../../picker/auxiliary-picker.js';
import { canJoinRegiment, isOfferable } from '../../../lookup/offerable.js';
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

  it('agrees with the auxiliary picker over every army of the real data: what it offers, the rule accepts; what it leaves out for a leader, the rule refuses', () => {
    const data = loadRealGameData();
    let companions = 0;
    let offered = 0;
    const disagreements: string[] = [];
    for (const army of Object.values(data.armies)) {
      const candidates = new Set(auxiliaryCandidates(army).map((unit) => unit.name));
      const leader = army.units.find((unit) => unit.keywords.includes('HERO') && unit.battleProfile.requiredLeader === null);
      for (const unit of army.units.filter((candidate) => isOfferable(candidate) && canJoinRegiment(candidate))) {
        const list = makeList(army.name, { regiments: leader ? [makeRegiment(leader.name)] : [], auxiliaryUnits: [makeUnit(unit.name)] });
        const refused = run(list, data).some((issue) => issue.code === 'AUXILIARY_NEEDS_LEADER');
        if (unit.battleProfile.requiredLeader !== null) companions++;
        if (candidates.has(unit.name)) offered++;
        if (refused === candidates.has(unit.name))
          disagreements.push(`${army.name}: ${unit.name} (${refused ? 'offered but refused' : 'left out but accepted'})`);
      }
    }
    expect(companions).toBeGreaterThan(5);
    expect(offered).toBeGreaterThan(1000);
    expect(disagreements).toEqual([]);
  });
});
