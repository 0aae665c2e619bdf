import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment } from '../../../../test/builders.js';
import { loadRealGameData } from '../../../../test/real-game-data.js';
import type { ArmyList, Regiment } from '../../../list/army-list.js';
import type { GameData, RegimentOption, Unit } from '../../../model/index.js';
import { UNIT_RULES } from './index.js';
import { regimentCompositionRule } from './regiment-composition.js';
import { issueMessages, withUnits } from '../../../../test/unit-rules-support.js';

const SCE = 'Stormcast Eternals';
const KO = 'Kharadron Overlords';
const messages = (list: ArmyList, data: GameData = loadRealGameData()) => issueMessages(list, data, [regimentCompositionRule]);
const regiments = (faction: string, ...list: Regiment[]) => makeList(faction, { regiments: list });

function option(overrides: Partial<RegimentOption>): RegimentOption {
  return { min: 0, max: -1, unitNames: [], keywords: [], nonKeywords: [], subheroCategories: [], heroes: false, ...overrides };
}

describe('composition/regiment-options on real data', () => {
  it('the real data carries regiment options (Knight-Azyros: 0-1 WARRIOR CHAMBER, any RUINATION CHAMBER)', () => {
    const azyros = loadRealGameData().armies[SCE]!.units.find((unit) => unit.name === 'Knight-Azyros')!;
    expect(azyros.battleProfile.regimentOptions.map(({ keywords, min, max }) => [keywords.join(' '), min, max])).toEqual([
      ['WARRIOR CHAMBER', 0, 1],
      ['RUINATION CHAMBER', 0, -1],
    ]);
  });

  it('accepts units that match an option by keyword, by name or by subhero category', () => {
    expect(messages(regiments(SCE, makeRegiment('Knight-Arcanum', ['Liberators', 'Vindictors', 'Gryph-hounds'])))).toEqual([]);
    expect(messages(regiments(SCE, makeRegiment('Lord-Castellant', ['Liberators'])))).toEqual([]);
    expect(messages(regiments(SCE, makeRegiment('Yndrasta, the Celestial Spear', ['Gardus Steel Soul', 'Liberators'])))).toEqual([]);
  });

  it('a Scourge of Aqshy leader takes what its standard warscroll takes (Vengorian Lord and a Wight King)', () => {
    const SBGL = 'Soulblight Gravelords';
    expect(messages(regiments(SBGL, makeRegiment('Vengorian Lord', ['Wight King'])))).toEqual([]);
    expect(messages(regiments(SBGL, makeRegiment('Vengorian Lord (Scourge of Aqshy)', ['Wight King'])))).toEqual([]);
    expect(messages(regiments(SBGL, makeRegiment('Vengorian Lord (Scourge of Aqshy)', ['Wight King', 'Wight King on Skeletal Steed'])))).toEqual([
      // The base's 0-1 limit comes with it.
      'The regiment of Vengorian Lord (Scourge of Aqshy) may hold at most 1 hero Deathrattle Overseer.',
    ]);
  });

  it('refuses a unit or hero no option admits', () => {
    expect(messages(regiments(SCE, makeRegiment('Knight-Arcanum', ['Vanguard-Hunters'])))).toEqual([
      'Vanguard-Hunters cannot join the regiment of Knight-Arcanum.',
    ]);
    expect(messages(regiments(SCE, makeRegiment('Yndrasta, the Celestial Spear', ['Knight-Arcanum'])))).toEqual([
      'Knight-Arcanum cannot join the regiment of Yndrasta, the Celestial Spear.',
    ]);
    expect(messages(regiments(SCE, makeRegiment('Knight-Arcanum', ['Everblaze Comet'])))).toEqual([
      'Everblaze Comet cannot join the regiment of Knight-Arcanum.',
    ]);
  });

  it('keeps each option within its max', () => {
    expect(messages(regiments(SCE, makeRegiment('Knight-Azyros', ['Liberators', 'Vindictors'])))).toEqual([
      'The regiment of Knight-Azyros may hold at most 1 WARRIOR CHAMBER.',
    ]);
    expect(messages(regiments(SCE, makeRegiment('Yndrasta, the Celestial Spear', ['Gardus Steel Soul', 'Knight-Vexillor'])))).toEqual([
      'The regiment of Yndrasta, the Celestial Spear may hold at most 1 hero Stormcast Exemplar.',
    ]);
  });

  it('needs each option’s min (Neave Blacktalon and her companions)', () => {
    expect(messages(regiments(SCE, makeRegiment('Neave Blacktalon', ["Neave's Companions", 'Lorai, Child of the Abyss'])))).toEqual([]);
    expect(messages(regiments(SCE, makeRegiment('Neave Blacktalon', ['Vanguard-Hunters'])))).toEqual([
      "The regiment of Neave Blacktalon needs at least 1 Neave's Companions.",
      'The regiment of Neave Blacktalon needs at least 1 hero Lorai, Child of the Abyss.',
    ]);
  });

  it('counts a unit towards a cap nested in a wider option (Drekki Flynt: 0-1 SKYVESSEL inside any KHARADRON OVERLORDS)', () => {
    expect(messages(regiments(KO, makeRegiment('Drekki Flynt', ['Arkanaut Frigate', 'Arkanaut Company'])))).toEqual([]);
    expect(messages(regiments(KO, makeRegiment('Drekki Flynt', ['Arkanaut Frigate', 'Arkanaut Ironclad'])))).toEqual([
      'The regiment of Drekki Flynt may hold at most 1 SKYVESSEL.',
    ]);
    expect(messages(regiments(KO, makeRegiment('Arkanaut Admiral', ['Arkanaut Frigate', 'Arkanaut Ironclad'])))).toEqual([]);
  });

  it('counts both sub-heroes against a shared 0-1 (Idoneth Deepkin: Akhelian King)', () => {
    const ID = 'Idoneth Deepkin';
    expect(messages(regiments(ID, makeRegiment('Akhelian King', ['Akhelian Thrallmaster'])))).toEqual([]);
    expect(messages(regiments(ID, makeRegiment('Akhelian King', ['Akhelian Thrallmaster', 'Isharann Soulrender'])))).toEqual([
      'The regiment of Akhelian King may hold at most 1 hero Akhelian Raidmaster or Isharann Emissary.',
    ]);
  });

  it('checks armies of renown and the Big Waaagh! alike', () => {
    expect(messages(regiments('Stormcast Eternals - Ruination Brotherhood', makeRegiment('Knight-Azyros', ['Liberators'])))).toEqual([]);
    expect(messages(regiments('Ironjawz - Big Waaagh!', makeRegiment('Kragnos, the End of Empires (Kruleboyz)', ['Gutrippaz'])))).toEqual([]);
    expect(messages(regiments('Ironjawz - Big Waaagh!', makeRegiment('Megaboss', ['Gutrippaz'])))).toEqual(['Gutrippaz cannot join the regiment of Megaboss.']);
  });

  it('leaves a companion in the wrong regiment to the companion rule: one message', () => {
    const list = regiments(SCE, makeRegiment('Knight-Arcanum', ["Neave's Companions"]));
    expect(messages(list)).toEqual([]);
    expect(issueMessages(list, loadRealGameData(), UNIT_RULES).filter((message) => message.includes("Neave's Companions"))).toEqual([
      "Neave's Companions must be in the regiment of Neave Blacktalon.",
    ]);
  });

  it('skips units and leaders the data does not know, and leaders that are not heroes', () => {
    expect(messages(regiments(SCE, makeRegiment('Knight-Arcanum', ['Liberators of Azyr'])))).toEqual([]);
    expect(messages(regiments(SCE, makeRegiment('Liberators', ['Vanguard-Hunters'])))).toEqual([]);
  });
});

