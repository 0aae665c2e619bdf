import { describe, expect, it } from 'vitest';

import { realArmy } from '../../test/real-game-data.js';
import { findUnit } from '../../test/test-kit.js';
import { newListUnit } from './new-list-unit.js';
import { optionSetOptionBounds } from './option-set-bounds.js';
import { setWeaponCount } from './set-option-count.js';
import { unitOptionCounters } from './unit-option-counters.js';

describe('optionSetOptionBounds', () => {
  it('is the model count less what the other options took', () => {
    const fellriders = findUnit(realArmy('Slaves to Darkness'), 'Darkoath Fellriders');
    const model = fellriders.models[0]!;
    const set = model.optionSets[0]!;
    const chosen = [
      { name: 'Fellrider Blades', count: 3 },
      { name: 'Marauder Javelin', count: 1 },
    ];
    expect(optionSetOptionBounds(model, set, chosen, 'Marauder Javelin', false)).toEqual({ min: 0, max: 2 });
    expect(optionSetOptionBounds(model, set, chosen, 'Fellrider Blades', false)).toEqual({ min: 0, max: 4 });
    expect(optionSetOptionBounds(model, set, chosen, 'Marauder Javelin', true)).toEqual({ min: 0, max: 7 });
  });
});

describe('unitOptionCounters', () => {
  it('shows optional weapons as counters with their bounds (Skaven Rat Ogors)', () => {
    const ogors = findUnit(realArmy('Skaven'), 'Rat Ogors');
    const view = unitOptionCounters(ogors, { ...newListUnit(ogors), reinforced: true });
    // Three Rat Ogors, six reinforced.
    expect(view.models).toEqual([{ model: 'Rat Ogor', models: 6, weaponOptions: [{ name: 'Warpfire Gun', count: 1, min: 0, max: 2 }], optionSets: [] }]);
  });

  it('shows a replacement the data caps per unit as a counter (Ironjawz Brutes: Gore-choppa)', () => {
    const brutes = findUnit(realArmy('Ironjawz'), 'Brutes');
    // A new unit takes the one the data gives by default.
    expect(unitOptionCounters(brutes, newListUnit(brutes)).models[0]!.weaponOptions).toEqual([{ name: 'Gore-choppa', count: 1, min: 0, max: 1 }]);
    const reinforced = { ...newListUnit(brutes), reinforced: true };
    expect(unitOptionCounters(brutes, reinforced).models[0]!.weaponOptions).toEqual([{ name: 'Gore-choppa', count: 1, min: 0, max: 2 }]);
  });

  it('shows a single-model option set as a select with the first option chosen by default', () => {
    const chariot = findUnit(realArmy('Slaves to Darkness'), 'Chaos Chariot');
    const view = unitOptionCounters(chariot, { ...newListUnit(chariot), weapons: {} });
    expect(view.models[0]!.optionSets[0]).toMatchObject({ name: 'Wargear Options', single: true, selected: 'Chaos Greatblade' });
  });

  it('shows a larger unit option set as counters sharing the model count', () => {
    const fellriders = findUnit(realArmy('Slaves to Darkness'), 'Darkoath Fellriders');
    const unit = setWeaponCount(newListUnit(fellriders), fellriders, 'Darkoath Fellrider', 'Fellrider Blades', 2);
    const [model] = unitOptionCounters(fellriders, unit).models;
    const set = model!.optionSets[0]!;
    // '2 of 5 models: Fellrider Blades'.
    expect(model!.models).toBe(5);
    expect(set.single).toBe(false);
    expect(set.options).toEqual([
      { name: 'Fellrider Blades', count: 2, min: 0, max: 5 },
      { name: 'Marauder Javelin', count: 0, min: 0, max: 3 },
    ]);
  });

  it('lists unit-wide option sets with the chosen upgrade, none where the data needs none (Daemon Prince)', () => {
    const prince = findUnit(realArmy('Slaves to Darkness'), 'Daemon Prince');
    expect(unitOptionCounters(prince, newListUnit(prince)).upgradeSets).toEqual([
      { name: 'Wargear Options', required: true, options: ['Wings', 'Trophy Rack'], selected: 'Wings' },
      {
        name: 'Mark of Chaos',
        required: false,
        options: ['Pledged to Tzeentch', 'Pledged to Slaanesh', 'Pledged to Nurgle', 'Pledged to Khorne'],
        selected: null,
      },
    ]);
  });

  it('leaves out models without choices (Vindictors have none)', () => {
    const vindictors = findUnit(realArmy('Stormcast Eternals'), 'Vindictors');
    expect(unitOptionCounters(vindictors, newListUnit(vindictors))).toEqual({ models: [], upgradeSets: [] });
  });
});
