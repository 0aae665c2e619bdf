import { describe, expect, it } from 'vitest';

import { realSearchIndex } from '../../test/real-search-index.js';
import { compileQuery } from './compile-query.js';
import { IS_VALUES } from './is-values.js';
import { LIST_SEARCH_FIELDS } from './list-search-fields.js';
import { compileLibraryQuery } from './list-search.js';
import { SEARCH_OPERATORS } from './search-operators.js';
import { SEARCH_FIELDS, WEAPON_SUFFIX_KEYS } from './search-fields.js';
import { searchGameData } from './search.js';

describe('the search field reference', () => {
  it('has every key of the search language, long and short forms (docs/decisions.md adds some)', () => {
    const keys = new Set(SEARCH_FIELDS.flatMap((field) => field.keys));
    const named = [
      'a',
      'army',
      'is',
      'k',
      'kw',
      'n',
      'o',
      'ak',
      'an',
      'ao',
      'mv',
      'move',
      'wounds',
      'health',
      'ctrl',
      'control',
      'sv',
      'save',
      'lvl',
      'ward',
      'banish',
      'points',
      'hit',
      'wnd',
      'rend',
      'dmg',
      'range',
      'atk',
      'wa',
    ];
    expect(named.filter((key) => !keys.has(key))).toEqual([]);
  });

  it('gives each key to one field, in lower case', () => {
    const keys = SEARCH_FIELDS.flatMap((field) => field.keys);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((key) => key === key.toLowerCase())).toBe(true);
  });

  it('describes every field with keys, comparisons and examples', () => {
    for (const field of SEARCH_FIELDS) {
      expect(field.description.length, field.id).toBeGreaterThan(10);
      expect(field.examples.length, field.id).toBeGreaterThan(0);
      expect(field.comparisons).toContain(':');
      if (field.type === 'number') expect(field.comparisons).toEqual([':', '=', '<', '<=', '>', '>=']);
    }
  });

  it('lets only weapon filters take &melee and &ranged', () => {
    expect([...WEAPON_SUFFIX_KEYS].sort()).toEqual(['atk', 'attacks', 'damage', 'dmg', 'hit', 'range', 'rend', 'rng', 'wa', 'wnd', 'wound']);
  });

  it('takes every kind of thing after is:, with the short forms ror, aor and btc', () => {
    const values = new Set(IS_VALUES.flatMap((value) => [value.value, ...value.aliases]));
    for (const value of ['unit', 'upgrade', 'lore', 'rule', 'faq', 'battle tactic card', 'regiment of renown', 'army', 'army of renown', 'ror', 'aor', 'btc']) {
      expect(values, value).toContain(value);
    }
  });

  it('lists the faction aliases as the values of the army filter', () => {
    const army = SEARCH_FIELDS.find((field) => field.id === 'army')!;
    expect(army.values.find((value) => value.value === 'Stormcast Eternals')?.aliases).toContain('SCE');
  });

  it('has examples that all work on the real data', () => {
    const index = realSearchIndex();
    const examples = [...SEARCH_FIELDS.flatMap((field) => field.examples), ...SEARCH_OPERATORS.flatMap((operator) => operator.examples)];
    for (const { query } of examples) {
      expect(compileQuery(query).ok, query).toBe(true);
      const result = searchGameData(index, query);
      expect(result.mode, query).toBe('query');
      expect(result.hits.length, query).toBeGreaterThan(0);
    }
  });

  it('has list search examples that compile', () => {
    for (const { query } of LIST_SEARCH_FIELDS.flatMap((field) => field.examples)) expect(compileLibraryQuery(query).ok, query).toBe(true);
  });
});
