import { describe, expect, it } from 'vitest';

import { makeRegiment, makeUnit } from '../../test/builders.js';
import { LEGAL_LISTS } from '../../test/legal-lists.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { deepFreeze } from '../../test/test-kit.js';
import type { ArmyList, Regiment } from '../list/army-list.js';
import type { IssueCode } from '../issue/messages.js';
import { validateList } from '../validate/validate-list.js';
import { applyFix, suggestFixes } from './suggest-fixes.js';

const NOW = Date.UTC(2027, 1, 3);
const data = loadRealGameData();
const dok = LEGAL_LISTS.find(({ list }) => list.faction === 'Daughters of Khaine')!.list;

const codes = (list: ArmyList) => validateList(list, data).issues.map((issue) => issue.code);
const withRegiment = (list: ArmyList, index: number, change: (regiment: Regiment) => Regiment): ArmyList => ({
  ...list,
  regiments: list.regiments.map((regiment, i) => (i === index ? change(regiment) : regiment)),
});

/** Every fix offered for the issue removes it when applied, and there is at least one. */
function expectFixed(broken: ArmyList, code: IssueCode): string[] {
  const frozen = deepFreeze(broken);
  expect(codes(frozen)).toContain(code);
  const fixes = suggestFixes(frozen, data).filter((fix) => fix.issueCode === code);
  expect(fixes.length).toBeGreaterThan(0);
  for (const fix of fixes) {
    const fixed = applyFix(frozen, fix, data, NOW);
    if (!fixed.ok) throw new Error(`${fix.label}: ${fixed.errors[0]!.message}`);
    expect(codes(fixed.value), fix.label).not.toContain(code);
    expect(fixed.value._updatedAt).toBe(NOW);
  }
  return fixes.map((fix) => fix.label);
}

