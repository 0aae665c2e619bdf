import type { ListUnit } from '../list/army-list.js';
import type { Unit } from '../model/index.js';
import { modelCount, weaponOptionBounds } from './counter-bounds.js';
import { addChoiceCount, type WeaponMap } from './weapon-choices.js';

export type UnitOptionChoices = Pick<ListUnit, 'upgrades' | 'weapons'>;

/**
 * What a unit starts with when added (and what a blank unit-settings entry
 * means). Option sets chosen once for the unit go into `upgrades`: the first
 * option of each set that needs a choice (data minimum 1 or more); a set the
 * data lets a unit go without starts with none (README, Invariants: the Daemon
 * Prince is pledged to no god unless the player says so). Per-model choices
 * go into `weapons`: every optional weapon as many as allowed, capped by the
 * model count, and each model option set's first option for every model.
 */
export function defaultUnitOptions(unit: Unit): UnitOptionChoices {
  const upgrades: string[] = [];
  for (const optionSet of unit.optionSets) {
    const first = optionSet.options[0];
    if (first && optionSet.min >= 1) upgrades.push(first.name);
  }
  let weapons: WeaponMap = {};
  for (const model of unit.models) {
    const models = modelCount(model, false);
    for (const option of model.weapons.advanced) {
      weapons = addChoiceCount(weapons, model.name, option.name, Math.min(weaponOptionBounds(option, false).max, models));
    }
    for (const optionSet of model.optionSets) {
      const first = optionSet.options[0];
      if (first) weapons = addChoiceCount(weapons, model.name, first.name, models);
    }
  }
  return { upgrades, weapons };
}
