import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../test/builders.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import type { ArmyList } from '../list/army-list.js';
import type { Phase } from '../model/ability.js';
import type { BattleView } from './battle-view-model.js';
import { buildBattleView } from './build-battle-view.js';
import {
  applyPhaseSort,
  parsePhaseSortPreference,
  phaseSortStorageKey,
  recordSectionOrder,
  serialisePhaseSortPreference,
  sortSections,
  type SectionOrderPair,
} from './phase-sort.js';

const sections = (...ids: string[]) => ids.map((id) => ({ id }));
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
const pairs = (...chain: string[]): SectionOrderPair[] => chain.slice(1).map((after, index) => ({ before: chain[index]!, after }));

function sectionIds(battleView: BattleView, phase: Phase): string[] {
  return ids(battleView.phases.find((phaseView) => phaseView.phase === phase)?.sections ?? []);
}

const stormcastList = (): ArmyList =>
  makeList('Stormcast Eternals', {
    formation: 'Vanguard Wing',
    spellLore: 'Lore of the Storm',
    regiments: [makeRegiment(makeUnit('Knight-Arcanum', { general: true, heroicTrait: 'Envoy of the Heavens' }), ['Liberators'])],
  });

describe('sortSections', () => {
  it('keeps the default order without pairs', () => {
    expect(ids(sortSections(sections('a', 'b', 'c'), []))).toEqual(['a', 'b', 'c']);
  });

  it('moves a section before another and leaves the rest in place', () => {
    expect(ids(sortSections(sections('a', 'b', 'c', 'd'), [{ before: 'd', after: 'a' }]))).toEqual(['b', 'c', 'd', 'a']);
    expect(ids(sortSections(sections('a', 'b', 'c', 'd'), pairs('d', 'a', 'b', 'c')))).toEqual(['d', 'a', 'b', 'c']);
  });

  it('orders through sections this list does not have', () => {
    expect(ids(sortSections(sections('a', 'b', 'c'), pairs('c', 'gone', 'a')))).toEqual(['b', 'c', 'a']);
  });

  it('lets the newer of two contradicting pairs win', () => {
    const aFirst = { before: 'a', after: 'b' };
    const bFirst = { before: 'b', after: 'a' };
    // Later in the array is newer.
    expect(ids(sortSections(sections('a', 'b'), [aFirst, bFirst]))).toEqual(['b', 'a']);
    expect(ids(sortSections(sections('a', 'b'), [bFirst, aFirst]))).toEqual(['a', 'b']);
  });

  it('places sections no pair mentions by their default position', () => {
    expect(ids(sortSections(sections('new', 'a', 'b', 'c'), pairs('c', 'a', 'b')))).toEqual(['new', 'c', 'a', 'b']);
  });
});

describe('phase sort preference on a real battle view', () => {
  const data = () => loadRealGameData();

  it('applies a recorded drag order to its phase only', () => {
    const battleView = buildBattleView(stormcastList(), data());
    const hero = sectionIds(battleView, 'Hero Phase');
    expect(hero.length).toBeGreaterThan(2);
    const reordered = [...hero].reverse();
    const preference = recordSectionOrder({}, 'Hero Phase', reordered);
    const sorted = applyPhaseSort(battleView, preference);
    expect(sectionIds(sorted, 'Hero Phase')).toEqual(reordered);
    expect(sectionIds(sorted, 'Passives & Reactions')).toEqual(sectionIds(battleView, 'Passives & Reactions'));
  });

  it('survives a round trip through storage and a unit added later', () => {
    const before = buildBattleView(stormcastList(), data());
    const hero = sectionIds(before, 'Hero Phase');
    const moved = [hero.at(-1)!, ...hero.slice(0, -1)];
    const stored = serialisePhaseSortPreference(recordSectionOrder({}, 'Hero Phase', moved));
    const bigger = { ...stormcastList(), auxiliaryUnits: [makeUnit('Lord-Veritant')] };
    const after = applyPhaseSort(buildBattleView(bigger, data()), parsePhaseSortPreference(stored));
    const shown = sectionIds(after, 'Hero Phase');
    expect(shown.filter((id) => hero.includes(id))).toEqual(moved);
    expect(shown).toContain('unit:lordveritant');
  });

  it("keeps the order of other lists' sections when recording this one", () => {
    const other = recordSectionOrder({}, 'Hero Phase', ['unit:skinks', 'formation']);
    const both = recordSectionOrder(other, 'Hero Phase', ['formation', 'unit:knightarcanum']);
    expect(both['Hero Phase']).toEqual([
      { before: 'unit:skinks', after: 'formation' },
      { before: 'formation', after: 'unit:knightarcanum' },
    ]);
    // Reordering the same sections replaces their old pairs.
    expect(recordSectionOrder(both, 'Hero Phase', ['unit:knightarcanum', 'formation'])['Hero Phase']).toEqual([
      { before: 'unit:skinks', after: 'formation' },
      { before: 'unit:knightarcanum', after: 'formation' },
    ]);
  });

  it('ignores bad stored data', () => {
    const battleView = buildBattleView(stormcastList(), data());
    for (const stored of [null, '', 'not json', '[]', '42', '"text"', 'null', '{"Hero Phase": "a"}', '{"Nope": [{"before":"a","after":"b"}]}']) {
      const preference = parsePhaseSortPreference(stored);
      expect(preference, String(stored)).toEqual({});
      expect(applyPhaseSort(battleView, preference)).toEqual(battleView);
    }
  });

  it('keeps the valid pairs and phases of partly bad data', () => {
    const stored = JSON.stringify({
      'Hero Phase': [
        { before: 'formation', after: 'unit:knightarcanum' },
        { before: 1, after: 'x' },
        'junk',
        { before: 'a', after: 'a' },
        { before: '', after: 'b' },
      ],
      'Combat Phase': { before: 'a', after: 'b' },
      'Bogus Phase': [{ before: 'a', after: 'b' }],
    });
    expect(parsePhaseSortPreference(stored)).toEqual({ 'Hero Phase': [{ before: 'formation', after: 'unit:knightarcanum' }] });
  });

  it('uses the product-prefixed storage key', () => {
    expect(phaseSortStorageKey('scrolldex')).toBe('scrolldex-phase-sort');
  });
});
