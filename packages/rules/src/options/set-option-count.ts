import type { ListUnit } from '../list/army-list.js';
import type { Unit } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';
import { clampToBounds, modelCount, weaponOptionBounds } from './counter-bounds.js';
import { optionSetOptionBounds } from './option-set-bounds.js';
import { isSingleModelUnit } from './single-model-unit.js';
import { findWeaponChoiceSource, withChoiceCount } from './weapon-choices.js';

/**
 * Sets a counter: the count is kept within the counter's bounds. In a
 * single-model unit an option set is a select, so a positive count chooses
 * the option and zero changes nothing. Names the unit lacks change nothing.
 */
export function setWeaponCount(listUnit: ListUnit, unit: Unit, modelName: string, optionName: string, count: number): ListUnit {
  const source = findWeaponChoiceSource(unit, modelName, optionName);
  if (!source) return listUnit;
  if (source.kind === 'advanced') {
    const value = clampToBounds(count, weaponOptionBounds(source.option, listUnit.reinforced));
    return { ...listUnit, weapons: withChoiceCount(listUnit.weapons, modelName, source.option.name, value) };
  }
  if (isSingleModelUnit(unit)) return count > 0 ? chooseModelOption(listUnit, unit, modelName, optionName) : listUnit;
  const chosen = listUnit.weapons[modelName] ?? [];
  const bounds = optionSetOptionBounds(source.model, source.optionSet, chosen, source.optionName, listUnit.reinforced);
  return { ...listUnit, weapons: withChoiceCount(listUnit.weapons, modelName, source.optionName, clampToBounds(count, bounds)) };
}

/**
 * Gives every model of the kind this option of its set (the select of a
 * single-model unit; 'all take X' for larger ones): the set's other options
 * drop to zero.
 */
export function chooseModelOption(listUnit: ListUnit, unit: Unit, modelName: string, optionName: string): ListUnit {
  const source = findWeaponChoiceSource(unit, modelName, optionName);
  if (!source || source.kind !== 'optionSet') return listUnit;
  let weapons = listUnit.weapons;
  for (const option of source.optionSet.options) weapons = withChoiceCount(weapons, modelName, option.name, 0);
  weapons = withChoiceCount(weapons, modelName, source.optionName, modelCount(source.model, listUnit.reinforced));
  return { ...listUnit, weapons };
}

/** Chooses an option of a unit-wide option set (a Mark of Chaos), replacing that set's earlier choice. */
export function chooseUpgrade(listUnit: ListUnit, unit: Unit, optionName: string): ListUnit {
  const key = nameKey(optionName);
  const optionSet = unit.optionSets.find((set) => set.options.some((option) => nameKey(option.name) === key));
  if (!optionSet) return listUnit;
  const inSet = new Set(optionSet.options.map((option) => nameKey(option.name)));
  const canonical = optionSet.options.find((option) => nameKey(option.name) === key)!.name;
  return { ...listUnit, upgrades: [...listUnit.upgrades.filter((name) => !inSet.has(nameKey(name))), canonical] };
}

/** Clears the choice of an optional unit-wide set (min 0); a required set keeps its choice. */
export function clearUpgradeSet(listUnit: ListUnit, unit: Unit, setName: string): ListUnit {
  const optionSet = unit.optionSets.find((set) => nameKey(set.name) === nameKey(setName));
  if (!optionSet || optionSet.min > 0) return listUnit;
  const inSet = new Set(optionSet.options.map((option) => nameKey(option.name)));
  const upgrades = listUnit.upgrades.filter((name) => !inSet.has(nameKey(name)));
  return upgrades.length === listUnit.upgrades.length ? listUnit : { ...listUnit, upgrades };
}
