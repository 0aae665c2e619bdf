import { describe, expect, it } from 'vitest';

import { data, makeRoster, NOW } from '../../test/roster-support.js';
import { validateList } from '../validate/validate-list.js';
import { applyRosterEdit } from './apply-roster-edit.js';
import { musterList } from './muster-list.js';
import { rosterOfList } from './roster-of-list.js';

const roster = () =>
  makeRoster('Ascension', [
    { op: 'addUnit', id: 'u1', name: 'Liberators' },
    { op: 'addUnit', id: 'u2', name: 'Knight-Questor' },
    { op: 'addUnit', id: 'u3', name: 'Lord-Celestant' },
    { op: 'setWarlord', unit: 'u3' },
  ]);

describe('musterList on the real data', () => {
  it('makes a list of the chosen units: heroes lead regiments, the warlord is the general, the others are auxiliaries', () => {
    const mustered = musterList(roster(), { id: 'l1', name: 'Battle 4', units: ['u1', 'u3'], now: NOW }, data());
    expect(mustered.ok).toBe(true);
    if (!mustered.ok) return;
    const { list, muster } = mustered.value;
    expect(list).toMatchObject({ id: 'l1', name: 'Battle 4', faction: 'Stormcast Eternals' });
    expect(list.regiments.map((regiment) => [regiment.leader?.name, regiment.leader?.general])).toEqual([['Lord-Celestant', true]]);
    expect(list.auxiliaryUnits.map((unit) => unit.name)).toEqual(['Liberators']);
    expect(muster).toEqual({ listId: 'l1', units: ['u3', 'u1'] });
    const codes = validateList(list, data()).issues.map((issue) => issue.code);
    expect(codes).not.toContain('GENERAL_MISSING');
  });

  it("is remembered by the roster, which then gives the list's units their paths and scars", () => {
    const withPath = applyRosterEdit(roster(), { op: 'addScar', unit: 'u1', scar: 'Lost an eye' }, NOW);
    const mustered = musterList(withPath, { id: 'l1', name: 'Battle 4', units: ['u1', 'u3'], now: NOW }, data());
    if (!mustered.ok) throw new Error('not mustered');
    const remembered = applyRosterEdit(withPath, { op: 'recordMuster', ...mustered.value.muster }, NOW);
    const found = rosterOfList([remembered], 'l1');
    expect(found?.roster.id).toBe('r1');
    expect([...(found?.unitsByName ?? [])].map(([name, units]) => [name, units.map((unit) => unit.scars)])).toEqual([
      ['Lord-Celestant', [[]]],
      ['Liberators', [['Lost an eye']]],
    ]);
    expect(rosterOfList([remembered], 'other')).toBeNull();
    expect(rosterOfList([{ ...remembered, deleted: true }], 'l1')).toBeNull();
  });

  it('refuses to muster no units', () => {
    const mustered = musterList(roster(), { id: 'l1', name: 'Battle 4', units: [], now: NOW }, data());
    expect(mustered).toMatchObject({ ok: false, errors: [{ code: 'NO_UNITS_CHOSEN' }] });
  });
});
