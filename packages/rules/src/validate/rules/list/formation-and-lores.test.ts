import { describe, expect, it } from 'vitest';

import { makeList } from '../../../../test/builders.js';
import { loadRealGameData, realArmy } from '../../../../test/real-game-data.js';
import type { ArmyList } from '../../../list/army-list.js';
import type { Rule } from '../../rule.js';
import { validateList } from '../../validate-list.js';
import { armySelectionsRule, formationRequiredRule } from './formation-and-lores.js';

const run = (list: ArmyList, rule: Rule = armySelectionsRule) =>
  validateList(list, loadRealGameData(), [rule]).issues.map(({ code, params }) => ({ code, params }));

describe('army/formation-required', () => {
  it('requires a formation in an army that has formations', () => {
    for (const army of ['Seraphon', 'Skaven', 'Sylvaneth', 'Kharadron Overlords']) {
      expect(run(makeList(army), formationRequiredRule)).toEqual([{ code: 'FORMATION_REQUIRED', params: { army } }]);
      const formation = realArmy(army).battleFormations[0]!.name;
      expect(run(makeList(army, { formation }), formationRequiredRule)).toEqual([]);
    }
  });

  it('counts a blank formation as none', () => {
    expect(run(makeList('Seraphon', { formation: '  ' }), formationRequiredRule)).toHaveLength(1);
  });

  it('never requires one of an army of renown', () => {
    const army = 'Slaves to Darkness - Legion of the First Prince';
    expect(realArmy(army).isArmyOfRenown).toBe(true);
    expect(run(makeList(army), formationRequiredRule)).toEqual([]);
  });
});

describe('army/invalid-selection', () => {
  it('reports a formation of another army and accepts the army’s own, whatever the case', () => {
    expect(run(makeList('Stormcast Eternals', { formation: 'Sunclaw Starhost' }))).toEqual([
      { code: 'INVALID_FORMATION', params: { army: 'Stormcast Eternals', formation: 'Sunclaw Starhost' } },
    ]);
    expect(run(makeList('Seraphon', { formation: 'sunclaw starhost' }))).toEqual([]);
  });

  it('reports any formation in an army of renown, which has none', () => {
    const army = 'Skaven - The Great-grand Gnawhorde';
    expect(run(makeList(army, { formation: 'Claw-horde' }))).toEqual([{ code: 'INVALID_FORMATION', params: { army, formation: 'Claw-horde' } }]);
    expect(run(makeList('Skaven', { formation: 'Claw-horde' }))).toEqual([]);
  });

  it('reports spell and prayer lores of another army', () => {
    const list = makeList('Skaven', { spellLore: 'Lore of the Storm', prayerLore: 'Prayers of the Stormhosts' });
    expect(run(list)).toEqual([
      { code: 'INVALID_SPELL_LORE', params: { army: 'Skaven', lore: 'Lore of the Storm' } },
      { code: 'INVALID_PRAYER_LORE', params: { army: 'Skaven', lore: 'Prayers of the Stormhosts' } },
    ]);
    expect(run(makeList('Skaven', { spellLore: 'Lore of Ruin', prayerLore: 'Noxious Prayers' }))).toEqual([]);
  });

  it('does not take a prayer lore for a spell lore', () => {
    expect(run(makeList('Stormcast Eternals', { spellLore: 'Prayers of the Stormhosts' }))).toEqual([
      { code: 'INVALID_SPELL_LORE', params: { army: 'Stormcast Eternals', lore: 'Prayers of the Stormhosts' } },
    ]);
  });

  it('accepts the army’s own and the universal manifestation lores, and no other army’s', () => {
    const universal = loadRealGameData().universalManifestations.map((lore) => lore.name);
    expect(universal).toContain('Forbidden Power');
    expect(run(makeList('Sylvaneth', { manifestationLore: 'Forbidden Power' }))).toEqual([]);
    const own = realArmy('Sylvaneth').lores.manifestation.find((lore) => !universal.includes(lore.name))!.name;
    expect(run(makeList('Sylvaneth', { manifestationLore: own }))).toEqual([]);
    expect(run(makeList('Sylvaneth', { manifestationLore: 'Manifestations of Doom' }))).toEqual([
      { code: 'INVALID_MANIFESTATION_LORE', params: { army: 'Sylvaneth', lore: 'Manifestations of Doom' } },
    ]);
  });

  it('takes faction terrain only from the army’s Terrain units', () => {
    expect(run(makeList('Stormcast Eternals', { factionTerrain: 'Stormreach Portal' }))).toEqual([]);
    expect(run(makeList('Stormcast Eternals', { factionTerrain: 'Gnawhole' }))).toEqual([
      { code: 'INVALID_FACTION_TERRAIN', params: { army: 'Stormcast Eternals', terrain: 'Gnawhole' } },
    ]);
    expect(run(makeList('Stormcast Eternals', { factionTerrain: 'Liberators' }))).toEqual([
      { code: 'INVALID_FACTION_TERRAIN', params: { army: 'Stormcast Eternals', terrain: 'Liberators' } },
    ]);
    expect(run(makeList('Kharadron Overlords', { factionTerrain: 'Zontari Endrin Dock' }))).toEqual([]);
  });

  it('ignores empty selections', () => {
    expect(run(makeList('Cities of Sigmar'))).toEqual([]);
  });
});
