import { describe, expect, it } from 'vitest';

import { loadRealGameData, realArmy } from '../../test/real-game-data.js';
import { findUnit } from '../../test/test-kit.js';
import { parseListText } from '../text/parse-list.js';
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

  it('makes the first option of each unit-wide set that needs a choice the default upgrade, and leaves a set the data lets go empty (Daemon Prince: no pledge)', () => {
    const prince = findUnit(realArmy('Slaves to Darkness'), 'Daemon Prince');
    expect(prince.optionSets.map(({ name, min, max }) => ({ name, min, max }))).toEqual([
      { name: 'Wargear Options', min: 1, max: 1 },
      { name: 'Mark of Chaos', min: 0, max: 1 },
    ]);
    expect(defaultUnitOptions(prince)).toEqual({ upgrades: ['Wings'], weapons: {} });
  });

  it('lets an imported Daemon Prince stay pledged to no god unless the text names one', () => {
    const leaderUpgrades = (lines: string) => {
      const text = `Pledges 2000/2000 pts\n\nSlaves to Darkness\n\nGeneral's Regiment\nDaemon Prince (170)\n• General\n${lines}\n`;
      const result = parseListText(text, loadRealGameData());
      if (!result.ok) throw new Error(result.errors[0]!.message);
      return result.value.list.regiments[0]!.leader!.upgrades;
    };
    expect(leaderUpgrades('• Wings')).toEqual(['Wings']);
    expect(leaderUpgrades('• Trophy Rack\n• Pledged to Nurgle')).toEqual(['Trophy Rack', 'Pledged to Nurgle']);
  });

  it('never exceeds a counter bound, for every unit of every army', () => {
    const data = loadRealGameData();
    for (const army of Object.values(data.armies)) {
      for (const unit of army.units) {
        const { weapons, upgrades } = defaultUnitOptions(unit);
        expect(upgrades.length, unit.name).toBe(unit.optionSets.filter((set) => set.options.length > 0 && set.min >= 1).length);
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
