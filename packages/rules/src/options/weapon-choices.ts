import type { ListUnit, WeaponChoice } from '../list/army-list.js';
import type { Model, OptionSet, Unit, WeaponOption } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';

export type WeaponMap = ListUnit['weapons'];

/** Where a weapon choice comes from in the unit's data. */
export type WeaponChoiceSource =
  { kind: 'advanced'; model: Model; option: WeaponOption } | { kind: 'optionSet'; model: Model; optionSet: OptionSet; optionName: string };

/**
 * The data behind a model's weapon choice. Several models may share a name
 * (the three Stormfiends), so every model of that name is searched.
 */
export function findWeaponChoiceSource(unit: Unit, modelName: string, optionName: string): WeaponChoiceSource | undefined {
  const key = nameKey(optionName);
  for (const model of unit.models) {
    if (model.name !== modelName) continue;
    const option = model.weapons.advanced.find((candidate) => nameKey(candidate.name) === key);
    if (option) return { kind: 'advanced', model, option };
    for (const optionSet of model.optionSets) {
      const setOption = optionSet.options.find((candidate) => nameKey(candidate.name) === key);
      if (setOption) return { kind: 'optionSet', model, optionSet, optionName: setOption.name };
    }
  }
  return undefined;
}

/** A copy of the map with one choice's count set; a zero count removes it, and an emptied model goes too. */
export function withChoiceCount(weapons: Readonly<WeaponMap>, modelName: string, optionName: string, count: number): WeaponMap {
  const key = nameKey(optionName);
  const current = weapons[modelName] ?? [];
  const index = current.findIndex((choice) => nameKey(choice.name) === key);
  let next: WeaponChoice[];
  if (count <= 0) next = current.filter((_, i) => i !== index);
  else if (index === -1) next = [...current, { name: optionName, count }];
  else next = current.map((choice, i) => (i === index ? { name: choice.name, count } : choice));
  const result: WeaponMap = { ...weapons };
  if (next.length === 0) delete result[modelName];
  else result[modelName] = next;
  return result;
}

/** Adds to a choice's count: models sharing a name pool their defaults. */
export function addChoiceCount(weapons: Readonly<WeaponMap>, modelName: string, optionName: string, count: number): WeaponMap {
  const existing = (weapons[modelName] ?? []).find((choice) => nameKey(choice.name) === nameKey(optionName));
  return withChoiceCount(weapons, modelName, optionName, (existing?.count ?? 0) + count);
}

export function choiceCount(weapons: Readonly<WeaponMap>, modelName: string, optionName: string): number {
  const key = nameKey(optionName);
  return (weapons[modelName] ?? []).find((choice) => nameKey(choice.name) === key)?.count ?? 0;
}
