import { describe, expect, it } from 'vitest';

import { loadRealGameData, realArmy } from '../../test/real-game-data.js';
import type { Army, RegimentOption, Unit } from '../model/index.js';
import { changeUnit, findUnit } from '../../test/test-kit.js';
import { auxiliaryCandidates } from './auxiliary-picker.js';
import { leaderCandidates } from './leader-picker.js';
import { AUTO_ENDRIN } from '../list/terrain-companions.js';
import { parsePickerFilter } from './picker-filter.js';
import { pickUnits } from './pick-units.js';
import { regimentUnitCandidates } from './regiment-unit-picker.js';
import { regimentOfRenownCandidates } from '../lookup/regiment-of-renown-candidates.js';
import { terrainCandidates } from './terrain-picker.js';
import { UNIT_TYPE_ORDER } from '../lookup/unit-type-order.js';
import { unitsOfType } from './unit-type-picker.js';

const FACTIONS = ['Stormcast Eternals', 'Skaven', 'Seraphon', 'Slaves to Darkness', 'Kharadron Overlords', 'Ogor Mawtribes', 'Nighthaunt'];

function copy(army: Army): Army {
  return JSON.parse(JSON.stringify(army)) as Army;
}

function names(units: readonly Unit[]): string[] {
  return units.map((unit) => unit.name);
}

function typeRank(unit: Unit): number {
  return UNIT_TYPE_ORDER.indexOf(unit.type);
}

