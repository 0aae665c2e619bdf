// A /regex/ value ran on the browser's backtracking engine, so a
// pattern that backtracks held the search for minutes (the tab froze). RE2's
// engine answers any pattern in time linear in the text, and refuses the
// patterns only backtracking can run, as an invalid regex.
import { beforeAll, describe, expect, it } from 'vitest';

import { makeList } from '../../test/builders.js';
import { realSearchIndex } from '../../test/real-search-index.js';
import { withinBudget } from '../../test/time-budget.js';
import { searchLists } from './list-search.js';
import { searchGameData } from './search.js';

const index = realSearchIndex;

describe('regexes that backtrack', { timeout: 120_000 }, () => {
  beforeAll(() => void index(), 120_000);

  it('answers a nested quantifier over every name of the real data in time', () => {
    // The browser's engine had not answered after minutes.
    const result = withinBudget(1_500, 'n:/(\\w+\\s?)+~/', () => searchGameData(index(), 'n:/(\\w+\\s?)+~/'));
    expect(result).toMatchObject({ mode: 'query', hits: [] });
  });

  it('still finds what a nested quantifier matches', () => {
    const names = searchGameData(index(), 'n:/^(lord\\W?)+celestant/').hits.map((hit) => hit.doc.name);
    expect(names).toContain('Lord-Celestant');
  });

  it('answers a backtracking pattern against a long saved-list name in time', () => {
    // 25 letters took the browser's engine about 4 s, and each letter more doubles it.
    const lists = [makeList('Seraphon', { name: 'a'.repeat(25) })];
    const result = withinBudget(1_500, '/(a+)+b/', () => searchLists(lists, '/(a+)+b/'));
    expect(result.lists).toEqual([]);
  });

  it('refuses lookarounds and backreferences as an invalid regex, at the value', () => {
    for (const query of ['n:/lord(?=-)/', 'n:/(l)\\1/']) {
      const result = searchGameData(index(), query);
      expect(result.errors.map((error) => [error.code, error.start, error.end])).toEqual([['INVALID_REGEX', 2, query.length]]);
    }
  });
});
