import { describe, expect, it } from 'vitest';

import { applyRosterEdit } from './apply-roster-edit.js';
import { formatRoster } from './format-roster.js';
import { logBattle } from './log-battle.js';
import { battle, data, makeRoster, NOW, questorRoster } from '../../test/roster-support.js';
import { validateRoster } from './validate-roster.js';

describe('logBattle on the real Ascension campaign', () => {
  it('adds glory, renown and scars, keeps the entry in the log, and stamps the roster', () => {
    const { roster, rankUps } = logBattle(questorRoster(), battle('b1', { u1: 3, u2: 1 }, { scars: [{ unit: 'u2', scar: 'Lost an eye' }] }), data(), NOW + 1);
    expect(roster.glory).toBe(3);
    expect(roster.units.map((unit) => [unit.renown, unit.scars])).toEqual([
      [3, []],
      [1, ['Lost an eye']],
    ]);
    expect(roster.log.map((entry) => entry.id)).toEqual(['b1']);
    expect(roster._updatedAt).toBe(NOW + 1);
    expect(rankUps).toEqual([]);
  });

  it("says which unit reached a new rank and offers its path's abilities of that rank", () => {
    const first = logBattle(questorRoster(), battle('b1', { u1: 3 }), data(), NOW).roster;
    const { roster, rankUps } = logBattle(first, battle('b2', { u1: 2, u2: 5 }), data(), NOW);
    expect(rankUps.map(({ unit, from, to, abilities }) => ({ unit, from, to, abilities: abilities.map((ability) => ability.name) }))).toEqual([
      { unit: 'u1', from: null, to: 'Aspiring', abilities: ['Well of Strength', 'Berserker'] },
      { unit: 'u2', from: null, to: 'Aspiring', abilities: [] },
    ]);
    expect(validateRoster(roster, data()).map((issue) => issue.code)).toEqual(['ROSTER_RANK_ABILITY_TO_TAKE']);
  });

  it('offers the abilities of every rank passed in one battle', () => {
    const { rankUps } = logBattle(questorRoster(), battle('b1', { u1: 16 }), data(), NOW);
    expect(rankUps[0]).toMatchObject({ from: null, to: 'Elite' });
    expect(rankUps[0]!.abilities.map((ability) => ability.name)).toEqual(['Well of Strength', 'Berserker', 'Martial Expertise', 'Powerful Presence']);
  });

  it('leaves out renown and scars of units the roster does not hold', () => {
    const { roster } = logBattle(questorRoster(), battle('b1', { u9: 4, u1: 0 }, { scars: [{ unit: 'u9', scar: 'Gone' }] }), data(), NOW);
    expect(roster.log[0]).toMatchObject({ renown: {}, scars: [] });
  });
});

describe('formatRoster', () => {
  it('writes the roster and its battle log as text', () => {
    let roster = logBattle(questorRoster(), battle('b1', { u1: 5, u2: 2 }, { scars: [{ unit: 'u2', scar: 'Lost an eye' }] }), data(), NOW).roster;
    roster = applyRosterEdit(roster, { op: 'addPathAbility', unit: 'u1', ability: 'Berserker' }, NOW);
    roster = applyRosterEdit(roster, { op: 'setQuest', name: 'Seek Glory In Battle' }, NOW);
    roster = applyRosterEdit(roster, { op: 'setQuestPoints', points: 2 }, NOW);
    expect(formatRoster(roster, data())).toMatchInlineSnapshot(`
      "The Gilded Host
      Stormcast Eternals, Path to Glory: Ascension
      Glory points: 3
      Quest: Seek Glory In Battle (2 quest points)

      Order of Battle
      Knight-Questor (Warlord): 5 renown, Aspiring
        Path: Path of the Warrior (Berserker)
      Liberators: 2 renown
        Battle scars: Lost an eye

      Battle log
      - 2026-11-28 Win vs Ironjawz, +3 glory; renown Knight-Questor +5, Liberators +2; scars Liberators: Lost an eye
      "
    `);
  });

  it("names a Freeform roster's campaign as players read it, not the data's bracketed tag", () => {
    const roster = makeRoster('Freeform [UNOFFICIAL]', [{ op: 'addUnit', id: 'u1', name: 'Knight-Questor' }]);
    expect(formatRoster(roster, data()).split('\n').slice(0, 2)).toEqual(['The Gilded Host', 'Stormcast Eternals, Path to Glory: Freeform (unofficial)']);
  });
});
