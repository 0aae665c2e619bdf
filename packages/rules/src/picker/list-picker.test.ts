import { describe, expect, it } from 'vitest';

import { applyListEdit } from '../builder/apply-list-edit.js';
import { makeList, makeRegiment } from '../../test/builders.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { findUnit } from '../../test/test-kit.js';
import { buildArmyLookup } from '../lookup/build-army-lookup.js';
import { listPickerUnits, pickerEdit, regimentLeader } from './list-picker.js';
import { regimentUnitCandidates } from './regiment-unit-picker.js';

describe('list picker on a real Stormcast list', () => {
  const data = loadRealGameData();
  const lookup = buildArmyLookup(data, 'Stormcast Eternals')!;
  const army = lookup.army;
  const list = makeList('Stormcast Eternals', { regiments: [makeRegiment('Knight-Azyros', ['Liberators'])] });

  it("offers the regiment's leader's units, nothing for a regiment without one, all with the override", () => {
    expect(regimentLeader(list, 0, lookup)?.name).toBe('Knight-Azyros');
    expect(listPickerUnits(list, { kind: 'unit' }, 0, lookup)).toEqual(regimentUnitCandidates(army, findUnit(army, 'Knight-Azyros')));
    expect(listPickerUnits(list, { kind: 'unit' }, 1, lookup)).toEqual([]);
    expect(listPickerUnits(list, { kind: 'unit' }, 1, lookup, true).length).toBeGreaterThan(10);
  });

  it('turns a pick into the edit for its place, and each applies', () => {
    const liberators = findUnit(army, 'Liberators');
    const veritant = findUnit(army, 'Lord-Veritant');
    const portal = findUnit(army, 'Stormreach Portal');
    const cases = [
      [pickerEdit(list, { kind: 'leader' }, 1, veritant), { op: 'addLeader', leader: 'Lord-Veritant' }],
      [pickerEdit(list, { kind: 'leader' }, 0, veritant), { op: 'addLeader', leader: 'Lord-Veritant', regiment: 0 }],
      [pickerEdit(list, { kind: 'unit' }, 0, liberators), { op: 'addUnit', unit: 'Liberators', to: { kind: 'regiment', index: 0 } }],
      [pickerEdit(list, { kind: 'aux' }, 999, liberators), { op: 'addUnit', unit: 'Liberators', to: { kind: 'auxiliary' } }],
      [pickerEdit(list, { kind: 'type', type: 'Infantry' }, 999, liberators), { op: 'addUnit', unit: 'Liberators', to: { kind: 'auxiliary' } }],
      [pickerEdit(list, { kind: 'type', type: 'Hero' }, 1, veritant), { op: 'addLeader', leader: 'Lord-Veritant' }],
      [pickerEdit(list, { kind: 'terrain' }, 0, portal), { op: 'setFactionTerrain', name: 'Stormreach Portal' }],
    ] as const;
    for (const [edit, expected] of cases) {
      expect(edit).toEqual(expected);
      expect(applyListEdit(list, edit, data, 1).ok, JSON.stringify(edit)).toBe(true);
    }
  });
});