describe('composition/regiment-options with hand-made options', () => {
  const withOptions = (edit: (unit: Unit) => Unit) => withUnits(loadRealGameData(), SCE, edit);
  const categories: Record<string, string[]> = { 'Knight-Vexillor': ['Alpha', 'Beta'], 'Knight-Heraldor': ['Alpha'], 'Knight-Relictor': ['Beta'] };
  const crossing = withOptions((unit) => {
    const profile = unit.battleProfile;
    if (unit.name === 'Lord-Celestant') {
      const options = [option({ heroes: true, max: 1, subheroCategories: ['Alpha'] }), option({ heroes: true, max: 1, subheroCategories: ['Beta'] })];
      return { ...unit, battleProfile: { ...profile, regimentOptions: options } };
    }
    const own = categories[unit.name];
    return own ? { ...unit, battleProfile: { ...profile, subheroCategories: own } } : unit;
  });

  it('places a unit matching two crossing options in the one that keeps the limits', () => {
    expect(messages(regiments(SCE, makeRegiment('Lord-Celestant', ['Knight-Vexillor', 'Knight-Heraldor'])), crossing)).toEqual([]);
    expect(messages(regiments(SCE, makeRegiment('Lord-Celestant', ['Knight-Heraldor', 'Knight-Vexillor'])), crossing)).toEqual([]);
    expect(messages(regiments(SCE, makeRegiment('Lord-Celestant', ['Knight-Vexillor', 'Knight-Heraldor', 'Knight-Relictor'])), crossing)).toHaveLength(1);
  });

  it('matches by keywords only when all are present, and never with an excluded keyword', () => {
    const data = withOptions((unit) =>
      unit.name === 'Lord-Celestant'
        ? {
            ...unit,
            battleProfile: {
              ...unit.battleProfile,
              regimentOptions: [option({ keywords: ['WARRIOR CHAMBER', 'INFANTRY'], nonKeywords: ['STANDARD BEARER (1/5)'] })],
            },
          }
        : unit,
    );
    expect(messages(regiments(SCE, makeRegiment('Lord-Celestant', ['Liberators'])), data)).toEqual([]);
    expect(messages(regiments(SCE, makeRegiment('Lord-Celestant', ['Vindictors', 'Stormdrake Guard'])), data)).toEqual([
      'Vindictors cannot join the regiment of Lord-Celestant.',
      'Stormdrake Guard cannot join the regiment of Lord-Celestant.',
    ]);
  });

  it('checks nothing when the army’s data has no regiment options at all', () => {
    const bare = withOptions((unit) => ({ ...unit, battleProfile: { ...unit.battleProfile, regimentOptions: [] } }));
    expect(messages(regiments(SCE, makeRegiment('Knight-Arcanum', ['Vanguard-Hunters'])), bare)).toEqual([]);
  });
});
