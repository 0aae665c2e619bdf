import { describe, expect, it } from 'vitest';

import { makeUnit } from '../../test/builders.js';
import { LEGAL_LISTS } from '../../test/legal-lists.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import type { ArmyList, Regiment } from '../list/army-list.js';
import { validateList } from '../validate/validate-list.js';
import { placeIssues, unitRefKey, type IssueNote } from './issue-places.js';
import { suggestFixes } from './suggest-fixes.js';

const data = loadRealGameData();
const dok = LEGAL_LISTS.find(({ list }) => list.faction === 'Daughters of Khaine')!.list;

const withRegiment = (list: ArmyList, index: number, change: (regiment: Regiment) => Regiment): ArmyList => ({
  ...list,
  regiments: list.regiments.map((regiment, i) => (i === index ? change(regiment) : regiment)),
});
const place = (list: ArmyList) => placeIssues(list, validateList(list, data).issues, suggestFixes(list, data));
const codes = (notes: readonly IssueNote[] | undefined) => (notes ?? []).map((note) => note.issue.code);
const labels = (notes: readonly IssueNote[] | undefined) => (notes ?? []).flatMap((note) => note.fixes.map((fix) => fix.label));

describe('placeIssues on real data', () => {
  it('places nothing for a legal list', () => {
    const places = place(dok);
    expect(places.list).toEqual([]);
    expect(places.sections).toEqual({});
    expect(places.regiments.size + places.units.size).toBe(0);
  });

  it('shows a missing general under the regiments, with the leaders to mark', () => {
    const places = place(withRegiment(dok, 0, (regiment) => ({ ...regiment, leader: { ...regiment.leader!, general: false } })));
    expect(codes(places.sections.regiments)).toEqual(['GENERAL_MISSING']);
    expect(labels(places.sections.regiments)).toContain('Make Slaughter Queen on Cauldron of Blood the general');
  });

  it('shows an oversized regiment on its card, with the moves out of that regiment only', () => {
    const places = place(withRegiment(dok, 1, (regiment) => ({ ...regiment, units: [...regiment.units, makeUnit('Witch Aelves')] })));
    expect(codes(places.regiments.get(1))).toEqual(['REGIMENT_TOO_BIG']);
    expect(labels(places.regiments.get(1)).length).toBeGreaterThan(0);
    for (const label of labels(places.regiments.get(1)))
      expect(label).toMatch(/^(Move|Remove) (Blood Sisters|Blood Stalkers|Khinerai Heartrenders|Witch Aelves) /);
    expect(places.regiments.has(0)).toBe(false);
  });

  it('shows a reinforced hero on its own row with the un-reinforce fix', () => {
    const list = withRegiment(dok, 2, (regiment) => ({ ...regiment, leader: { ...regiment.leader!, reinforced: true } }));
    const notes = place(list).units.get(unitRefKey({ kind: 'leader', regiment: 2 }));
    expect(codes(notes)).toEqual(['CANNOT_REINFORCE']);
    expect(labels(notes)).toEqual(['Un-reinforce Hag Queen']);
  });

  it('shows an auxiliary that could join a regiment on its row, with the move', () => {
    const list = { ...withRegiment(dok, 2, (regiment) => ({ ...regiment, units: [] })), auxiliaryUnits: [makeUnit('Doomfire Warlocks')] };
    const notes = place(list).units.get(unitRefKey({ kind: 'auxiliary', unit: 0 }));
    expect(codes(notes)).toContain('AUXILIARY_COULD_JOIN');
    expect(labels(notes)).toContain('Move Doomfire Warlocks to Regiment 2');
  });

  it('shows list choices under their sections and points over the cap on the list', () => {
    const places = place({ ...dok, formation: null, battleTacticCard2: null, pointsCap: 1750 });
    expect(codes(places.sections.formation)).toEqual(['FORMATION_REQUIRED']);
    expect(codes(places.sections.battleTacticCards)).toEqual(['BATTLE_TACTICS_MISSING']);
    expect(codes(places.list)).toEqual(['POINTS_OVER_CAP']);
    expect(labels(places.list)).toContain("Remove Sisters of Slaughter from General's Regiment");
  });

  it('shows an enhancement taken twice on both units holding it', () => {
    const list = withRegiment(dok, 2, (regiment) => ({ ...regiment, leader: { ...regiment.leader!, artifact: 'Crimson Draught' } }));
    const places = place(list);
    expect(codes(places.units.get(unitRefKey({ kind: 'leader', regiment: 2 })))).toContain('DUPLICATE_ENHANCEMENT');
    expect(codes(places.units.get(unitRefKey({ kind: 'member', regiment: 0, unit: 2 })))).toContain('DUPLICATE_ENHANCEMENT');
  });
});
