import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../../../test/builders.js';
import { loadRealGameData, realArmy } from '../../../../test/real-game-data.js';
import type { ArmyList } from '../../../list/army-list.js';
import type { GameData } from '../../../model/index.js';
import { validateList } from '../../validate-list.js';
import { legendsRule } from './legends.js';

const run = (list: ArmyList, data: GameData = loadRealGameData()) =>
  validateList(list, data, [legendsRule]).issues.map(({ code, params }) => ({ code, params }));

/** The names of an army's units with the given Legends flag, read from the real data. */
function unitsOf(army: string, legends: boolean): string[] {
  return realArmy(army)
    .units.filter((unit) => unit.legends === legends && unit.type !== 'Terrain' && unit.type !== 'Manifestation')
    .map((unit) => unit.name);
}

describe('legends/not-allowed on real data', () => {
  it('reports a Legends army outside legends mode, and nothing else about it', () => {
    expect(realArmy('Beasts of Chaos').legends).toBe(true);
    const list = makeList('Beasts of Chaos', { regiments: [makeRegiment(realArmy('Beasts of Chaos').units[0]!.name)] });
    expect(run(list)).toEqual([{ code: 'LEGENDS_ARMY', params: { army: 'Beasts of Chaos' } }]);
    expect(run({ ...list, validator: 'holy havoc' })).toHaveLength(1);
    expect(run({ ...list, validator: 'legends' })).toEqual([]);
  });

  it('folds the lores of a Legends army of renown into the one army issue', () => {
    const army = 'Stormcast Eternals - Astral Templars';
    const list = makeList(army, { spellLore: 'Spell Lore: Astral Templars', prayerLore: 'Prayer Lore: Astral Templars' });
    expect(realArmy(army).lores.spell[0]!.legends).toBe(true);
    expect(run(list)).toEqual([{ code: 'LEGENDS_ARMY', params: { army } }]);
  });

  it('reports each Legends unit once, wherever it is placed, and allows it in legends mode', () => {
    expect(unitsOf('Stormcast Eternals', true)).toContain('Knight-Heraldor');
    const list = makeList('Stormcast Eternals', {
      regiments: [makeRegiment('Knight-Heraldor', ['Liberators']), makeRegiment('Knight-Questor')],
      auxiliaryUnits: [makeUnit('Knight-Heraldor'), makeUnit('Sequitors')],
    });
    expect(run(list)).toEqual([
      { code: 'LEGENDS_UNIT', params: { unit: 'Knight-Heraldor' } },
      { code: 'LEGENDS_UNIT', params: { unit: 'Sequitors' } },
    ]);
    expect(run({ ...list, validator: 'highlander' })).toHaveLength(2);
    expect(run({ ...list, validator: 'legends' })).toEqual([]);
  });

  it('accepts the same regiments with current units', () => {
    const current = unitsOf('Stormcast Eternals', false);
    expect(current).toEqual(expect.arrayContaining(['Knight-Questor', 'Liberators', 'Vindictors']));
    const list = makeList('Stormcast Eternals', {
      regiments: [makeRegiment('Knight-Questor', ['Liberators'])],
      auxiliaryUnits: [makeUnit('Vindictors')],
    });
    expect(run(list)).toEqual([]);
  });

  it('reports Legends units on real armies of several factions', () => {
    const cases: [string, string][] = [
      ['Skaven', 'Plague Priest'],
      ['Soulblight Gravelords', 'Vampire Lord on Zombie Dragon'],
      ['Slaves to Darkness', 'Chaos Lord on Manticore'],
      ['Gloomspite Gitz', 'Madcap Shaman'],
    ];
    for (const [army, unit] of cases) {
      expect(unitsOf(army, true)).toContain(unit);
      expect(run(makeList(army, { regiments: [makeRegiment(unit)] }))).toEqual([{ code: 'LEGENDS_UNIT', params: { unit } }]);
    }
  });

  it('reports a Legends formation and accepts a current one', () => {
    const formation = realArmy('Soulblight Gravelords').battleFormations.find((item) => item.legends)!;
    expect(formation.name).toBe('Legions of Ulfenkarn');
    expect(run(makeList('Soulblight Gravelords', { formation: 'Legions of Ulfenkarn' }))).toEqual([
      { code: 'LEGENDS_FORMATION', params: { formation: 'Legions of Ulfenkarn' } },
    ]);
    expect(run(makeList('Soulblight Gravelords', { formation: 'Deathmarch' }))).toEqual([]);
    expect(run(makeList('Stormcast Eternals', { formation: 'Sacrosanct Convocation' }))).toHaveLength(1);
  });

  it('reports a Legends regiment of renown and accepts a current one', () => {
    expect(run(makeList('Seraphon', { regimentOfRenown: 'Heroes of the Jade Abbey' }))).toEqual([
      { code: 'LEGENDS_REGIMENT_OF_RENOWN', params: { regiment: 'Heroes of the Jade Abbey' } },
    ]);
    expect(run(makeList('Seraphon', { regimentOfRenown: "Drekki's Privateers" }))).toEqual([]);
  });

  it('reports a Legends lore of an army that is not itself Legends', () => {
    // No current army outside Legends has a Legends lore, so mark a real one as Legends.
    const real = loadRealGameData();
    const army = realArmy('Skaven');
    const lore = { ...army.lores.spell[0]!, legends: true };
    const data = { ...real, armies: { ...real.armies, Skaven: { ...army, lores: { ...army.lores, spell: [lore] } } } };
    expect(run(makeList('Skaven', { spellLore: 'Lore of Ruin' }), data)).toEqual([{ code: 'LEGENDS_LORE', params: { lore: 'Lore of Ruin' } }]);
    expect(run(makeList('Skaven', { spellLore: 'Lore of Ruin' }))).toEqual([]);
  });
});
