import type { ListUnit } from '../list/army-list.js';
import type { Unit } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';
import { applyUnitSettings, type UnitSettings } from './apply-unit-settings.js';
import { defaultUnitOptions } from './default-unit-options.js';

/** A unit as it enters a list: the data's name, its default options, then the player's saved settings for it. */
export function newListUnit(unit: Unit, settings: readonly UnitSettings[] = []): ListUnit {
  const base: ListUnit = {
    name: unit.name,
    general: false,
    reinforced: false,
    artifact: null,
    heroicTrait: null,
    enhancementChoices: {},
    ...defaultUnitOptions(unit),
  };
  const saved = settings.find((entry) => nameKey(entry.name) === nameKey(unit.name));
  return saved ? applyUnitSettings(base, unit, saved) : base;
}
