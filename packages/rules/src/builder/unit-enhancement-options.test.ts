import { describe, expect, it } from 'vitest';

import { LEGAL_LISTS } from '../../test/legal-lists.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { casterLevels, enhancementCount } from './unit-badges.js';
import { unitEnhancementOptions, type UnitEnhancementOptions } from './unit-enhancement-options.js';
import { unitRefs } from './unit-ref.js';

const legal = (faction: string) => LEGAL_LISTS.find(({ list }) => list.faction === faction)!.list;
const tables = (options: UnitEnhancementOptions) => ({
  heroicTraits: options.heroicTraits.map((select) => select.table),
  artefacts: options.artefacts.map((select) => select.table),
  tables: options.tables.map((select) => select.table),
});

describe('unitEnhancementOptions on real data', () => {
  const data = loadRealGameData();
  const dok = legal('Daughters of Khaine');

  it('a hero leader gets traits and artefacts, a unit its own tables, a unique hero nothing', () => {
    const queen = unitEnhancementOptions(dok, { kind: 'leader', regiment: 0 }, data);
    expect(queen.heroicTraits.length).toBeGreaterThan(0);
    expect(queen.artefacts.length).toBeGreaterThan(0);
    expect(tables(unitEnhancementOptions(dok, { kind: 'member', regiment: 0, unit: 0 }, data))).toEqual({
      heroicTraits: [],
      artefacts: [],
      tables: ['Boons of Shadow'],
    });
    const bastian = legal('Stormcast Eternals - Heroes of the First-Forged');
    expect(tables(unitEnhancementOptions(bastian, { kind: 'leader', regiment: 0 }, data))).toEqual({ heroicTraits: [], artefacts: [], tables: [] });
  });

  it('gives each option its rules and marks the ones another unit holds', () => {
    const artefacts = unitEnhancementOptions(dok, { kind: 'leader', regiment: 0 }, data).artefacts.flatMap((select) => select.options);
    const draught = artefacts.find((option) => option.name === 'Crimson Draught')!;
    expect(draught.takenElsewhere).toBe(true);
    expect(draught.abilities.length).toBeGreaterThan(0);
    const own = unitEnhancementOptions(dok, { kind: 'member', regiment: 0, unit: 2 }, data).artefacts.flatMap((select) => select.options);
    expect(own.find((option) => option.name === 'Crimson Draught')!.takenElsewhere).toBe(false);
  });

  it('offers every enhancement the legal lists hold, where they hold it (the same test validation uses)', () => {
    for (const { list } of LEGAL_LISTS) {
      for (const { ref, unit } of unitRefs(list)) {
        const options = unitEnhancementOptions(list, ref, data);
        const names = (selects: UnitEnhancementOptions['tables']) => selects.flatMap((select) => select.options.map((option) => option.name));
        if (unit.heroicTrait) expect(names(options.heroicTraits), `${list.faction}: ${unit.name}`).toContain(unit.heroicTrait);
        if (unit.artifact) expect(names(options.artefacts), `${list.faction}: ${unit.name}`).toContain(unit.artifact);
        for (const choice of Object.values(unit.enhancementChoices)) expect(names(options.tables)).toContain(choice);
      }
    }
  });

  it('is empty for a place the list does not have', () => {
    expect(tables(unitEnhancementOptions(dok, { kind: 'auxiliary', unit: 0 }, data))).toEqual({ heroicTraits: [], artefacts: [], tables: [] });
  });
});

describe('unit badges', () => {
  it('counts a trait, an artefact and each table choice', () => {
    expect(enhancementCount({ heroicTrait: 'A', artifact: 'B', enhancementChoices: { T: 'C', U: 'D' } })).toBe(4);
    expect(enhancementCount({ heroicTrait: null, artifact: null, enhancementChoices: { T: '' } })).toBe(0);
  });

  it('reads wizard and priest levels from the keywords', () => {
    expect(casterLevels({ keywords: ['HERO', 'WIZARD (2)', 'PRIEST (1)'] })).toEqual({ wizard: 2, priest: 1 });
    expect(casterLevels({ keywords: ['HERO', 'WIZARD'] })).toEqual({ wizard: null, priest: null });
  });
});
