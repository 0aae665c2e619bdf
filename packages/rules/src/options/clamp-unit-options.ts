import type { ListUnit, WeaponChoice } from '../list/army-list.js';
import type { Unit } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';
import { modelCount, weaponOptionBounds } from './counter-bounds.js';
import { findWeaponChoiceSource, type WeaponMap } from './weapon-choices.js';

/**
 * Brings every weapon count within its counter's bounds for the unit's
 * current reinforcement: optional weapons to their limit, option sets so the
 * set's total does not pass the model count (later entries give way first).
 * Names the unit lacks are left for the cleaning step to report.
 */
export function clampUnitOptions(listUnit: ListUnit, unit: Unit): ListUnit {
  const weapons: WeaponMap = {};
  let changed = false;
  for (const [modelName, choices] of Object.entries(listUnit.weapons)) {
    const setTotals = new Map<object, number>();
    const next: WeaponChoice[] = [];
    for (const choice of choices) {
      const source = findWeaponChoiceSource(unit, modelName, choice.name);
      let count = choice.count;
      if (source?.kind === 'advanced') {
        count = Math.min(count, weaponOptionBounds(source.option, listUnit.reinforced).max);
      } else if (source?.kind === 'optionSet') {
        const used = setTotals.get(source.optionSet) ?? 0;
        const allowed = modelCount(source.model, listUnit.reinforced) * Math.max(1, source.optionSet.max);
        count = Math.min(count, Math.max(0, allowed - used));
        setTotals.set(source.optionSet, used + count);
      }
      count = Math.max(0, Math.trunc(count));
      if (count !== choice.count) changed = true;
      if (count > 0) next.push(count === choice.count ? choice : { name: choice.name, count });
    }
    if (next.length > 0) weapons[modelName] = next;
    else changed = true;
  }
  return changed ? { ...listUnit, weapons } : listUnit;
}

/** Reinforces or un-reinforces a unit, trimming counts that no longer fit. */
export function setReinforced(listUnit: ListUnit, unit: Unit, reinforced: boolean): ListUnit {
  if (listUnit.reinforced === reinforced) return listUnit;
  return clampUnitOptions({ ...listUnit, reinforced }, unit);
}

/** Whether the unit's data has an option of that name in one of its unit-wide option sets. */
export function hasUpgrade(unit: Unit, upgradeName: string): boolean {
  const key = nameKey(upgradeName);
  return unit.optionSets.some((optionSet) => optionSet.options.some((option) => nameKey(option.name) === key));
}

/**
 * Whether an upgrade name is one of the unit's options: a unit-wide set's, or
 * a model set's (a single model's wargear may be stored as an upgrade).
 */
export function isKnownUpgrade(unit: Unit, upgradeName: string): boolean {
  if (hasUpgrade(unit, upgradeName)) return true;
  const key = nameKey(upgradeName);
  return unit.models.some((model) => model.optionSets.some((set) => set.options.some((option) => nameKey(option.name) === key)));
}
