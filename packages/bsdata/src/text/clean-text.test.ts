import { describe, expect, it } from 'vitest';

import { cleanName, cleanRulesText, nameKey, stripMarkup } from './clean-text.js';

describe('text cleaning', () => {
  it('normalises hyphens, spaces and invisible marks in names', () => {
    expect(cleanName('Anti\u2011INFANTRY\u200e  (+1\u00a0Rend) ')).toBe('Anti-INFANTRY (+1 Rend)');
  });

  it('keeps markup and line breaks in rules text', () => {
    expect(cleanRulesText('  Add 1 to **^^Hero^^** rolls. \n• Next\u00a0line ')).toBe('Add 1 to **^^Hero^^** rolls.\n• Next line');
  });

  it('reads keywords out of markup', () => {
    expect(stripMarkup('**^^Rampage^^**')).toBe('Rampage');
  });

  it('matches names whatever their case and punctuation', () => {
    expect(nameKey("Hargax's Pit-beasts")).toBe(nameKey('Hargaxs Pit Beasts'));
  });
});
