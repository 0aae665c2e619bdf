import { describe, expect, it } from 'vitest';

import { foldText } from './fold-text.js';

describe('foldText', () => {
  it('folds case and diacritics', () => {
    expect(foldText('Sciansá Graçon PROTÉGÉ')).toBe('sciansa gracon protege');
  });

  it('folds compatibility characters and leaves other punctuation', () => {
    expect(foldText('the ﬁre’s Vow')).toBe('the fire’s vow');
  });
});
