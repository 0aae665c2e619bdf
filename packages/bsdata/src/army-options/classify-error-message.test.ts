import { describe, expect, it } from 'vitest';

import { classifyErrorMessage } from './classify-error-message.js';

describe('classifyErrorMessage', () => {
  it('leaves seasonal variants to core validation', () => {
    expect(classifyErrorMessage('A roster cannot contain both the standard and Scourge of Aqshy variant of the same unit.')).toEqual({
      kind: 'covered',
      by: 'core validation of seasonal variants',
    });
    expect(classifyErrorMessage('A roster cannot contain both the standard and Scourge of Ghyran variant of the same unit.').kind).toBe('covered');
  });

  it('leaves regiment limits to regiment options', () => {
    expect(classifyErrorMessage('Regiment has too many selections of BEAST (max 1)')).toEqual({ kind: 'covered', by: 'regiment options' });
    expect(classifyErrorMessage('You cannot include more than 1 SKRYRE WAR MACHINE in a regiment led by a non-SKRYRE HERO.')).toEqual({
      kind: 'covered',
      by: 'regiment options',
    });
  });

  it('keeps faction rules as notes', () => {
    expect(classifyErrorMessage('Big Waaagh! rosters must have equal numbers of regiments led by IRONJAWZ and KRULEBOYZ HEROES.')).toEqual({ kind: 'custom' });
    expect(classifyErrorMessage('Athol Khul cannot be included in an army with any other UNIQUE units.')).toEqual({ kind: 'custom' });
    expect(classifyErrorMessage('The Equinox Feast cannot contain MONSTER HEROES.')).toEqual({ kind: 'custom' });
  });
});
