import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../test/builders.js';
import { loadRealGameData, realArmy } from '../../test/real-game-data.js';
import { findUnit } from '../../test/test-kit.js';
import { canReinforce } from './can-reinforce.js';
import { unitIssues } from './unit-issues.js';

describe('canReinforce on real Stormcast units', () => {
  const army = realArmy('Stormcast Eternals');
  const member = { kind: 'member', regiment: 0, unit: 0 } as const;

  it('offers it for a reinforceable unit, never for a hero or a regiment-of-renown unit', () => {
    expect(findUnit(army, 'Liberators').canBeReinforced).toBe(true);
    expect(canReinforce(findUnit(army, 'Liberators'), member)).toBe(true);
    expect(canReinforce(findUnit(army, 'Liberators'), { kind: 'renown', unit: 0 })).toBe(false);
    expect(canReinforce(findUnit(army, 'Lord-Veritant'), { kind: 'leader', regiment: 0 })).toBe(false);
  });

  it('never for a unique unit, whatever the data says', () => {
    const blacktalon = findUnit(army, 'Neave Blacktalon');
    expect(blacktalon.keywords).toContain('UNIQUE');
    expect(canReinforce({ ...blacktalon, canBeReinforced: true, keywords: blacktalon.keywords.filter((k) => k !== 'HERO') }, member)).toBe(false);
  });
});

describe('unitIssues on real data', () => {
  const data = loadRealGameData();

  it("gives a reinforced hero its issue and its un-reinforce fix, and the regiment's other unit none", () => {
    const list = makeList('Stormcast Eternals', {
      regiments: [makeRegiment(makeUnit('Knight-Azyros', { general: true, reinforced: true }), ['Liberators'])],
    });
    const leader = unitIssues(list, { kind: 'leader', regiment: 0 }, data);
    expect(leader.issues.map((issue) => issue.code)).toContain('CANNOT_REINFORCE');
    expect(leader.fixes.map((fix) => fix.label)).toContain('Un-reinforce Knight-Azyros');
    const member = unitIssues(list, { kind: 'member', regiment: 0, unit: 0 }, data);
    expect(member.issues.map((issue) => issue.code)).not.toContain('CANNOT_REINFORCE');
    expect(member.fixes).toEqual([]);
  });

  it("offers a leader the general's mark when the list has no general", () => {
    const list = makeList('Stormcast Eternals', { regiments: [makeRegiment('Knight-Azyros', ['Liberators'])] });
    expect(unitIssues(list, { kind: 'leader', regiment: 0 }, data).fixes.map((fix) => fix.apply)).toContainEqual({ op: 'setGeneral', regiment: 0 });
    expect(unitIssues(list, { kind: 'leader', regiment: 3 }, data)).toEqual({ issues: [], fixes: [] });
  });
});