describe('leader picker on real data', () => {
  it.each(FACTIONS)('%s: heroes only, none needing a leader, in type order', (faction) => {
    const army = realArmy(faction);
    const leaders = leaderCandidates(army);
    expect(leaders.length).toBeGreaterThan(0);
    for (const unit of leaders) {
      expect(unit.keywords).toContain('HERO');
      expect(unit.battleProfile.requiredLeader).toBeNull();
    }
    const ranks = leaders.map(typeRank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('leaves out a hero that must follow another leader', () => {
    const army = changeUnit(copy(realArmy('Stormcast Eternals')), 'Lord-Veritant', (unit) => {
      unit.battleProfile.requiredLeader = 'Lord-Terminos';
    });
    expect(names(leaderCandidates(army))).not.toContain('Lord-Veritant');
    expect(names(leaderCandidates(realArmy('Stormcast Eternals')))).toContain('Lord-Veritant');
  });
});

describe("'unit' picker with options set by hand", () => {
  const ruination: RegimentOption = { min: 0, max: -1, unitNames: [], keywords: ['RUINATION CHAMBER'], nonKeywords: [], subheroCategories: [], heroes: false };
  const veritant: RegimentOption = { min: 0, max: 1, unitNames: ['Lord-Veritant'], keywords: [], nonKeywords: [], subheroCategories: [], heroes: true };
  const warriors: RegimentOption = {
    min: 0,
    max: 1,
    unitNames: [],
    keywords: ['WARRIOR CHAMBER', 'INFANTRY'],
    nonKeywords: ['CHAMPION'],
    subheroCategories: [],
    heroes: false,
  };

  // Options set by hand on a copy of a real unit, so the expectations stay exact whatever the converter derives.
  const army = changeUnit(copy(realArmy('Stormcast Eternals')), 'Knight-Azyros', (unit) => {
    unit.battleProfile.regimentOptions = [ruination, veritant, warriors];
  });
  const azyros = findUnit(army, 'Knight-Azyros');

  it("offers the units the leader's regiment options allow", () => {
    const offered = regimentUnitCandidates(army, azyros);
    // CHAMPION rules out Liberators, Vindictors and the rest; Lord-Terminos is a hero no hero option names.
    expect(names(offered)).toEqual(['Lord-Veritant', "Domitan's Stormcoven", 'Prosecutors', 'Questor Soulsworn', 'Reclusians', 'Stormcoven']);
  });

  it('offers nothing without a leader, and never a companion of another leader', () => {
    expect(regimentUnitCandidates(army, undefined)).toEqual([]);
    const withCompanion = changeUnit(copy(army), 'Prosecutors', (unit) => {
      unit.battleProfile.requiredLeader = 'Neave Blacktalon';
    });
    expect(names(regimentUnitCandidates(withCompanion, findUnit(withCompanion, 'Knight-Azyros')))).not.toContain('Prosecutors');
  });

  it('with the override, lists every unit but manifestations and terrain', () => {
    const offered = regimentUnitCandidates(army, azyros, { override: true });
    expect(offered).toHaveLength(army.units.filter((unit) => unit.type !== 'Manifestation' && unit.type !== 'Terrain').length);
    expect(names(offered)).not.toContain('Stormreach Portal');
    expect(names(offered)).not.toContain('Everblaze Comet');
    expect(names(pickUnits(army, { kind: 'unit' }, { override: true }))).toEqual(names(offered));
  });
});

describe("'unit' picker on the real regiment options", () => {
  it('Knight-Azyros: any Ruination Chamber unit, a Warrior Chamber unit, no heroes', () => {
    const army = realArmy('Stormcast Eternals');
    const offered = names(regimentUnitCandidates(army, findUnit(army, 'Knight-Azyros')));
    expect(offered).toEqual(expect.arrayContaining(['Prosecutors', 'Reclusians', 'Liberators', 'Vindictors']));
    expect(offered).not.toContain('Stormreach Portal');
    expect(offered).not.toContain('Lord-Veritant');
  });

  it.each([
    ['Stormcast Eternals', 'Neave Blacktalon', ["Neave's Companions", 'Lorai, Child of the Abyss']],
    ['Cities of Sigmar', 'Callis and Toll', ["Toll's Companions"]],
    ['Slaves to Darkness', 'Gunnar Brand', ['Singri Brand', 'The Oathsworn Kin']],
    ['Daughters of Khaine', 'Morathi-Khaine', ['The Shadow Queen']],
  ])('%s: %s is offered his companions, and no other leader is', (faction, leaderName, companions) => {
    const army = realArmy(faction);
    expect(names(regimentUnitCandidates(army, findUnit(army, leaderName)))).toEqual(expect.arrayContaining(companions));
    for (const other of leaderCandidates(army).filter((unit) => unit.name !== leaderName)) {
      const offered = names(regimentUnitCandidates(army, other));
      for (const companion of companions) expect(offered, other.name).not.toContain(companion);
    }
  });

  it.each(FACTIONS)("%s: every offered unit matches one of the leader's options", (faction) => {
    const army = realArmy(faction);
    let offeredAny = false;
    for (const leader of leaderCandidates(army)) {
      for (const unit of regimentUnitCandidates(army, leader)) {
        offeredAny = true;
        expect(['Manifestation', 'Terrain'], `${leader.name}: ${unit.name}`).not.toContain(unit.type);
        expect(leader.battleProfile.regimentOptions.some((option) => option.heroes === unit.keywords.includes('HERO'))).toBe(true);
      }
    }
    expect(offeredAny).toBe(true);
  });
});

describe('auxiliary picker on real data', () => {
  it.each(FACTIONS)('%s: no manifestations, terrain or companions', (faction) => {
    const offered = auxiliaryCandidates(realArmy(faction));
    expect(offered.length).toBeGreaterThan(0);
    for (const unit of offered) {
      expect(['Manifestation', 'Terrain']).not.toContain(unit.type);
      expect(unit.battleProfile.requiredLeader).toBeNull();
    }
  });

  it('leaves out a unit that needs a leader', () => {
    const army = changeUnit(copy(realArmy('Stormcast Eternals')), "Neave's Companions", (unit) => {
      unit.battleProfile.requiredLeader = 'Neave Blacktalon';
    });
    expect(names(auxiliaryCandidates(army))).not.toContain("Neave's Companions");
    expect(names(auxiliaryCandidates(army))).toContain('Neave Blacktalon');
  });
});

describe('terrain, regiment of renown and type pickers', () => {
  it('offers faction terrain only (Ogor Mawtribes has two pieces)', () => {
    expect(names(terrainCandidates(realArmy('Ogor Mawtribes')))).toEqual(['Mawpit', 'Great Mawpot']);
    expect(names(terrainCandidates(realArmy('Stormcast Eternals')))).toEqual(['Stormreach Portal']);
    expect(terrainCandidates(realArmy('Sons of Behemat'))).toEqual([]);
  });

  it.each(FACTIONS)('%s: regiments of renown selectable in the army', (faction) => {
    const army = realArmy(faction);
    const offered = regimentOfRenownCandidates(loadRealGameData(), army);
    expect(offered.map((regiment) => regiment.name).sort()).toEqual([...army.regimentsOfRenown].sort());
    for (const regiment of offered) expect(regiment.selectableIn).toContain(faction);
  });

  it('filters by unit type', () => {
    const monsters = unitsOfType(realArmy('Seraphon'), 'Monster');
    expect(monsters.length).toBeGreaterThan(0);
    for (const unit of monsters) expect(unit.type).toBe('Monster');
  });

  it('never offers the Auto-Endrin', () => {
    const army = copy(realArmy('Kharadron Overlords'));
    const dock = findUnit(army, 'Zontari Endrin Dock');
    const endrin: Unit = { ...dock, id: 'auto-endrin', name: AUTO_ENDRIN, type: 'WarMachine', keywords: ['WAR MACHINE'], points: 0 };
    army.units.push(endrin, { ...endrin, id: 'auto-endrin-hero', type: 'Hero', keywords: ['HERO'] });
    for (const offered of [
      leaderCandidates(army),
      auxiliaryCandidates(army),
      unitsOfType(army, 'WarMachine'),
      regimentUnitCandidates(army, undefined, { override: true }),
    ]) {
      expect(names(offered)).not.toContain(AUTO_ENDRIN);
    }
  });
});

describe('parsePickerFilter and pickUnits', () => {
  it('reads the route segment', () => {
    expect(parsePickerFilter('leader')).toEqual({ ok: true, value: { kind: 'leader' } });
    expect(parsePickerFilter('ror')).toEqual({ ok: true, value: { kind: 'ror' } });
    expect(parsePickerFilter('WAR MACHINE')).toEqual({ ok: true, value: { kind: 'type', type: 'WarMachine' } });
    expect(parsePickerFilter('faction-terrain')).toEqual({ ok: true, value: { kind: 'type', type: 'Terrain' } });
    expect(parsePickerFilter('other')).toEqual({ ok: true, value: { kind: 'type', type: 'Unknown' } });
    expect(parsePickerFilter('dragons')).toMatchObject({ ok: false, errors: [{ code: 'UNKNOWN_PICKER_FILTER' }] });
  });

  it('dispatches to the pickers', () => {
    const army = realArmy('Skaven');
    expect(pickUnits(army, { kind: 'leader' })).toEqual(leaderCandidates(army));
    expect(pickUnits(army, { kind: 'aux' })).toEqual(auxiliaryCandidates(army));
    expect(pickUnits(army, { kind: 'terrain' })).toEqual(terrainCandidates(army));
    expect(pickUnits(army, { kind: 'type', type: 'Infantry' })).toEqual(unitsOfType(army, 'Infantry'));
    expect(pickUnits(army, { kind: 'unit' })).toEqual([]);
  });
});
