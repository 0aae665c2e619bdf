import { describe, expect, it } from 'vitest';

import { AUXILIARY_INDEX, describeListPosition, REGIMENT_OF_RENOWN_INDEX } from './list-position.js';
import { parseEnhancementChoices } from './parse-enhancement-choices.js';

describe('describeListPosition', () => {
  it('names the regiment from 1, the auxiliaries, the regiment of renown and a leader', () => {
    expect(describeListPosition({ regimentIdx: 0, unitIdx: 'leader' })).toBe('regiment 1, leader');
    expect(describeListPosition({ regimentIdx: 2, unitIdx: 1 })).toBe('regiment 3');
    expect(describeListPosition({ regimentIdx: AUXILIARY_INDEX, unitIdx: 0 })).toBe('auxiliary');
    expect(describeListPosition({ regimentIdx: REGIMENT_OF_RENOWN_INDEX })).toBe('regiment of renown');
    expect(describeListPosition({ unitIdx: 'leader' })).toBeNull();
  });
});

describe('parseEnhancementChoices', () => {
  it('reads a map of table to choice, dropping empty and non-text choices', () => {
    expect(parseEnhancementChoices('{"Scars of War":"Stormforged","Other":"","Bad":3}')).toEqual({ ok: true, value: { 'Scars of War': 'Stormforged' } });
  });

  it('returns an error value for text that is not a JSON map', () => {
    expect(parseEnhancementChoices('{oops')).toMatchObject({ ok: false, errors: [{ code: 'ENHANCEMENTS_NOT_JSON' }] });
    expect(parseEnhancementChoices('["a"]')).toMatchObject({ ok: false, errors: [{ code: 'ENHANCEMENTS_NOT_A_MAP' }] });
    expect(parseEnhancementChoices('null')).toMatchObject({ ok: false, errors: [{ code: 'ENHANCEMENTS_NOT_A_MAP' }] });
  });
});
