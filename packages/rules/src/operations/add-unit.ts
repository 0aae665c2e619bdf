import type { ArmyList } from '../list/army-list.js';
import { regimentNotFoundMessage } from '../list/regiment-titles.js';
import type { ArmyLookup } from '../lookup/build-army-lookup.js';
import type { UnitSettings } from '../options/apply-unit-settings.js';
import { newListUnit } from '../options/new-list-unit.js';
import { nameKey } from '../shared/name-key.js';
import { fail, ok, type Result } from '../shared/result.js';
import { unitNotFound, type AddUnitError } from './add-leader.js';

export type AddUnitTarget = { kind: 'regiment'; index: number } | { kind: 'auxiliary' };

/** Adds a unit (default options, then saved settings) to a regiment or to the auxiliary units. */
export function addUnit(
  list: ArmyList,
  unitName: string,
  target: AddUnitTarget,
  lookup: ArmyLookup,
  unitSettings: readonly UnitSettings[] = [],
): Result<ArmyList, AddUnitError> {
  const unit = lookup.units.get(nameKey(unitName));
  if (!unit) return fail([unitNotFound(unitName, lookup.army.name)]);
  const listUnit = newListUnit(unit, unitSettings);
  if (target.kind === 'auxiliary') return ok({ ...list, auxiliaryUnits: [...list.auxiliaryUnits, listUnit] });
  const regiment = list.regiments[target.index];
  if (!regiment) return fail([{ code: 'REGIMENT_NOT_FOUND', message: regimentNotFoundMessage(target.index, list.regiments) }]);
  const regiments = list.regiments.map((current, index) => (index === target.index ? { ...current, units: [...current.units, listUnit] } : current));
  return ok({ ...list, regiments });
}

/** Picking terrain sets the faction terrain (null clears it); only the army's terrain pieces qualify. */
export function chooseFactionTerrain(list: ArmyList, terrainName: string | null, lookup: ArmyLookup): Result<ArmyList, AddUnitError> {
  if (terrainName === null) return ok({ ...list, factionTerrain: null });
  const unit = lookup.units.get(nameKey(terrainName));
  if (!unit) return fail([unitNotFound(terrainName, lookup.army.name)]);
  if (unit.type !== 'Terrain') return fail([{ code: 'NOT_TERRAIN', message: `${unit.name} is not faction terrain.` }]);
  return ok({ ...list, factionTerrain: unit.name });
}
