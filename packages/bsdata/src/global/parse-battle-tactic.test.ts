import { describe, expect, it } from 'vitest';

import { parseBattleTactic } from './parse-battle-tactic.js';

describe('parseBattleTactic', () => {
  it('splits on the colon that ends the first line, tolerating trailing spaces', () => {
    expect(parseBattleTactic('Cut Off The Head: \nYou complete this battle tactic if a **^^Hero^^** died.')).toEqual({
      name: 'Cut Off The Head',
      description: 'You complete this battle tactic if a **^^Hero^^** died.',
    });
  });

  it('keeps colons that sit inside the description', () => {
    expect(parseBattleTactic('Hold:\nPick 1: either this\nor that')).toEqual({
      name: 'Hold',
      description: 'Pick 1: either this\nor that',
    });
  });

  it('accepts Windows line ends and leading blank lines', () => {
    expect(parseBattleTactic('\n  Seize :\r\nText')).toEqual({ name: 'Seize', description: 'Text' });
  });

  it('gives undefined when there is no name line', () => {
    expect(parseBattleTactic('You complete this battle tactic: at the end of your turn.')).toBeUndefined();
    expect(parseBattleTactic(':\nNo name')).toBeUndefined();
    expect(parseBattleTactic('')).toBeUndefined();
  });
});
