import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../test/builders.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { buildArmyLookup } from '../lookup/build-army-lookup.js';
import { addLeader } from './add-leader.js';
import { addUnit, chooseFactionTerrain } from './add-unit.js';
import { changeUnit, deepFreeze, withArmy } from '../../test/test-kit.js';

function lookupOf(faction: string) {
  return buildArmyLookup(loadRealGameData(), faction)!;
}

function added(result: ReturnType<typeof addLeader>) {
  if (!result.ok) throw new Error(result.errors[0]!.message);
  return result.value;
}

describe('addLeader on real data', () => {
  it.each([
    ['Stormcast Eternals', 'Neave Blacktalon', ['Lorai, Child of the Abyss', "Neave's Companions"]],
    ['Slaves to Darkness', 'Gunnar Brand', ['Singri Brand', 'The Oathsworn Kin']],
    ['Cities of Sigmar', 'Callis and Toll', ["Toll's Companions"]],
    ['Daughters of Khaine', 'Morathi-Khaine', ['The Shadow Queen']],
  ])('%s: %s brings along %j', (faction, leader, companions) => {
    const list = deepFreeze(makeList(faction, { regiments: [makeRegiment('Someone')] }));
    const next = added(addLeader(list, leader, lookupOf(faction)));
    expect(next.regiments).toHaveLength(2);
    expect(next.regiments[0]).toBe(list.regiments[0]);
    expect(next.regiments[1]!.leader!.name).toBe(leader);
    expect(next.regiments[1]!.units.map((unit) => unit.name)).toEqual(companions);
  });

  it('Seraphon: a leader without companions starts an empty regiment with its default options', () => {
    const next = added(addLeader(makeList('Seraphon'), 'stegadon chief', lookupOf('Seraphon')));
    expect(next.regiments).toEqual([
      {
        leader: makeUnit('Stegadon Chief', { weapons: { 'Stegadon Chief': [{ name: 'Skystreak Bow', count: 1 }] } }),
        units: [],
      },
    ]);
  });

  it('leads an existing regiment, adding only the companions it lacks', () => {
    const list = makeList('Stormcast Eternals', { regiments: [{ leader: null, units: [makeUnit("Neave's Companions"), makeUnit('Vindictors')] }] });
    const next = added(addLeader(list, 'Neave Blacktalon', lookupOf('Stormcast Eternals'), { regimentIndex: 0 }));
    expect(next.regiments).toHaveLength(1);
    expect(next.regiments[0]!.leader!.name).toBe('Neave Blacktalon');
    expect(next.regiments[0]!.units.map((unit) => unit.name)).toEqual(["Neave's Companions", 'Vindictors', 'Lorai, Child of the Abyss']);
  });

  it("finds companions by the battle profile's requiredLeader (a hand-made companion)", () => {
    const data = withArmy(loadRealGameData(), 'Skaven', (army) =>
      changeUnit(army, 'Rat Ogors', (unit) => {
        unit.battleProfile.requiredLeader = 'Clawlord';
      }),
    );
    const next = added(addLeader(makeList('Skaven'), 'Clawlord', buildArmyLookup(data, 'Skaven')!));
    expect(next.regiments[0]!.units.map((unit) => unit.name)).toEqual(['Rat Ogors']);
  });

  it("applies the player's saved unit settings", () => {
    const next = added(
      addLeader(makeList('Seraphon'), 'Stegadon Chief', lookupOf('Seraphon'), {
        unitSettings: [{ name: 'Stegadon Chief', upgrades: [], weapons: { 'Stegadon Chief': [{ name: 'Sunfire Throwers', count: 1 }] } }],
      }),
    );
    expect(next.regiments[0]!.leader!.weapons).toEqual({ 'Stegadon Chief': [{ name: 'Sunfire Throwers', count: 1 }] });
  });

  it('returns errors for an unknown unit or regiment', () => {
    expect(addLeader(makeList('Skaven'), 'Grey Seer Thanquol', lookupOf('Skaven'))).toMatchObject({ ok: false, errors: [{ code: 'UNIT_NOT_FOUND' }] });
    expect(addLeader(makeList('Skaven'), 'Clawlord', lookupOf('Skaven'), { regimentIndex: 3 })).toEqual({
      ok: false,
      errors: [{ code: 'REGIMENT_NOT_FOUND', message: 'There is no regiment at position 4: the list has 0 regiments.' }],
    });
  });
});

describe('addUnit and chooseFactionTerrain', () => {
  it('adds to a regiment or the auxiliaries, with defaults', () => {
    const lookup = lookupOf('Stormcast Eternals');
    const list = deepFreeze(makeList('Stormcast Eternals', { regiments: [makeRegiment('Knight-Azyros')] }));
    const inRegiment = addUnit(list, 'Liberators', { kind: 'regiment', index: 0 }, lookup);
    expect(inRegiment.ok && inRegiment.value.regiments[0]!.units).toEqual([
      makeUnit('Liberators', { weapons: { Liberator: [{ name: 'Grandhammer', count: 1 }] } }),
    ]);
    const aux = addUnit(list, 'Vindictors', { kind: 'auxiliary' }, lookup);
    expect(aux.ok && aux.value.auxiliaryUnits.map((unit) => unit.name)).toEqual(['Vindictors']);
    expect(addUnit(list, 'Vindictors', { kind: 'regiment', index: 1 }, lookup)).toMatchObject({ ok: false, errors: [{ code: 'REGIMENT_NOT_FOUND' }] });
  });

  it("sets the faction terrain only to one of the army's pieces", () => {
    const lookup = lookupOf('Ogor Mawtribes');
    const list = makeList('Ogor Mawtribes');
    expect(chooseFactionTerrain(list, 'great mawpot', lookup)).toMatchObject({ ok: true, value: { factionTerrain: 'Great Mawpot' } });
    expect(chooseFactionTerrain(list, 'Tyrant', lookup)).toMatchObject({ ok: false, errors: [{ code: 'NOT_TERRAIN' }] });
    expect(chooseFactionTerrain({ ...list, factionTerrain: 'Mawpit' }, null, lookup)).toMatchObject({ ok: true, value: { factionTerrain: null } });
  });
});
