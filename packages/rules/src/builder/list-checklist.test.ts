import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../test/builders.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import type { ArmyList } from '../list/army-list.js';
import { savedIssues } from '../issue/saved-issue.js';
import { validateList } from '../validate/validate-list.js';
import { isUnfinishedIssue, listChecklist, unfinishedErrorCount } from './list-checklist.js';

const check = (list: ArmyList) => listChecklist(list, validateList(list, loadRealGameData()).issues);
const steps = (list: ArmyList) => check(list).map(({ key, done }) => `${key}${done ? ' done' : ''}`);

describe('listChecklist', () => {
  it('gives a new list its steps, none of them an error on screen', () => {
    const list = makeList('Stormcast Eternals');
    const { issues } = validateList(list, loadRealGameData());
    expect(steps(list)).toEqual(['formation', 'generalsRegiment', 'battleTactics']);
    expect(issues.filter((issue) => issue.severity === 'error' && !isUnfinishedIssue(issue, list))).toEqual([]);
    expect(check(list)[0]!.label).toBe('Choose a battle formation');
  });

  it('ticks off each step as it is taken, and is gone when all are', () => {
    const led = makeList('Stormcast Eternals', { formation: 'Thunderhead Host', regiments: [makeRegiment('Lord-Vigilant on Morrgryph')] });
    expect(steps(led)).toEqual(['formation done', 'generalsRegiment done', 'battleTactics']);
    const withGeneral = { ...led, regiments: [makeRegiment(makeUnit('Lord-Vigilant on Morrgryph', { general: true }))] };
    expect(steps(withGeneral)).toEqual(['formation done', 'generalsRegiment done', 'battleTactics']);
    expect(check({ ...withGeneral, battleTacticCard1: 'Blazing Onslaught', battleTacticCard2: 'Legend of the Parch' })).toEqual([]);
  });

  it('leaves a wrong choice to the errors: a second general is not a step', () => {
    const twoGenerals = makeList('Stormcast Eternals', {
      regiments: [makeRegiment(makeUnit('Lord-Vigilant on Morrgryph', { general: true })), makeRegiment(makeUnit('Lord-Veritant', { general: true }))],
    });
    const { issues } = validateList(twoGenerals, loadRealGameData());
    expect(issues.some((issue) => issue.code === 'TOO_MANY_GENERALS' && !isUnfinishedIssue(issue, twoGenerals))).toBe(true);
    expect(steps(twoGenerals)).toContain('generalsRegiment done');
  });

  it('calls a leader taken off as general wrong, not a step to take', () => {
    const unmarked = makeList('Stormcast Eternals', { regiments: [makeRegiment('Lord-Vigilant on Morrgryph')] });
    const missing = validateList(unmarked, loadRealGameData()).issues.find((issue) => issue.code === 'GENERAL_MISSING')!;
    expect(isUnfinishedIssue(missing, unmarked)).toBe(false);
    expect(isUnfinishedIssue(missing, makeList('Stormcast Eternals'))).toBe(true);
    expect(steps(unmarked)).toContain('generalsRegiment done');
  });
});

describe('unfinishedErrorCount', () => {
  it('counts the stored errors that are steps still to take', () => {
    const verdict = (list: ArmyList) => ({
      ...list,
      errors: savedIssues(validateList(list, loadRealGameData()).issues, 'error'),
    });
    expect(unfinishedErrorCount(verdict(makeList('Stormcast Eternals')))).toBe(3);
    const unmarked = verdict(makeList('Stormcast Eternals', { regiments: [makeRegiment('Lord-Vigilant on Morrgryph')] }));
    expect(unmarked.errors).toContainEqual({ code: 'GENERAL_MISSING', params: {} });
    expect(unfinishedErrorCount(unmarked)).toBe(2);
  });
});
