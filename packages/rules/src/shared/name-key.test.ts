import { describe, expect, it } from 'vitest';

import { nameKey } from './name-key.js';

describe('nameKey', () => {
  it('keeps letters and digits of a name, lower case', () => {
    expect(nameKey("Hargax's Pit-beasts")).toBe('hargaxspitbeasts');
    expect(nameKey('hargaxs pit beasts')).toBe(nameKey("Hargax's Pit-beasts"));
    expect(nameKey('Crit (2 Hits)')).toBe('crit2hits');
  });

  it('folds diacritics and compatibility characters', () => {
    expect(nameKey('Sciansá')).toBe('sciansa');
    expect(nameKey('PROTÉGÉ of the ﬁre')).toBe('protegeofthefire');
    expect(nameKey('Fyreslayers’ Vow')).toBe('fyreslayersvow');
  });
});
