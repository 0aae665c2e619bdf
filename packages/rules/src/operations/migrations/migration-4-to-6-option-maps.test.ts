import { describe, expect, it } from 'vitest';

import { listSchemas } from '../../list/army-list.js';
import { deepFreeze } from '../../../test/test-kit.js';
import { migration4 } from './migration-4-weapon-options.js';
import { migration5 } from './migration-5-enhancement-maps.js';
import { migration6 } from './migration-6-option-values.js';
import type { StoredData } from './stored-data.js';

const CONTEXT = { now: 0, newId: () => 'x' };

function value(result: ReturnType<typeof migration4.migrate>): StoredData {
  if (!result.ok) throw new Error(result.errors[0]!.message);
  return result.value;
}

/**
 * Version 3 units as older builds wrote them (the unit-settings
 * fields): `weaponOptions` a Map saved as entries or a plain object,
 * `enhancements` a Map of table -> enhancement including the trait and
 * artefact tables, empty strings for no trait or artefact, count maps per model.
 */
const leader = {
  name: 'Clawlord',
  general: true,
  heroicTrait: '',
  artifact: '',
  reinforced: false,
  weaponOptions: [],
  enhancements: [
    ['Heroic Traits', 'Scurry Away'],
    ['Artefacts of Power', 'Foulhide'],
    ['Moulder Mutations', 'Transplanted Brains'],
  ],
  upgrades: [],
};
const ratOgors = {
  name: 'Rat Ogors',
  general: false,
  heroicTrait: '',
  artifact: '',
  reinforced: true,
  weaponOptions: [['Rat Ogor', [{ name: 'Warpfire Gun', count: 2 }]]],
  enhancements: [],
  upgrades: [],
};
const fellriders = {
  name: 'Darkoath Fellriders',
  reinforced: false,
  weaponOptions: { 'Darkoath Fellrider': { 'Fellrider Blades': 3, 'Marauder Javelin': '2', Broken: 'x' } },
  weapons: { Other: [{ name: 'Kept', count: 1 }] },
  enhancements: { 'Ensorcelled Banners': '', 'Heroic Traits': 'Ignored: not a hero slot left empty' },
  heroicTrait: 'Already Chosen',
  upgrades: ['Banner'],
};
const V3 = {
  lists: { a: { id: 'a', faction: 'Skaven', regiments: [{ leader, units: [ratOgors] }], auxiliaryUnits: [fellriders], regimentOfRenownUnits: [] } },
};

describe('migrations 4 to 6: old option maps to weapons and enhancementChoices', () => {
  const v4 = value(migration4.migrate(deepFreeze(V3), CONTEXT));
  const v5 = value(migration5.migrate(v4, CONTEXT));
  const v6 = value(migration6.migrate(v5, CONTEXT));
  const units = (stored: StoredData) => {
    const list = (stored.lists as Record<string, { regiments: { leader: unknown; units: unknown[] }[]; auxiliaryUnits: unknown[] }>).a!;
    return [list.regiments[0]!.leader, list.regiments[0]!.units[0], list.auxiliaryUnits[0]] as Record<string, unknown>[];
  };

  it('4: weaponOptions (entries or object) becomes weapons, newer weapons entries kept', () => {
    const [l, r, f] = units(v4);
    expect(l!.weapons).toEqual({});
    expect(r!.weapons).toEqual({ 'Rat Ogor': [{ name: 'Warpfire Gun', count: 2 }] });
    expect(f!.weapons).toEqual({ 'Darkoath Fellrider': { 'Fellrider Blades': 3, 'Marauder Javelin': '2', Broken: 'x' }, Other: [{ name: 'Kept', count: 1 }] });
    for (const unit of units(v4)) expect(unit).not.toHaveProperty('weaponOptions');
  });

  it('5: enhancements becomes enhancementChoices; trait and artefact entries fill empty slots', () => {
    const [l, r, f] = units(v5);
    expect(l).toMatchObject({ heroicTrait: 'Scurry Away', artifact: 'Foulhide', enhancementChoices: { 'Moulder Mutations': 'Transplanted Brains' } });
    expect(r!.enhancementChoices).toEqual({});
    expect(f).toMatchObject({ heroicTrait: 'Already Chosen', enhancementChoices: { 'Ensorcelled Banners': '' } });
    for (const unit of units(v5)) expect(unit).not.toHaveProperty('enhancements');
  });

  it("6: values in today's shape, which the list schema accepts", () => {
    const [l, r, f] = units(v6);
    expect(f).toMatchObject({
      weapons: {
        'Darkoath Fellrider': [
          { name: 'Fellrider Blades', count: 3 },
          { name: 'Marauder Javelin', count: 2 },
        ],
        Other: [{ name: 'Kept', count: 1 }],
      },
      enhancementChoices: {},
    });
    expect(r).toMatchObject({ artifact: null, heroicTrait: null, weapons: { 'Rat Ogor': [{ name: 'Warpfire Gun', count: 2 }] } });
    for (const unit of [l, r, f]) expect(listSchemas().ListUnitSchema.parse(unit)).toMatchObject(unit!);
  });

  it('6: folds duplicate and zero counts', () => {
    const stored = {
      lists: {
        a: {
          regiments: [],
          auxiliaryUnits: [
            {
              name: 'X',
              weapons: {
                M: [
                  { name: 'A', count: 1 },
                  { name: 'A', count: 2 },
                  { name: 'B', count: 0 },
                ],
              },
            },
          ],
        },
      },
    };
    const result = value(migration6.migrate(stored, CONTEXT));
    expect((result.lists as { a: { auxiliaryUnits: { weapons: unknown }[] } }).a.auxiliaryUnits[0]!.weapons).toEqual({ M: [{ name: 'A', count: 3 }] });
  });

  it('leave units without old fields alone', () => {
    const current = { lists: { a: { regiments: [], auxiliaryUnits: [{ name: 'X', weapons: {}, enhancementChoices: {} }] } } };
    expect(value(migration4.migrate(current, CONTEXT))).toEqual(current);
    expect(value(migration5.migrate(current, CONTEXT))).toEqual(current);
  });
});
