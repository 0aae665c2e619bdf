// The search language under generated queries shaped like the real thing
// (fields, comparisons, operators, nesting, /regex/ values built to backtrack)
// and plain noise: every query compiles to a predicate or to errors inside the
// text, and compiling and searching the real data or saved lists stays within
// a time budget per query: no input throws or hangs.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';

import { makeList, makeRegiment } from '../../test/builders.js';
import { realSearchIndex } from '../../test/real-search-index.js';
import { withinBudget } from '../../test/time-budget.js';
import { compileLibraryQuery, searchLists } from './list-search.js';
import { compileQuery } from './compile-query.js';
import { MAX_QUERY_NESTING } from './parser.js';
import { searchGameData } from './search.js';

/** A query over all of the real data takes milliseconds; a backtracking regex took minutes. */
const SEARCH_BUDGET_MS = 1_500;

const index = realSearchIndex;

const LISTS = [
  makeList('Stormcast Eternals', { name: 'Hammers of Sigmar and their hosts', regiments: [makeRegiment('Lord-Celestant', ['Liberators', 'Vindictors'])] }),
  makeList('Daughters of Khaine', {
    id: 'l2',
    name: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    regiments: [makeRegiment('Morathi-Khaine', ['Witch Aelves'])],
  }),
];

/** Pieces of regular expressions that backtrack when nested and quantified. */
const REGEX_ATOMS = ['a', 'e', 'ae', '\\w', '\\W', '.', '\\s', ' ', '[a-z]', '[^x]', '\\d', 'x', '(?:e)', '\\b'];
const QUANTIFIERS = ['*', '+', '?', '{2,}', '{1,3}', '*?', '+?'];

const regexBody: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...REGEX_ATOMS),
    fc.array(tie('node'), { minLength: 1, maxLength: 3 }).map((parts) => parts.join('')),
    tie('node').map((inner) => `(${inner})`),
    fc.tuple(tie('node'), tie('node')).map(([left, right]) => `(${left}|${right})`),
    fc.tuple(tie('node'), fc.constantFrom(...QUANTIFIERS)).map(([inner, quantifier]) => `(${inner})${quantifier}`),
  ),
})).node;

/** A /regex/ value after a field that takes one, ending in what rules text does not hold, so a match fails late. */
const regexQuery = fc
  .tuple(fc.constantFrom('', 'n:', 'o:', 'k:', 'an:', 'ak:', 'a:', 'u:', 'name:'), regexBody, fc.constantFrom('', '!', 'zq', '$', '#9'))
  .map(([field, body, tail]) => `${field}/${body}${tail}/`);

const FIELD_TERMS = [
  'a:sce',
  'k:hero',
  'mv>=10',
  'hit<=3',
  'is:unit',
  'is:ror',
  'o:"mortal damage"',
  'points>100',
  'dmg=2&melee',
  'n:lord',
  'wa:crit',
  'is:valid',
  'cap=2000',
];

/** Field terms, words and regexes joined by the operators, with parentheses nested up to past the limit. */
const structuredQuery = fc
  .tuple(
    fc.array(fc.oneof(fc.constantFrom(...FIELD_TERMS), regexQuery, fc.string({ maxLength: 8 })), { minLength: 1, maxLength: 8 }),
    fc.array(fc.constantFrom(' ', ' AND ', ' OR ', ' or ', ' & ', ' | ', ' -', ' NOT '), { minLength: 8, maxLength: 8 }),
    fc.nat({ max: MAX_QUERY_NESTING + 4 }),
  )
  .map(([terms, operators, depth]) => {
    const joined = terms.map((term, i) => (i === 0 ? term : `${operators[i % operators.length]}${term}`)).join('');
    return `${'('.repeat(depth)}${joined}${')'.repeat(depth)}`;
  });

/** Odd text: any UTF-16 (lone surrogates too), whole words of unusual scripts, and long runs. */
const noiseQuery = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.tuple(fc.constantFrom('a', '(', '"', '/', '-', 'é', 'k:', ' '), fc.integer({ min: 100, max: 4_000 })).map(([piece, times]) => piece.repeat(times)),
);

function expectHandled(query: string): void {
  const compiled = compileQuery(query);
  if (!compiled.ok) {
    expect(compiled.errors.length).toBeGreaterThan(0);
    for (const error of compiled.errors) {
      expect(error.message.length).toBeGreaterThan(0);
      expect(error.start >= 0 && error.start <= error.end && error.end <= query.length).toBe(true);
    }
  }
  const listQuery = compileLibraryQuery(query);
  if (!listQuery.ok) expect(listQuery.errors.every((error) => error.message.length > 0)).toBe(true);
  withinBudget(SEARCH_BUDGET_MS, query, () => {
    expect(['empty', 'query', 'fuzzy']).toContain(searchGameData(index(), query, { limit: 50 }).mode);
    expect(['empty', 'query', 'fuzzy']).toContain(searchLists(LISTS, query).mode);
  });
}

describe('the search language within a time budget per query', { timeout: 300_000 }, () => {
  // The index is built once, outside every query's budget.
  beforeAll(() => void index(), 120_000);

  it('answers /regex/ values built to backtrack in time, or refuses them', () => {
    fc.assert(fc.property(regexQuery, expectHandled), { numRuns: 400 });
  });

  it('answers queries of fields, operators and nesting in time', () => {
    fc.assert(fc.property(structuredQuery, expectHandled), { numRuns: 300 });
  });

  it('answers noise and long runs in time', () => {
    fc.assert(fc.property(noiseQuery, expectHandled), { numRuns: 300 });
  });
});
