import { describe, expect, it } from 'vitest';

import { AUXILIARY_INDEX, describeListPosition, REGIMENT_OF_RENOWN_INDEX } from './list-position.js';
import { parseEnhancementChoices } from './parse-enhancement-choices.js';

describe('describeListPosition', () => {
  it("names the regiment by the builder's titles when it has them, else from 1; the auxiliaries, the regiment of renown and a leader", () => {
    const titles = ["General's Regiment", 'Regiment 1', 'Regiment 2'];
    expect(describeListPosition({ regimentIdx: 0, unitIdx: 'leader' }, titles)).toBe("General's Regiment, leader");
    expect(describeListPosition({ regimentIdx: 2, unitIdx: 1 }, titles)).toBe('Regiment 2');
    expect(describeListPosition({ regimentIdx: 0, unitIdx: 'leader' })).toBe('Regiment 1, leader');
    expect(describeListPosition({ regimentIdx: 2, unitIdx: 1 })).toBe('Regiment 3');
    expect(describeListPosition({ regimentIdx: AUXILIARY_INDEX, unitIdx: 0 }, titles)).toBe('Auxiliary units');
    expect(describeListPosition({ regimentIdx: REGIMENT_OF_RENOWN_INDEX })).toBe('Regiment of Renown');
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
