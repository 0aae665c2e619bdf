import type { ListUnit } from '../list/army-list.js';
import type { Unit } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';
import { modelCount, weaponOptionBounds, type CounterBounds } from './counter-bounds.js';
import { optionSetOptionBounds } from './option-set-bounds.js';
import { isSingleModelUnit } from './single-model-unit.js';
import { choiceCount } from './weapon-choices.js';

export type OptionCounter = CounterBounds & { name: string; count: number };

export type ModelOptionSetView = {
  name: string;
  /** A select (exactly one option) rather than counters: the unit has one model. */
  single: boolean;
  /** For a select: the chosen option (the first when none is stored). */
  selected: string | null;
  options: OptionCounter[];
};

export type ModelOptionsView = {
  model: string;
  /** How many models of this kind the unit has (doubled when reinforced): a choice reads '2 of 5 models'. */
  models: number;
  /** Optional weapons ('Grandhammer'), each a counter. */
  weaponOptions: OptionCounter[];
  optionSets: ModelOptionSetView[];
};

export type UpgradeSetView = {
  name: string;
  /** A set with min 1 needs a choice. */
  required: boolean;
  options: string[];
  selected: string | null;
};

export type UnitOptionsView = { models: ModelOptionsView[]; upgradeSets: UpgradeSetView[] };

/** Everything the builder's option controls show for one unit of a list, with each counter's bounds. */
export function unitOptionCounters(unit: Unit, listUnit: ListUnit): UnitOptionsView {
  const single = isSingleModelUnit(unit);
  const models: ModelOptionsView[] = [];
  for (const model of unit.models) {
    if (model.weapons.advanced.length === 0 && model.optionSets.length === 0) continue;
    const chosen = listUnit.weapons[model.name] ?? [];
    const weaponOptions = model.weapons.advanced.map((option) => ({
      name: option.name,
      count: choiceCount(listUnit.weapons, model.name, option.name),
      ...weaponOptionBounds(option, listUnit.reinforced),
    }));
    const optionSets = model.optionSets.map((optionSet): ModelOptionSetView => {
      const options = optionSet.options.map((option) => ({
        name: option.name,
        count: choiceCount(listUnit.weapons, model.name, option.name),
        ...optionSetOptionBounds(model, optionSet, chosen, option.name, listUnit.reinforced),
      }));
      const selected = single ? ((options.find((option) => option.count > 0) ?? options[0])?.name ?? null) : null;
      return { name: optionSet.name, single, selected, options };
    });
    models.push({ model: model.name, models: modelCount(model, listUnit.reinforced), weaponOptions, optionSets });
  }
  const upgradeKeys = new Set(listUnit.upgrades.map(nameKey));
  const upgradeSets = unit.optionSets.map((optionSet) => ({
    name: optionSet.name,
    required: optionSet.min > 0,
    options: optionSet.options.map((option) => option.name),
    selected: optionSet.options.find((option) => upgradeKeys.has(nameKey(option.name)))?.name ?? null,
  }));
  return { models, upgradeSets };
}
