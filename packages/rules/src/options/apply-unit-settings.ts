import type { ListUnit, WeaponChoice } from '../list/army-list.js';
import type { Unit } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';
import { hasUpgrade } from './clamp-unit-options.js';
import { isSingleModelUnit } from './single-model-unit.js';
import { chooseModelOption, chooseUpgrade, setWeaponCount } from './set-option-count.js';
import { withChoiceCount } from './weapon-choices.js';

/** A player's saved default settings for a unit: applied whenever the unit is added. */
export type UnitSettings = {
  name: string;
  upgrades: readonly string[];
  /** Model name -> weapon options; a model left out keeps the unit's defaults. */
  weapons: Readonly<Record<string, readonly WeaponChoice[]>>;
};

function savedCount(saved: readonly WeaponChoice[], optionName: string): WeaponChoice | undefined {
  return saved.find((choice) => nameKey(choice.name) === nameKey(optionName));
}

function applyModelSettings(listUnit: ListUnit, unit: Unit, modelName: string, saved: readonly WeaponChoice[]): ListUnit {
  let result = listUnit;
  for (const model of unit.models.filter((candidate) => candidate.name === modelName)) {
    // A model named in the settings holds exactly what was saved: optional weapons left out are not taken.
    for (const option of model.weapons.advanced) {
      result = setWeaponCount(result, unit, modelName, option.name, savedCount(saved, option.name)?.count ?? 0);
    }
    for (const optionSet of model.optionSets) {
      // In the saved order: when the saved counts no longer fit, the first saved keep theirs.
      const inSet = new Set(optionSet.options.map((option) => nameKey(option.name)));
      const picks = saved.filter((choice) => inSet.has(nameKey(choice.name)) && choice.count > 0);
      // Every model needs one option of the set: without a saved pick the default stays.
      if (picks.length === 0) continue;
      if (isSingleModelUnit(unit)) {
        result = chooseModelOption(result, unit, modelName, picks[0]!.name);
        continue;
      }
      let weapons = result.weapons;
      for (const option of optionSet.options) weapons = withChoiceCount(weapons, modelName, option.name, 0);
      result = { ...result, weapons };
      for (const pick of picks) result = setWeaponCount(result, unit, modelName, pick.name, pick.count);
    }
  }
  return result;
}

/**
 * Applies saved settings to a freshly added unit. Settings saved for another
 * unit change nothing, and upgrade, model and weapon names the unit does not
 * have are ignored; counts are kept within the counters' bounds.
 */
export function applyUnitSettings(listUnit: ListUnit, unit: Unit, settings: UnitSettings): ListUnit {
  if (nameKey(settings.name) !== nameKey(unit.name)) return listUnit;
  let result = listUnit;
  for (const upgrade of settings.upgrades) {
    if (hasUpgrade(unit, upgrade)) result = chooseUpgrade(result, unit, upgrade);
  }
  for (const [savedModel, saved] of Object.entries(settings.weapons)) {
    const model = unit.models.find((candidate) => nameKey(candidate.name) === nameKey(savedModel));
    if (model) result = applyModelSettings(result, unit, model.name, saved);
  }
  return result;
}
