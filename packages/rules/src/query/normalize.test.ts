import { describe, expect, it } from 'vitest';

import { parseStat, searchableText, sectionSlug } from './normalize.js';

describe('parseStat', () => {
  it.each([
    ['5"', 5],
    ['3+', 3],
    ['12', 12],
    ['-1', -1],
    ['D6', 3.5],
    ['D3', 2],
    ['2D6', 7],
    ['2D6+3', 10],
    ['D6-1', 2.5],
    ['-', null],
    ['', null],
    ['*', null],
    [null, null],
  ])('%s -> %s', (raw, expected) => {
    expect(parseStat(raw)).toBe(expected);
  });
});

describe('text normalisation', () => {
  it('drops rules markup and spacing', () => {
    expect(searchableText('Deal **D3 mortal damage**  to\n^^Heroes^^')).toBe('deal d3 mortal damage to heroes');
  });

  it('makes every run of whitespace, of any kind, one space', () => {
    for (const text of ['a b', 'a  b', 'a \n b', 'a\n b', 'a\tb', 'a \t', '\u00a0a\u2003 b\u00a0', ' \r\n a', 'a b  c   d \n\n e']) {
      expect(searchableText(text)).toBe(text.replace(/\s+/g, ' ').trim());
    }
  });

  it('slugs section names', () => {
    expect(sectionSlug('Artefacts of Power')).toBe('artefacts-of-power');
    expect(sectionSlug('Crit (2 Hits)')).toBe('crit-2-hits');
  });
});
