import { describe, expect, it } from 'vitest';

import { loadRealGameData, realArmy } from '../../test/real-game-data.js';
import { findUnit } from '../../test/test-kit.js';
import { weaponOptionBounds } from './counter-bounds.js';
import { defaultUnitOptions } from './default-unit-options.js';

describe('defaultUnitOptions on real data', () => {
  it('gives an optional weapon as many as allowed (Liberators: 1 Grandhammer)', () => {
    expect(defaultUnitOptions(findUnit(realArmy('Stormcast Eternals'), 'Liberators'))).toEqual({
      upgrades: [],
      weapons: { Liberator: [{ name: 'Grandhammer', count: 1 }] },
    });
  });

  it("caps an unlimited optional weapon at the model's max (The Unmade: 9 Nightmare Sickles)", () => {
    expect(defaultUnitOptions(findUnit(realArmy('Slaves to Darkness'), 'The Unmade')).weapons).toEqual({
      'The Unmade': [{ name: 'Nightmare Sickles', count: 9 }],
    });
  });

  it("gives every model the first option of its model's option set", () => {
    expect(defaultUnitOptions(findUnit(realArmy('Slaves to Darkness'), 'Darkoath Fellriders')).weapons).toEqual({
      'Darkoath Fellrider': [{ name: 'Fellrider Blades', count: 5 }],
    });
    expect(defaultUnitOptions(findUnit(realArmy('Seraphon'), 'Stegadon')).weapons).toEqual({
      Stegadon: [{ name: 'Skystreak Bow', count: 1 }],
    });
  });

  it('pools models that share a name (the three Stormfiends)', () => {
    expect(defaultUnitOptions(findUnit(realArmy('Skaven'), 'Stormfiends')).weapons).toEqual({
      Stormfiend: [
        { name: 'Ratling Cannons and Clubbing Blows', count: 1 },
        { name: 'Warpfire Projectors and Clubbing Blows', count: 1 },
        { name: 'Doomflayer Gauntlets', count: 1 },
      ],
    });
  });

  it('makes the first option of each unit-wide option set the default upgrade (Daemon Prince)', () => {
    expect(defaultUnitOptions(findUnit(realArmy('Slaves to Darkness'), 'Daemon Prince'))).toEqual({
      upgrades: ['Wings', 'Pledged to Tzeentch'],
      weapons: {},
    });
  });

  it('never exceeds a counter bound, for every unit of every army', () => {
    const data = loadRealGameData();
    for (const army of Object.values(data.armies)) {
      for (const unit of army.units) {
        const { weapons, upgrades } = defaultUnitOptions(unit);
        expect(upgrades.length, unit.name).toBe(unit.optionSets.filter((set) => set.options.length > 0).length);
        for (const model of unit.models) {
          for (const option of model.weapons.advanced) {
            const count = weapons[model.name]?.find((choice) => choice.name === option.name)?.count ?? 0;
            expect(count, `${army.name}: ${unit.name}`).toBeLessThanOrEqual(weaponOptionBounds(option, false).max);
          }
        }
      }
    }
  });
});
