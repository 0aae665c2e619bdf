// The engine's cache of game-data indexes is keyed by the GameData object: the
// same data gives the same lookup (built once), another data object its own.
import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../test/builders.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { withUnits } from '../../test/unit-rules-support.js';
import type { OptionSet } from '../model/index.js';
import { validateList } from '../validate/validate-list.js';
import { unitsIndex } from '../validate/rules/units/army-index.js';
import { weaponOptionsRule } from '../validate/rules/units/weapons.js';
import { buildArmyLookup } from './build-army-lookup.js';

const KO = 'Kharadron Overlords';
const company = (heavyWeapons: number) =>
  makeList(KO, {
    regiments: [
      makeRegiment('Arkanaut Admiral', [
        makeUnit('Arkanaut Company', {
          weapons: {
            Arkanaut: [
              { name: 'Skypike', count: 1 },
              { name: 'Privateer Heavy Weapon', count: heavyWeapons },
            ],
          },
        }),
      ]),
    ],
  });

describe('buildArmyLookup, cached per GameData object', () => {
  it('builds an army’s lookup once per data object, and its units index with it', () => {
    const data = loadRealGameData();
    const lookup = buildArmyLookup(data, KO)!;
    expect(buildArmyLookup(data, KO)).toBe(lookup);
    expect(lookup.army).toBe(data.armies[KO]);
    expect(unitsIndex(lookup)).toBe(unitsIndex(buildArmyLookup(data, KO)!));
    expect(buildArmyLookup(data, 'No Such Army')).toBeUndefined();
    expect(buildArmyLookup(data, 'No Such Army')).toBeUndefined();
  });

  it('gives another data object its own lookup and index, so an edited copy is never served the old army', () => {
    const data = loadRealGameData();
    expect(validateList(company(3), data, [weaponOptionsRule]).errors).toEqual(['Arkanaut Company may take at most 2 Privateer Heavy Weapon.']);
    // The same army with the heavy weapon allowed three times.
    const raised = withUnits(data, KO, (unit) =>
      unit.name !== 'Arkanaut Company'
        ? unit
        : {
            ...unit,
            models: unit.models.map((model) => ({
              ...model,
              weapons: {
                ...model.weapons,
                advanced: model.weapons.advanced.map((weapon) => (weapon.name === 'Privateer Heavy Weapon' ? { ...weapon, max: 3 } : weapon)),
              },
            })),
          },
    );
    expect(buildArmyLookup(raised, KO)).not.toBe(buildArmyLookup(data, KO));
    expect(unitsIndex(buildArmyLookup(raised, KO)!)).not.toBe(unitsIndex(buildArmyLookup(data, KO)!));
    expect(validateList(company(3), raised, [weaponOptionsRule]).errors).toEqual([]);
    expect(validateList(company(3), data, [weaponOptionsRule]).errors).toHaveLength(1);
  });

  it('keeps the rules’ per-army memos in the units index, filled as the rules ask', () => {
    const data = loadRealGameData();
    const index = unitsIndex(buildArmyLookup(data, KO)!);
    validateList(company(2), data);
    const arkanauts = index.unit('Arkanaut Company')!;
    const admiral = index.unit('Arkanaut Admiral')!;
    expect(index.options.has(arkanauts)).toBe(true);
    expect(index.profiles.has(admiral)).toBe(true);
    const options = index.options.get(arkanauts)!;
    validateList(company(2), data);
    expect(index.options.get(arkanauts)).toBe(options);
    const sets: OptionSet[] = [...options.unitOptions.values()];
    expect(sets.every((set) => arkanauts.optionSets.includes(set))).toBe(true);
  });
});
