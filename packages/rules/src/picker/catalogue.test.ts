import { describe, expect, it } from 'vitest';

import { applyListEdit } from '../builder/apply-list-edit.js';
import { makeList, makeRegiment } from '../../test/builders.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { buildArmyLookup } from '../lookup/build-army-lookup.js';
import { catalogueDrop, catalogueUnits } from './catalogue.js';
import { listPickerUnits } from './list-picker.js';

describe('the catalogue on a real Stormcast list', () => {
  const data = loadRealGameData();
  const lookup = buildArmyLookup(data, 'Stormcast Eternals')!;
  const list = makeList('Stormcast Eternals', {
    regiments: [
      makeRegiment('Knight-Azyros', ['Liberators']),
      makeRegiment('Lord-Veritant', ['Vindictors', 'Vindictors', 'Vindictors']),
      { leader: null, units: [] },
    ],
  });
  const names = (units: readonly { name: string }[]) => units.map((unit) => unit.name);

  it('offers what some picker offers: leaders, regiment units, auxiliaries and terrain, but no manifestation nor Legends unasked', () => {
    const units = names(catalogueUnits(list, lookup));
    expect(units).toEqual(expect.arrayContaining(['Knight-Azyros', 'Liberators', 'Gryph-hounds', 'Stormreach Portal', "Neave's Companions"]));
    expect(units).not.toContain('Lord-Castellant');
    expect(catalogueUnits(list, lookup).some((unit) => unit.type === 'Manifestation')).toBe(false);
    expect(names(catalogueUnits(list, lookup, true))).toContain('Lord-Castellant');
    // Every unit the regiment and leader pickers offer is in it.
    for (const offered of [...listPickerUnits(list, { kind: 'unit' }, 0, lookup), ...listPickerUnits(list, { kind: 'leader' }, 3, lookup)]) {
      expect(units).toContain(offered.name);
    }
  });

  it("gives the picker's edit for a legal drop, and it applies", () => {
    const cases = [
      [
        catalogueDrop(list, lookup, 'Prosecutors', { kind: 'regiment', regiment: 0 }),
        { op: 'addUnit', unit: 'Prosecutors', to: { kind: 'regiment', index: 0 } },
      ],
      [catalogueDrop(list, lookup, 'Knight-Arcanum', { kind: 'regiment', regiment: 2 }), { op: 'addLeader', leader: 'Knight-Arcanum', regiment: 2 }],
      [catalogueDrop(list, lookup, 'Knight-Arcanum', { kind: 'newRegiment' }), { op: 'addLeader', leader: 'Knight-Arcanum' }],
      [catalogueDrop(list, lookup, 'Gryph-hounds', { kind: 'auxiliary' }), { op: 'addUnit', unit: 'Gryph-hounds', to: { kind: 'auxiliary' } }],
      [catalogueDrop(list, lookup, 'Stormreach Portal', { kind: 'terrain' }), { op: 'setFactionTerrain', name: 'Stormreach Portal' }],
    ] as const;
    for (const [drop, edit] of cases) {
      expect(drop).toEqual({ ok: true, value: edit });
      if (drop.ok) expect(applyListEdit(list, drop.value, data, 0).ok).toBe(true);
    }
  });

  it('refuses what the place would not offer, saying why', () => {
    const refusal = (name: string, place: Parameters<typeof catalogueDrop>[3]) => {
      const drop = catalogueDrop(list, lookup, name, place);
      return drop.ok ? null : drop.errors[0];
    };
    expect(refusal('Gryph-hounds', { kind: 'regiment', regiment: 0 })).toEqual({ code: 'NOT_IN_REGIMENT_OPTIONS', leader: 'Knight-Azyros' });
    expect(refusal('Liberators', { kind: 'regiment', regiment: 1 })).toEqual({ code: 'REGIMENT_FULL', room: { units: 3, max: 3, full: true } });
    expect(refusal('Liberators', { kind: 'regiment', regiment: 2 })).toEqual({ code: 'NEEDS_LEADER' });
    expect(refusal('Liberators', { kind: 'newRegiment' })).toEqual({ code: 'NOT_A_LEADER' });
    expect(refusal("Neave's Companions", { kind: 'auxiliary' })).toEqual({ code: 'COMPANION', leader: 'Neave Blacktalon' });
    expect(refusal("Neave's Companions", { kind: 'regiment', regiment: 0 })).toEqual({ code: 'COMPANION', leader: 'Neave Blacktalon' });
    expect(refusal('Stormreach Portal', { kind: 'regiment', regiment: 0 })).toEqual({ code: 'TERRAIN_ELSEWHERE' });
    expect(refusal('Liberators', { kind: 'terrain' })).toEqual({ code: 'NOT_TERRAIN' });
    expect(refusal('Lord-Castellant', { kind: 'newRegiment' })).toEqual({ code: 'LEGENDS' });
    expect(catalogueDrop(list, lookup, 'Lord-Castellant', { kind: 'newRegiment' }, true).ok).toBe(true);
    const five = { ...list, regiments: [...list.regiments, makeRegiment('Knight-Arcanum'), makeRegiment('Knight-Draconis')] };
    expect(catalogueDrop(five, lookup, 'Knight-Questor', { kind: 'newRegiment' })).toEqual({
      ok: false,
      errors: [{ code: 'REGIMENTS_FULL', room: { used: 5, max: 5, full: true, renown: false } }],
    });
  });
});
