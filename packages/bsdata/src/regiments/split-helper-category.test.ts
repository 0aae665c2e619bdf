import { describe, expect, it } from 'vitest';

import { splitHelperCategory } from './split-helper-category.js';

const VOCABULARY = new Set(['WARRIOR CHAMBER', 'WARRIOR', 'INFANTRY', 'MONSTER', 'SKINK', 'AELF', 'SACROSANCT CHAMBER', 'WAR MACHINE']);

describe('splitHelperCategory', () => {
  it('reads compound helper names as keywords, longest keyword first', () => {
    expect(splitHelperCategory('Warrior Chamber Infantry', VOCABULARY)).toEqual({ keywords: ['WARRIOR CHAMBER', 'INFANTRY'], nonKeywords: [] });
    expect(splitHelperCategory('Sacrosanct Chamber War Machine', VOCABULARY)).toEqual({
      keywords: ['SACROSANCT CHAMBER', 'WAR MACHINE'],
      nonKeywords: [],
    });
  });

  it('reads a non- prefix as an excluded keyword', () => {
    expect(splitHelperCategory('Non-Monster Skink', VOCABULARY)).toEqual({ keywords: ['SKINK'], nonKeywords: ['MONSTER'] });
  });

  it('gives up when a word is no keyword or nothing is required', () => {
    expect(splitHelperCategory('Stormcast Exemplar', VOCABULARY)).toBeNull();
    expect(splitHelperCategory('Herd Alpha', VOCABULARY)).toBeNull();
    // Options need at least one keyword, so an exclusion alone cannot be written as one.
    expect(splitHelperCategory('non-AELF', VOCABULARY)).toBeNull();
  });
});
