import { describe, expect, it } from 'vitest';

import { applyRosterEdit } from './apply-roster-edit.js';
import { logBattle } from './log-battle.js';
import { removeLastBattle } from './remove-last-battle.js';
import type { CampaignRoster } from './roster.js';
import { battle, data, NOW, questorRoster } from '../../test/roster-support.js';
import { validateRoster } from './validate-roster.js';

const unstamped = (roster: CampaignRoster) => ({ ...roster, _updatedAt: 0 });

describe('removeLastBattle on the real Ascension campaign', () => {
  it('restores the roster to before its last battle: log, glory, renown and scars, stamped now', () => {
    const first = logBattle(questorRoster(), battle('b1', { u1: 3 }, { scars: [{ unit: 'u2', scar: 'Lost an eye' }] }), data(), NOW + 1).roster;
    // The same scar again in the second battle: only that one goes.
    const second = logBattle(first, battle('b2', { u1: 3, u2: 2 }, { glory: 2, scars: [{ unit: 'u2', scar: 'Lost an eye' }] }), data(), NOW + 2).roster;
    expect(second.units[1]?.scars).toEqual(['Lost an eye', 'Lost an eye']);
    const undone = removeLastBattle(second, data(), NOW + 3);
    expect(unstamped(undone)).toEqual(unstamped(first));
    expect(undone._updatedAt).toBe(NOW + 3);
    // Once more: the roster as it started.
    expect(unstamped(removeLastBattle(undone, data(), NOW + 4))).toEqual(unstamped(questorRoster()));
  });

  it('never takes glory or renown below zero, and answers a roster without battles as it is', () => {
    const logged = logBattle(questorRoster(), battle('b1', { u1: 4 }), data(), NOW).roster;
    const lowered = { ...logged, glory: 1, units: logged.units.map((unit) => (unit.id === 'u1' ? { ...unit, renown: 2 } : unit)) };
    const undone = removeLastBattle(lowered, data(), NOW);
    expect([undone.glory, undone.units[0]?.renown, undone.log]).toEqual([0, 0, []]);
    const empty = questorRoster();
    expect(removeLastBattle(empty, data(), NOW)).toBe(empty);
  });

  it('takes back the path abilities of a rank the unit no longer has, keeping those of the ranks it still holds', () => {
    // Aspiring (5 renown) then Elite (15) on the Path of the Warrior, an ability taken at each.
    const aspiring = logBattle(questorRoster(), battle('b1', { u1: 6 }), data(), NOW).roster;
    const tookAspiring = applyRosterEdit(aspiring, { op: 'addPathAbility', unit: 'u1', ability: 'Berserker' }, NOW);
    const elite = logBattle(tookAspiring, battle('b2', { u1: 10 }), data(), NOW).roster;
    const tookElite = applyRosterEdit(elite, { op: 'addPathAbility', unit: 'u1', ability: 'Martial Expertise' }, NOW);
    expect(validateRoster(tookElite, data())).toEqual([]);
    const undone = removeLastBattle(tookElite, data(), NOW);
    expect(undone.units[0]?.pathAbilities).toEqual(['Berserker']);
    expect(validateRoster(undone, data())).toEqual([]);
    // Once more, below every rank: no path ability is left.
    expect(removeLastBattle(undone, data(), NOW).units[0]?.pathAbilities).toEqual([]);
  });

  it('keeps an ability the data does not know on the unit, for validation to name', () => {
    const ranked = logBattle(questorRoster(), battle('b1', { u1: 6 }), data(), NOW).roster;
    const odd = { ...ranked, units: ranked.units.map((unit) => (unit.id === 'u1' ? { ...unit, pathAbilities: ['Not An Ability'] } : unit)) };
    expect(removeLastBattle(odd, data(), NOW).units[0]?.pathAbilities).toEqual(['Not An Ability']);
  });
});
