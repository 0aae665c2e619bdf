import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../../../test/builders.js';
import { loadRealGameData, realArmy } from '../../../../test/real-game-data.js';
import type { ArmyList } from '../../../list/army-list.js';
import type { Rule } from '../../rule.js';
import { validateList } from '../../validate-list.js';
import { generalCountRule, generalNotLeaderRule, warmasterGeneralRule } from './generals.js';

const GENERAL_RULES = [generalNotLeaderRule, generalCountRule, warmasterGeneralRule];
const run = (list: ArmyList, rules: readonly Rule[] = GENERAL_RULES) =>
  validateList(list, loadRealGameData(), rules).issues.map(({ code, params }) => ({ code, params }));
const general = (name: string) => makeUnit(name, { general: true });

describe('generals/not-leader', () => {
  it('reports a general in a regiment’s units or among the auxiliaries, naming unit and regiment', () => {
    const list = makeList('Sylvaneth', {
      regiments: [makeRegiment('Branchwych', [general('Dryads')])],
      auxiliaryUnits: [general('Arch-Revenant')],
    });
    expect(run(list, [generalNotLeaderRule])).toEqual([
      { code: 'GENERAL_NOT_LEADER', params: { unit: 'Dryads', regiment: "General's Regiment" } },
      { code: 'GENERAL_NOT_LEADER', params: { unit: 'Arch-Revenant' } },
    ]);
  });

  it('accepts a leader as general', () => {
    const list = makeList('Sylvaneth', {
      regiments: [makeRegiment(general('Branchwych'), ['Dryads'])],
      auxiliaryUnits: [makeUnit('Arch-Revenant')],
    });
    expect(run(list)).toEqual([]);
  });
});

describe('generals/count', () => {
  it('needs one general', () => {
    const list = makeList('Skaven', { regiments: [makeRegiment('Clawlord', ['Clanrats']), makeRegiment('Grey Seer')] });
    expect(run(list, [generalCountRule])).toEqual([{ code: 'GENERAL_MISSING', params: {} }]);
    expect(run({ ...list, regiments: [makeRegiment(general('Clawlord'), ['Clanrats']), makeRegiment('Grey Seer')] })).toEqual([]);
  });

  it('allows no more than one, naming them all', () => {
    const list = makeList('Skaven', { regiments: [makeRegiment(general('Clawlord')), makeRegiment(general('Grey Seer'))] });
    expect(run(list, [generalCountRule])).toEqual([{ code: 'TOO_MANY_GENERALS', params: { count: 2, units: 'Clawlord, Grey Seer' } }]);
  });

  it('does not call a misplaced general missing', () => {
    const list = makeList('Skaven', { regiments: [makeRegiment('Clawlord')], auxiliaryUnits: [general('Grey Seer')] });
    expect(run(list).map((issue) => issue.code)).toEqual(['GENERAL_NOT_LEADER']);
  });
});

describe('generals/warmaster', () => {
  it('needs a WARMASTER general when one is in the list', () => {
    expect(realArmy('Seraphon').units.find((unit) => unit.name === 'Lord Kroak')?.keywords).toContain('WARMASTER');
    const list = makeList('Seraphon', { regiments: [makeRegiment(general('Saurus Oldblood')), makeRegiment('Lord Kroak')] });
    expect(run(list, [warmasterGeneralRule])).toEqual([{ code: 'WARMASTER_NOT_GENERAL', params: { units: 'Lord Kroak' } }]);
    expect(run({ ...list, regiments: [makeRegiment('Saurus Oldblood'), makeRegiment(general('Lord Kroak'))] })).toEqual([]);
  });

  it('is content with any one of several warmasters as general', () => {
    const list = makeList('Seraphon', { regiments: [makeRegiment('Lord Kroak'), makeRegiment(general('Slann Starmaster'))] });
    expect(run(list)).toEqual([]);
    const none = makeList('Seraphon', {
      regiments: [makeRegiment(general('Skink Starpriest')), makeRegiment('Lord Kroak'), makeRegiment('Slann Starmaster')],
    });
    expect(run(none, [warmasterGeneralRule])).toEqual([{ code: 'WARMASTER_NOT_GENERAL', params: { units: 'Lord Kroak, Slann Starmaster' } }]);
  });

  it('counts an auxiliary warmaster, which cannot be the general', () => {
    const list = makeList('Ironjawz', {
      regiments: [makeRegiment(general('Megaboss'))],
      auxiliaryUnits: [makeUnit('Gordrakk, the Fist of Gork')],
    });
    expect(run(list, [warmasterGeneralRule])).toEqual([{ code: 'WARMASTER_NOT_GENERAL', params: { units: 'Gordrakk, the Fist of Gork' } }]);
  });

  it('has nothing to say without warmasters', () => {
    expect(run(makeList('Ironjawz', { regiments: [makeRegiment(general('Megaboss'), ['Brutes'])] }), [warmasterGeneralRule])).toEqual([]);
  });
});