describe('suggestFixes on real data', () => {
  it('offers nothing for a legal list', () => {
    for (const { list } of LEGAL_LISTS) expect(suggestFixes(list, data), list.faction).toEqual([]);
  });

  it('takes the issues a validation already found, the same fixes as its own validation finds, none for none', () => {
    const over = { ...dok, pointsCap: 1750 };
    expect(suggestFixes(over, data, validateList(over, data).issues)).toEqual(suggestFixes(over, data));
    expect(suggestFixes(over, data, [])).toEqual([]);
  });

  it('searches only the issues asked for, judged against all the issues found', () => {
    const unfinished = { ...dok, pointsCap: 1750, battleTacticCard1: null, battleTacticCard2: null };
    const found = validateList(unfinished, data).issues;
    const over = found.filter((issue) => issue.code === 'POINTS_OVER_CAP');
    const all = suggestFixes(unfinished, data, found);
    expect(all.some((fix) => fix.issueCode === 'BATTLE_TACTICS_MISSING')).toBe(true);
    expect(suggestFixes(unfinished, data, found, over)).toEqual(all.filter((fix) => fix.issueCode === 'POINTS_OVER_CAP'));
  });

  it('over points: the units whose removal or un-reinforcing brings the list under the cap', () => {
    const labels = expectFixed({ ...dok, pointsCap: 1750 }, 'POINTS_OVER_CAP');
    expect(labels).toContain("Remove Sisters of Slaughter from General's Regiment");
    expect(labels).not.toContain('Remove Doomfire Warlocks from Regiment 2');
  });

  it('over points by a little: un-reinforcing is offered too', () => {
    const over = withRegiment(dok, 0, (regiment) => ({
      ...regiment,
      units: regiment.units.map((unit, i) => (i === 3 ? { ...unit, reinforced: true } : unit)),
    }));
    expect(expectFixed(over, 'POINTS_OVER_CAP')).toContain('Un-reinforce Witch Aelves');
  });

  it('no general: each leader that can be the general', () => {
    const none = withRegiment(dok, 0, (regiment) => ({ ...regiment, leader: { ...regiment.leader!, general: false } }));
    expect(expectFixed(none, 'GENERAL_MISSING')).toContain('Make Slaughter Queen on Cauldron of Blood the general');
  });

  it('a regiment too big: move a unit to a regiment with room or the auxiliaries, or remove it', () => {
    const big = withRegiment(dok, 1, (regiment) => ({ ...regiment, units: [...regiment.units, makeUnit('Witch Aelves')] }));
    const labels = expectFixed(big, 'REGIMENT_TOO_BIG');
    expect(labels).toEqual(
      expect.arrayContaining(['Move Witch Aelves to Regiment 2', 'Move Witch Aelves to the auxiliary units', 'Remove Witch Aelves from Regiment 1']),
    );
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('a regiment too big: only the unit the player added last is moved or removed', () => {
    const big = withRegiment(dok, 1, (regiment) => ({ ...regiment, units: [...regiment.units, makeUnit('Witch Aelves')] }));
    const labels = expectFixed(big, 'REGIMENT_TOO_BIG');
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label).toMatch(/^(Move|Remove) Witch Aelves /);
  });

  it('more than five regiments: remove the one added last, or the regiment of renown that makes the count', () => {
    const hag = makeRegiment('Hag Queen');
    const six = { ...dok, regiments: [...dok.regiments, hag, hag, hag] };
    expect(expectFixed(six, 'TOO_MANY_REGIMENTS')).toEqual(['Remove Regiment 5']);
    const withRenown = { ...dok, regiments: [...dok.regiments, hag, hag], regimentOfRenown: 'Khinerai Death Flight', regimentOfRenownUnits: [] };
    expect(expectFixed(withRenown, 'TOO_MANY_REGIMENTS_WITH_RENOWN')).toEqual(['Remove Regiment 4', 'Remove Khinerai Death Flight']);
  });

  it('a missing formation, lore or battle tactic card: choose one', () => {
    expect(expectFixed({ ...dok, formation: null }, 'FORMATION_REQUIRED')).toContain('Choose the formation Cold-Hearted Murderers');
    expect(expectFixed({ ...dok, spellLore: null }, 'NO_SPELL_LORE')).toContain('Choose the spell lore Lore of Shadows');
    expect(expectFixed({ ...dok, manifestationLore: null }, 'NO_MANIFESTATION_LORE').length).toBeGreaterThan(1);
    expect(expectFixed({ ...dok, battleTacticCard2: null }, 'BATTLE_TACTICS_MISSING')).not.toContain('Choose the battle tactic card Blazing Onslaught');
    expect(expectFixed({ ...dok, battleTacticCard2: dok.battleTacticCard1 }, 'DUPLICATE_BATTLE_TACTIC').length).toBeGreaterThan(0);
  });

  it('no battle tactic card: choosing the first is offered as a step, and the second then clears the issue', () => {
    const none = deepFreeze({ ...dok, battleTacticCard1: null, battleTacticCard2: null });
    const issueOf = (list: ArmyList) => validateList(list, data).issues.find((issue) => issue.code === 'BATTLE_TACTICS_MISSING');
    expect(issueOf(none)?.params).toEqual({ selected: 0 });
    const first = suggestFixes(none, data).filter((fix) => fix.issueCode === 'BATTLE_TACTICS_MISSING');
    expect(first.map((fix) => fix.label)).toContain('Choose the battle tactic card Blazing Onslaught');
    const errorsOf = (list: ArmyList) => validateList(list, data).issues.filter((issue) => issue.severity === 'error').length;
    for (const fix of first) {
      const stepped = applyFix(none, fix, data, NOW);
      if (!stepped.ok) throw new Error(fix.label);
      expect(issueOf(stepped.value)?.params, fix.label).toEqual({ selected: 1 });
      expect(errorsOf(stepped.value), fix.label).toBe(errorsOf(none));
    }
    const stepped = applyFix(
      none,
      first.find((fix) => fix.label === 'Choose the battle tactic card Blazing Onslaught')!,
      data,
      NOW,
    );
    if (!stepped.ok) throw new Error('the first card was refused');
    const second = expectFixed(stepped.value, 'BATTLE_TACTICS_MISSING');
    expect(second).not.toContain('Choose the battle tactic card Blazing Onslaught');
    expect(second.length).toBe(first.length - 1);
  });

  it('a hero reinforced: un-reinforce it', () => {
    const hero = withRegiment(dok, 2, (regiment) => ({ ...regiment, leader: { ...regiment.leader!, reinforced: true } }));
    expect(expectFixed(hero, 'CANNOT_REINFORCE')).toEqual(['Un-reinforce Hag Queen']);
  });

  it('an enhancement twice: take it off one holder', () => {
    const twice = withRegiment(dok, 2, (regiment) => ({ ...regiment, leader: { ...regiment.leader!, artifact: 'Crimson Draught' } }));
    expect(expectFixed(twice, 'DUPLICATE_ENHANCEMENT')).toEqual(['Remove Crimson Draught from High Gladiatrix', 'Remove Crimson Draught from Hag Queen']);
  });

  it('a locked list offers no fixes', () => {
    expect(suggestFixes({ ...dok, pointsCap: 1750, locked: true }, data)).toEqual([]);
  });
});
