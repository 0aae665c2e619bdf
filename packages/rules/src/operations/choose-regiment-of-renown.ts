import type { ArmyList, ListUnit } from '../list/army-list.js';
import type { ArmyLookup } from '../lookup/build-army-lookup.js';
import { newListUnit } from '../options/new-list-unit.js';
import { nameKey } from '../shared/name-key.js';
import { fail, ok, type Result } from '../shared/result.js';

export type RegimentOfRenownError = { code: 'REGIMENT_OF_RENOWN_NOT_FOUND'; message: string };

/**
 * Takes a regiment of renown, replacing any earlier one, with each of its
 * units as many times as its count says. Null removes it: name and units.
 */
export function chooseRegimentOfRenown(list: ArmyList, name: string | null, lookup: ArmyLookup): Result<ArmyList, RegimentOfRenownError> {
  if (name === null) return ok({ ...list, regimentOfRenown: null, regimentOfRenownUnits: [] });
  const regiment = lookup.regimentsOfRenown.get(nameKey(name));
  if (!regiment) return fail([{ code: 'REGIMENT_OF_RENOWN_NOT_FOUND', message: `Regiment of Renown not found: ${name}.` }]);
  const units: ListUnit[] = regiment.units.flatMap(({ count, unit }) => Array.from({ length: count }, () => newListUnit(unit)));
  return ok({ ...list, regimentOfRenown: regiment.name, regimentOfRenownUnits: units });
}
