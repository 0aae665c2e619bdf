import { describe, expect, it } from 'vitest';

import { data, makeRoster, NOW } from '../../test/roster-support.js';
import { validateList } from '../validate/validate-list.js';
import { applyRosterEdit } from './apply-roster-edit.js';
import { buildCampaignContext } from './campaign-context.js';
import { musterList } from './muster-list.js';
import { campaignEnhancementsOf } from './roster-enhancements.js';
import type { RosterEdit } from './roster-edit.js';
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

  it('gives each unit its roster enhancements, and leaves out and says why the second artefact a matched-play list refuses', () => {
    const withEnhancements = [
      { op: 'addEnhancement', unit: 'u2', name: 'Mirrorshield' },
      { op: 'addEnhancement', unit: 'u3', name: 'Null Pendant' },
      { op: 'addEnhancement', unit: 'u3', name: 'Staunch Defender' },
    ].reduce((current, edit) => applyRosterEdit(current, edit as RosterEdit, NOW), roster());
    const mustered = musterList(withEnhancements, { id: 'l1', name: 'Battle 4', units: ['u1', 'u2', 'u3'], now: NOW }, data());
    if (!mustered.ok) throw new Error('not mustered');
    const { list, leftOut } = mustered.value;
    expect(list.regiments.map(({ leader }) => [leader?.name, leader?.artifact, leader?.heroicTrait])).toEqual([
      ['Knight-Questor', 'Mirrorshield', null],
      ['Lord-Celestant', null, 'Staunch Defender'],
    ]);
    expect(leftOut).toEqual([{ unit: 'Lord-Celestant', enhancement: 'Null Pendant', reason: 'No more than 1 artifact in list.' }]);
    const codes = validateList(list, data()).issues.map((issue) => issue.code);
    expect(codes).not.toContain('TOO_MANY_ARTIFACTS');
    expect(codes).not.toContain('NO_ARTIFACT');
  });

  it("leaves out an enhancement that is not in the army's tables, saying so", () => {
    const withReward = applyRosterEdit(roster(), { op: 'addEnhancement', unit: 'u3', name: 'Not a Stormcast Relic' }, NOW);
    const mustered = musterList(withReward, { id: 'l1', name: 'Battle 4', units: ['u3'], now: NOW }, data());
    if (!mustered.ok) throw new Error('not mustered');
    expect(mustered.value.leftOut).toEqual([
      {
        unit: 'Lord-Celestant',
        enhancement: 'Not a Stormcast Relic',
        reason: 'It is not in the enhancement tables of Stormcast Eternals, so a list cannot hold it.',
      },
    ]);
    expect(mustered.value.list.regiments[0]?.leader).toMatchObject({ artifact: null, heroicTrait: null, enhancementChoices: {} });
  });

  it("leaves out a campaign's own artefact, the list valid without it, and says the battle view shows it", () => {
    const coast = makeRoster('Ravaged Coast', [
      { op: 'addUnit', id: 'u3', name: 'Lord-Celestant' },
      { op: 'setWarlord', unit: 'u3' },
      { op: 'addEnhancement', unit: 'u3', name: 'Axe of Boiling Wrath' },
    ]);
    const mustered = musterList(coast, { id: 'l1', name: 'Battle 4', units: ['u3'], now: NOW }, data());
    if (!mustered.ok) throw new Error('not mustered');
    expect(mustered.value.leftOut).toEqual([
      {
        unit: 'Lord-Celestant',
        enhancement: 'Axe of Boiling Wrath',
        reason: "It is the campaign's, not the army's, so a list cannot hold it: the battle view shows it with the unit's path abilities.",
      },
    ]);
    expect(mustered.value.list.regiments[0]?.leader).toMatchObject({ artifact: null });
    const bare = musterList(
      { ...coast, units: coast.units.map((unit) => ({ ...unit, enhancements: [] })) },
      { id: 'l1', name: 'Battle 4', units: ['u3'], now: NOW },
      data(),
    );
    if (!bare.ok) throw new Error('not mustered');
    expect(validateList(mustered.value.list, data()).errors).toEqual(validateList(bare.value.list, data()).errors);
    const context = buildCampaignContext(data(), coast)!;
    expect(campaignEnhancementsOf(context, coast.units[0]!).map(({ table, entry }) => [table.name, entry.name, entry.abilities.length > 0])).toEqual([
      ['Artefacts of Power', 'Axe of Boiling Wrath', true],
    ]);
  });

  it('refuses to muster no units', () => {
    const mustered = musterList(roster(), { id: 'l1', name: 'Battle 4', units: [], now: NOW }, data());
    expect(mustered).toMatchObject({ ok: false, errors: [{ code: 'NO_UNITS_CHOSEN' }] });
  });
});
