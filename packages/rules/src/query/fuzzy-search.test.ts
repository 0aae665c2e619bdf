import { describe, expect, it } from 'vitest';

import { buildFuzzyIndex, FUZZY_SETTINGS, processFuzzyTerm } from './fuzzy-search.js';

const records = [
  { id: 0, name: 'Sciansá', armyName: 'Daughters of Khaine', keywords: 'WEAPON' },
  { id: 1, name: 'Liberators', armyName: 'Stormcast Eternals', keywords: 'INFANTRY CHAMPION' },
  { id: 2, name: 'Lord-Celestant', armyName: 'Stormcast Eternals', keywords: 'HERO INFANTRY' },
  { id: 3, name: 'Witch Aelves', armyName: 'Daughters of Khaine', keywords: 'INFANTRY' },
];

describe('fuzzy search', () => {
  it('uses the decided settings', () => {
    expect(FUZZY_SETTINGS).toEqual({ fuzzy: 0.3, prefix: true, minTermLength: 2 });
  });

  it('folds diacritics both ways: Sciansa finds Sciansá and Sciansá finds it too', () => {
    const index = buildFuzzyIndex(records);
    expect(index.search('Sciansa')[0]!.id).toBe(0);
    expect(index.search('SCIANSÁ')[0]!.id).toBe(0);
  });

  it('forgives typos and finishes prefixes', () => {
    const index = buildFuzzyIndex(records);
    expect(index.search('liberatrs')[0]!.id).toBe(1);
    expect(index.search('witch aelv')[0]!.id).toBe(3);
  });

  it('searches army names and keywords too', () => {
    const index = buildFuzzyIndex(records);
    expect(
      index
        .search('khaine')
        .map((hit) => hit.id)
        .sort(),
    ).toEqual([0, 3]);
    expect(index.search('hero').map((hit) => hit.id)).toEqual([2]);
  });

  it('leaves out terms shorter than two characters', () => {
    expect(processFuzzyTerm('a')).toBeNull();
    expect(processFuzzyTerm('Ás')).toBe('as');
    expect(buildFuzzyIndex(records).search('a')).toEqual([]);
  });
});
