import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment } from '../../test/builders.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { refreshListValidation } from '../builder/refresh-list-validation.js';
import { listSchemas } from '../list/army-list.js';
import { issueText } from './issue.js';
import { issueFromSentence } from './saved-issue.js';

/** A list as versions before codes saved it: its last verdict as the sentences the player read. */
const savedWithSentences = {
  ...makeList('Stormcast Eternals'),
  lastValidation: 'error',
  errors: ['List exceeds 1000 points (1130 points).', 'Ardboyz cannot be reinforced.', 'Must select two battle tactic cards.'],
  warnings: ['Warning: No artifact selected although a unit could take one.', 'Warning: Ardboyz is an auxiliary unit but could join the regiment of Megaboss.'],
};

describe('saved issues', () => {
  it('reads a list saved with sentences back into codes and params that write the same sentences', () => {
    const list = listSchemas().ArmyListSchema.parse(savedWithSentences);
    expect(list.errors).toEqual([
      { code: 'POINTS_OVER_CAP', params: { cap: '1000', total: '1130' } },
      { code: 'CANNOT_REINFORCE', params: { unit: 'Ardboyz' } },
      { code: 'BATTLE_TACTICS_MISSING', params: {} },
    ]);
    expect(list.warnings).toEqual([
      { code: 'NO_ARTIFACT', params: {} },
      { code: 'AUXILIARY_COULD_JOIN', params: { unit: 'Ardboyz', leader: 'Megaboss' } },
    ]);
    expect(list.errors.map((issue) => issueText({ ...issue, severity: 'error' }))).toEqual(savedWithSentences.errors);
    expect(list.warnings.map((issue) => issueText({ ...issue, severity: 'warning' }))).toEqual(savedWithSentences.warnings);
    expect(list.lastValidation).toBe('error');
  });

  it('leaves out what it cannot read, rather than refusing the list: a reworded sentence, a code a newer version added', () => {
    const list = listSchemas().ArmyListSchema.parse({
      ...savedWithSentences,
      errors: ['A sentence no version of this one writes.', { code: 'A_NEWER_CODE', params: {} }, { code: 'GENERAL_MISSING', params: {} }],
      warnings: ['Ardboyz cannot be reinforced.'],
    });
    expect(list.errors).toEqual([{ code: 'GENERAL_MISSING', params: {} }]);
    // An error's sentence is not read as a warning.
    expect(list.warnings).toEqual([]);
    expect(issueFromSentence('No artifact selected although a unit could take one.', 'warning')).toEqual({ code: 'NO_ARTIFACT', params: {} });
  });

  it('checks a list saved with sentences again at its next refresh, though its content did not change', () => {
    const data = loadRealGameData();
    const content = makeList('Stormcast Eternals', { regiments: [makeRegiment('Lord-Vigilant on Morrgryph')] });
    // The hash versions before codes stored for this content, with a verdict they would have trusted.
    const old = listSchemas().ArmyListSchema.parse({ ...content, validationHash: '982e9570', lastPointsTotal: 0, lastValidation: 'valid', errors: [] });
    const refreshed = refreshListValidation(old, data);
    expect(refreshed).not.toBe(old);
    expect(refreshed.errors.map((issue) => issue.code)).toContain('BATTLE_TACTICS_MISSING');
  });
});
