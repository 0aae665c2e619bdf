import { describe, expect, it } from 'vitest';

import { logBattle } from './log-battle.js';
import { removeLastBattle } from './remove-last-battle.js';
import type { BattleLogEntry, CampaignRoster } from './roster.js';
import { data, makeRoster, NOW } from '../../test/roster-support.js';
import { validateRoster } from './validate-roster.js';

const start = () =>
  makeRoster('Ascension', [
    { op: 'addUnit', id: 'u1', name: 'Knight-Questor' },
    { op: 'addUnit', id: 'u2', name: 'Liberators' },
    { op: 'setWarlord', unit: 'u1' },
    { op: 'setPath', unit: 'u1', path: 'Path of the Warrior' },
  ]);

const battle = (id: string, renown: Record<string, number>, extra: Partial<BattleLogEntry> = {}): BattleLogEntry => ({
  id,
  date: '2026-11-28',
  opponent: 'Ironjawz',
  result: 'win',
  glory: 3,
  renown,
  scars: [],
  ...extra,
});

const unstamped = (roster: CampaignRoster) => ({ ...roster, _updatedAt: 0 });

describe('removeLastBattle on the real Ascension campaign', () => {
  it('restores the roster to before its last battle: log, glory, renown and scars, stamped now', () => {
    const first = logBattle(start(), battle('b1', { u1: 3 }, { scars: [{ unit: 'u2', scar: 'Lost an eye' }] }), data(), NOW + 1).roster;
    // The same scar again in the second battle: only that one goes.
    const second = logBattle(first, battle('b2', { u1: 3, u2: 2 }, { glory: 2, scars: [{ unit: 'u2', scar: 'Lost an eye' }] }), data(), NOW + 2).roster;
    expect(second.units[1]?.scars).toEqual(['Lost an eye', 'Lost an eye']);
    const undone = removeLastBattle(second, NOW + 3);
    expect(unstamped(undone)).toEqual(unstamped(first));
    expect(undone._updatedAt).toBe(NOW + 3);
    // Once more: the roster as it started.
    expect(unstamped(removeLastBattle(undone, NOW + 4))).toEqual(unstamped(start()));
  });

  it('never takes glory or renown below zero, and answers a roster without battles as it is', () => {
    const logged = logBattle(start(), battle('b1', { u1: 4 }), data(), NOW).roster;
    const lowered = { ...logged, glory: 1, units: logged.units.map((unit) => (unit.id === 'u1' ? { ...unit, renown: 2 } : unit)) };
    const undone = removeLastBattle(lowered, NOW);
    expect([undone.glory, undone.units[0]?.renown, undone.log]).toEqual([0, 0, []]);
    const empty = start();
    expect(removeLastBattle(empty, NOW)).toBe(empty);
  });

  it('leaves an ability taken at the lost rank for validation to flag', () => {
    const ranked = logBattle(start(), battle('b1', { u1: 6 }), data(), NOW).roster;
    const took = { ...ranked, units: ranked.units.map((unit) => (unit.id === 'u1' ? { ...unit, pathAbilities: ['Berserker'] } : unit)) };
    expect(validateRoster(took, data())).toEqual([]);
    const undone = removeLastBattle(took, NOW);
    expect(undone.units[0]?.pathAbilities).toEqual(['Berserker']);
    expect(validateRoster(undone, data()).length).toBeGreaterThan(0);
  });
});
