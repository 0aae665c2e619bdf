import type { OptionSet, Unit, WeaponOption } from '../../../model/index.js';
import type { UnitsIndex } from './army-index.js';

/** What the models of one name may take: a unit can hold several models of one name (Stormfiends). */
export type ModelPool = {
  weapons: ReadonlyMap<string, WeaponOption>;
  /** Option key -> its option set and how many models choose from that set. */
  options: ReadonlyMap<string, { set: OptionSet; models: number }>;
};

export type UnitOptions = {
  /** Pools by model name key. */
  models: ReadonlyMap<string, ModelPool>;
  /** Option key -> the unit-level option set offering it. */
  unitOptions: ReadonlyMap<string, OptionSet>;
  /** Keys of every model-level option: a single-model unit's choice may be stored as an upgrade. */
  modelOptions: ReadonlySet<string>;
};

function buildOptions(unit: Unit, key: (name: string) => string): UnitOptions {
  const models = new Map<string, { weapons: Map<string, WeaponOption>; options: Map<string, { set: OptionSet; models: number }> }>();
  const modelOptions = new Set<string>();
  for (const model of unit.models) {
    const modelKey = key(model.name);
    const pool = models.get(modelKey) ?? { weapons: new Map(), options: new Map() };
    models.set(modelKey, pool);
    for (const option of model.weapons.advanced) if (!pool.weapons.has(key(option.name))) pool.weapons.set(key(option.name), option);
    // A model entry without a count still stands for the unit's models.
    const count = model.max > 0 ? model.max : unit.battleProfile.unitSize;
    for (const set of model.optionSets) {
      for (const option of set.options) {
        modelOptions.add(key(option.name));
        if (!pool.options.has(key(option.name))) pool.options.set(key(option.name), { set, models: count });
      }
    }
  }
  const unitOptions = new Map<string, OptionSet>();
  for (const set of unit.optionSets) {
    for (const option of set.options) if (!unitOptions.has(key(option.name))) unitOptions.set(key(option.name), set);
  }
  return { models, unitOptions, modelOptions };
}

/** The unit's weapon options and option sets by name key, built once per warscroll and kept in the army's index. */
export function unitOptions(unit: Unit, index: UnitsIndex): UnitOptions {
  let options = index.options.get(unit);
  if (!options) index.options.set(unit, (options = buildOptions(unit, index.key)));
  return options;
}
