import type { WeaponChoice } from '../list/army-list.js';
import type { Model, OptionSet } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';
import { modelCount, type CounterBounds } from './counter-bounds.js';

/** Total count the models of this kind have taken from one option set. */
export function optionSetTotal(optionSet: OptionSet, chosen: readonly WeaponChoice[], except?: string): number {
  const names = new Set(optionSet.options.map((option) => nameKey(option.name)));
  const skip = except === undefined ? undefined : nameKey(except);
  let total = 0;
  for (const choice of chosen) {
    const key = nameKey(choice.name);
    if (names.has(key) && key !== skip) total += choice.count;
  }
  return total;
}

/**
 * Bounds of one option of a model's option set: the model count less what the
 * set's other options already took. A set's max is per model (always 1 in
 * current data), so it scales the count.
 */
export function optionSetOptionBounds(
  model: Model,
  optionSet: OptionSet,
  chosen: readonly WeaponChoice[],
  optionName: string,
  reinforced: boolean,
): CounterBounds {
  const perModel = Math.max(1, optionSet.max);
  const allowed = modelCount(model, reinforced) * perModel;
  return { min: 0, max: Math.max(0, allowed - optionSetTotal(optionSet, chosen, optionName)) };
}
