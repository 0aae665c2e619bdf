import { describe, expect, it } from 'vitest';

import { realArmy } from '../../test/real-game-data.js';
import type { RegimentOption, Unit } from '../model/index.js';
import { findUnit } from '../../test/test-kit.js';
import { formatRegimentOptionLimit, matchesRegimentOption } from './matches-regiment-option.js';

function option(overrides: Partial<RegimentOption>): RegimentOption {
  return { min: 0, max: -1, unitNames: [], keywords: [], nonKeywords: [], subheroCategories: [], heroes: false, ...overrides };
}

describe('matchesRegimentOption on real Stormcast units', () => {
  const army = realArmy('Stormcast Eternals');
  const prosecutors = findUnit(army, 'Prosecutors');
  const liberators = findUnit(army, 'Liberators');
  const veritant = findUnit(army, 'Lord-Veritant');

  it('matches when every keyword is present, never on an empty keyword list', () => {
    expect(matchesRegimentOption(option({ keywords: ['RUINATION CHAMBER'] }), prosecutors)).toBe(true);
    expect(matchesRegimentOption(option({ keywords: ['RUINATION CHAMBER', 'CAVALRY'] }), prosecutors)).toBe(false);
    expect(matchesRegimentOption(option({}), prosecutors)).toBe(false);
  });

  it('matches by unit name, ignoring case and punctuation', () => {
    expect(matchesRegimentOption(option({ unitNames: ['lord veritant'], heroes: true }), veritant)).toBe(true);
  });

  it('matches by subhero category', () => {
    const helper: Unit = { ...liberators, battleProfile: { ...liberators.battleProfile, subheroCategories: ['Stormcast Exemplar'] } };
    expect(matchesRegimentOption(option({ subheroCategories: ['Stormcast Exemplar'] }), helper)).toBe(true);
  });

  it('is ruled out by an excluded keyword whatever else matches', () => {
    expect(matchesRegimentOption(option({ keywords: ['STORMCAST ETERNALS'], nonKeywords: ['RUINATION CHAMBER'] }), prosecutors)).toBe(false);
    expect(matchesRegimentOption(option({ unitNames: ['Prosecutors'], nonKeywords: ['FLY'] }), prosecutors)).toBe(false);
  });

  it('takes heroes only for hero options and other units only for the rest', () => {
    expect(matchesRegimentOption(option({ keywords: ['STORMCAST ETERNALS'] }), veritant)).toBe(false);
    expect(matchesRegimentOption(option({ keywords: ['STORMCAST ETERNALS'], heroes: true }), veritant)).toBe(true);
    expect(matchesRegimentOption(option({ keywords: ['STORMCAST ETERNALS'], heroes: true }), liberators)).toBe(false);
  });
});

describe('formatRegimentOptionLimit', () => {
  it("reads 'Any', one number, or min-max", () => {
    expect(formatRegimentOptionLimit({ min: 0, max: -1 })).toBe('Any');
    expect(formatRegimentOptionLimit({ min: 1, max: 1 })).toBe('1');
    expect(formatRegimentOptionLimit({ min: 0, max: 2 })).toBe('0-2');
  });
});
