import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment } from '../../../../test/builders.js';
import { loadRealGameData } from '../../../../test/real-game-data.js';
import { issueText } from '../../../issue/issue.js';
import { validateList } from '../../validate-list.js';
import { armyNotFoundRule } from './army.js';
import { LIST_RULES } from './index.js';

const codes = (faction: string, rules = [armyNotFoundRule]) =>
  validateList(makeList(faction, { regiments: [makeRegiment('Megaboss')] }), loadRealGameData(), rules).issues.map((issue) => issue.code);

describe('army/not-found', () => {
  // 'Big Waaagh!' is the army's name before migration 3 renamed it.
  it('reports a faction the data does not have, naming it', () => {
    const [issue] = validateList(makeList('Big Waaagh!'), loadRealGameData(), [armyNotFoundRule]).issues;
    expect(issue).toMatchObject({ code: 'ARMY_NOT_FOUND', severity: 'error', params: { army: 'Big Waaagh!' } });
    expect(issueText(issue!)).toBe('Army not found in game data: Big Waaagh!.');
  });

  it('accepts the migrated name and armies of renown', () => {
    expect(codes('Ironjawz - Big Waaagh!')).toEqual([]);
    expect(codes('Ironjawz')).toEqual([]);
  });

  it('is the only list issue when the army is unknown: rules needing army data are skipped', () => {
    expect(codes('Big Waaagh!', [...LIST_RULES])).toEqual(['ARMY_NOT_FOUND']);
  });
});
