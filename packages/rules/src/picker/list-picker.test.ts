import { describe, expect, it } from 'vitest';

import { applyListEdit } from '../builder/apply-list-edit.js';
import { makeList, makeRegiment } from '../../test/builders.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { findUnit } from '../../test/test-kit.js';
import { buildArmyLookup } from '../lookup/build-army-lookup.js';
import { listPickerUnits, listRenownCandidates, pickerEdit, regimentLeader } from './list-picker.js';
import { regimentUnitCandidates } from './regiment-unit-picker.js';

describe('list picker on a real Stormcast list', () => {
  const data = loadRealGameData();
  const lookup = buildArmyLookup(data, 'Stormcast Eternals')!;
  const army = lookup.army;
  const list = makeList('Stormcast Eternals', { regiments: [makeRegiment('Knight-Azyros', ['Liberators'])] });

  it("offers the regiment's leader's units, nothing for a regiment without one, all with the override", () => {
    expect(regimentLeader(list, 0, lookup)?.name).toBe('Knight-Azyros');
    const allowed = regimentUnitCandidates(army, findUnit(army, 'Knight-Azyros'));
    expect(listPickerUnits(list, { kind: 'unit' }, 0, lookup)).toEqual(allowed.filter((unit) => !unit.legends));
    expect(listPickerUnits(list, { kind: 'unit' }, 1, lookup)).toEqual([]);
    expect(listPickerUnits(list, { kind: 'unit' }, 1, lookup, { override: true }).length).toBeGreaterThan(10);
  });

  it('offers Legends only in the Legends and disabled modes, or when the player asks', () => {
    const names = (units: readonly { name: string }[]) => units.map((unit) => unit.name);
    const standard = listPickerUnits(list, { kind: 'leader' }, 1, lookup);
    expect(standard.length).toBeGreaterThan(10);
    expect(standard.filter((unit) => unit.legends)).toEqual([]);
    expect(names(standard)).not.toContain('Lord-Castellant');
    const asked = listPickerUnits(list, { kind: 'leader' }, 1, lookup, { alsoLegends: true });
    expect(names(asked)).toEqual(expect.arrayContaining(['Lord-Veritant', 'Lord-Castellant', 'Knight-Venator']));
    for (const mode of ['legends', 'disabled'] as const) {
      expect(names(listPickerUnits({ ...list, validator: mode }, { kind: 'leader' }, 1, lookup)), mode).toEqual(names(asked));
    }
    for (const mode of ['highlander', 'holy havoc'] as const) {
      expect(names(listPickerUnits({ ...list, validator: mode }, { kind: 'leader' }, 1, lookup)), mode).toEqual(names(standard));
    }
  });

  it('offers a Legends regiment of renown the same way', () => {
    const cities = buildArmyLookup(data, 'Cities of Sigmar')!;
    const citiesList = makeList('Cities of Sigmar');
    const names = (alsoLegends: boolean, validator = citiesList.validator) =>
      listRenownCandidates({ ...citiesList, validator }, cities, alsoLegends).map((regiment) => regiment.name);
    expect(names(false).length).toBeGreaterThan(3);
    expect(names(false)).not.toContain('Heroes of the Jade Abbey');
    expect(names(true)).toContain('Heroes of the Jade Abbey');
    expect(names(false, 'legends')).toContain('Heroes of the Jade Abbey');
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
