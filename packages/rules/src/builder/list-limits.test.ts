import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../test/builders.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { deepFreeze } from '../../test/test-kit.js';
import type { ArmyList } from '../list/army-list.js';
import { buildArmyLookup } from '../lookup/build-army-lookup.js';
import { applyListEdit } from './apply-list-edit.js';
import type { ListEdit } from './list-edit.js';
import { regimentRoom, regimentsRoom } from './list-limits.js';

const NOW = Date.UTC(2027, 0, 2);
const data = loadRealGameData();
const lookup = buildArmyLookup(data, 'Stormcast Eternals')!;

function apply(list: ArmyList, edit: ListEdit) {
  return applyListEdit(deepFreeze(list), edit, data, NOW);
}

function refusal(list: ArmyList, edit: ListEdit): { code: string; message: string } {
  const result = apply(list, edit);
  if (result.ok) throw new Error(`Expected ${edit.op} to be refused`);
  return result.errors[0]!;
}

const general = makeRegiment(makeUnit('Lord-Vigilant on Morrgryph', { general: true }), ['Liberators', 'Vindictors', 'Prosecutors']);
const regiment = (units: string[]) => makeRegiment('Knight-Azyros', units);

describe('regimentRoom and regimentsRoom', () => {
  it("counts a regiment's units against three, four in the general's", () => {
    const list = makeList('Stormcast Eternals', { regiments: [general, regiment(['Liberators', 'Vindictors'])] });
    expect(regimentRoom(list, 0, lookup)).toEqual({ units: 3, max: 4, full: false });
    expect(regimentRoom(list, 1, lookup)).toEqual({ units: 2, max: 3, full: false });
    expect(regimentRoom(list, 2, lookup)).toBeUndefined();
  });

  it('gives a Freeguild Command Corps unit its own slot', () => {
    const cities = buildArmyLookup(data, 'Cities of Sigmar')!;
    const list = makeList('Cities of Sigmar', {
      regiments: [makeRegiment('Freeguild Marshal and Relic Envoy', ['Freeguild Command Corps Auxiliaries', 'Freeguild Steelhelms', 'Freeguild Steelhelms'])],
    });
    expect(regimentRoom(list, 0, cities)).toEqual({ units: 3, max: 4, full: false });
  });

  it('counts the regiment of renown as one of the five', () => {
    const four = Array.from({ length: 4 }, () => regiment([]));
    expect(regimentsRoom(makeList('Stormcast Eternals', { regiments: four }))).toEqual({ used: 4, max: 5, full: false, renown: false });
    expect(regimentsRoom(makeList('Stormcast Eternals', { regiments: four, regimentOfRenown: 'Gotrek Gurnisson' }))).toEqual({
      used: 5,
      max: 5,
      full: true,
      renown: true,
    });
  });
});

describe('applyListEdit holds the limits', () => {
  it('refuses a unit for a full regiment, and takes one where there is room', () => {
    const list = makeList('Stormcast Eternals', { regiments: [general, regiment(['Liberators', 'Vindictors', 'Prosecutors'])] });
    expect(refusal(list, { op: 'addUnit', unit: 'Liberators', to: { kind: 'regiment', index: 1 } })).toEqual({
      code: 'REGIMENT_FULL',
      message: 'Regiment 1 is full: 3 of 3 units.',
    });
    const added = apply(list, { op: 'addUnit', unit: 'Liberators', to: { kind: 'regiment', index: 0 } });
    expect(added.ok && added.value.regiments[0]!.units).toHaveLength(4);
    expect(refusal(added.ok ? added.value : list, { op: 'addUnit', unit: 'Liberators', to: { kind: 'regiment', index: 0 } }).code).toBe('REGIMENT_FULL');
    // The auxiliary units have no limit.
    expect(apply(list, { op: 'addUnit', unit: 'Liberators', to: { kind: 'auxiliary' } }).ok).toBe(true);
  });

  it('refuses a sixth regiment, and a regiment of renown as the sixth', () => {
    const five = makeList('Stormcast Eternals', { regiments: [general, ...Array.from({ length: 4 }, () => regiment([]))] });
    expect(refusal(five, { op: 'addLeader', leader: 'Lord-Veritant' })).toEqual({ code: 'TOO_MANY_REGIMENTS', message: 'A list has at most 5 regiments.' });
    expect(refusal(five, { op: 'setRegimentOfRenown', name: 'Gotrek Gurnisson' }).code).toBe('TOO_MANY_REGIMENTS');
    // Leading an existing regiment adds none.
    expect(apply(five, { op: 'addLeader', leader: 'Lord-Veritant', regiment: 4 }).ok).toBe(true);
    const four = makeList('Stormcast Eternals', { regiments: five.regiments.slice(0, 4), regimentOfRenown: 'Gotrek Gurnisson' });
    expect(refusal(four, { op: 'addLeader', leader: 'Lord-Veritant' }).message).toBe('A list has at most 5 regiments, its regiment of renown counting as one.');
  });

  it('lets a list already past a limit (an import) be edited elsewhere, and never made worse', () => {
    const over = makeList('Stormcast Eternals', { regiments: [general, regiment(['Liberators', 'Vindictors', 'Prosecutors', 'Liberators'])] });
    expect(apply(over, { op: 'addUnit', unit: 'Liberators', to: { kind: 'auxiliary' } }).ok).toBe(true);
    expect(apply(over, { op: 'removeUnit', unit: { kind: 'member', regiment: 1, unit: 0 } }).ok).toBe(true);
    expect(refusal(over, { op: 'addUnit', unit: 'Liberators', to: { kind: 'regiment', index: 1 } }).message).toBe('Regiment 1 is full: 3 of 3 units.');
  });
});

describe('the first leader becomes the general', () => {
  it('marks the first leader of a list without a general, and no later one', () => {
    const empty = makeList('Stormcast Eternals');
    const first = apply(empty, { op: 'addLeader', leader: 'Lord-Veritant' });
    if (!first.ok) throw new Error(first.errors[0]!.message);
    expect(first.value.regiments[0]!.leader).toMatchObject({ name: 'Lord-Veritant', general: true });
    const second = apply(first.value, { op: 'addLeader', leader: 'Knight-Azyros' });
    if (!second.ok) throw new Error(second.errors[0]!.message);
    expect(second.value.regiments.map((each) => each.leader?.general)).toEqual([true, false]);
  });

  it('marks a leader who takes over a regiment when the list has no general', () => {
    const leaderless = makeList('Stormcast Eternals', { regiments: [{ leader: null, units: [makeUnit('Liberators')] }] });
    const led = apply(leaderless, { op: 'addLeader', leader: 'Knight-Azyros', regiment: 0 });
    if (!led.ok) throw new Error(led.errors[0]!.message);
    expect(led.value.regiments[0]!.leader).toMatchObject({ name: 'Knight-Azyros', general: true });
  });
});
