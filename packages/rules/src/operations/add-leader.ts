import type { ArmyList, ListUnit, Regiment } from '../list/army-list.js';
import { regimentNotFoundMessage } from '../list/regiment-titles.js';
import type { ArmyLookup } from '../lookup/build-army-lookup.js';
import type { Unit } from '../model/index.js';
import type { UnitSettings } from '../options/apply-unit-settings.js';
import { newListUnit } from '../options/new-list-unit.js';
import { nameKey } from '../shared/name-key.js';
import { fail, ok, type Result } from '../shared/result.js';

export type AddUnitError =
  { code: 'UNIT_NOT_FOUND'; message: string } | { code: 'REGIMENT_NOT_FOUND'; message: string } | { code: 'NOT_TERRAIN'; message: string };

export type AddLeaderOptions = {
  /** Lead this existing regiment instead of starting a new one. */
  regimentIndex?: number;
  /** The player's saved unit settings, applied to the leader and its companions. */
  unitSettings?: readonly UnitSettings[];
};

/** Units whose battle profile names this leader as the one they must follow. */
export function companionsOf(leader: Unit, units: readonly Unit[]): Unit[] {
  const key = nameKey(leader.name);
  return units.filter((unit) => unit.battleProfile.requiredLeader !== null && nameKey(unit.battleProfile.requiredLeader) === key);
}

export function unitNotFound(name: string, army: string): AddUnitError {
  return { code: 'UNIT_NOT_FOUND', message: `Unit not found in ${army}: ${name}.` };
}

/**
 * Puts a hero at the head of a regiment, a new one unless `regimentIndex`
 * names one, and brings along its required companions (Neave's Companions
 * with Neave Blacktalon) that are not in the regiment yet.
 */
export function addLeader(list: ArmyList, leaderName: string, lookup: ArmyLookup, options: AddLeaderOptions = {}): Result<ArmyList, AddUnitError> {
  const leader = lookup.units.get(nameKey(leaderName));
  if (!leader) return fail([unitNotFound(leaderName, lookup.army.name)]);
  const { regimentIndex, unitSettings = [] } = options;
  const existing: Regiment | undefined = regimentIndex === undefined ? { leader: null, units: [] } : list.regiments[regimentIndex];
  if (!existing) return fail([{ code: 'REGIMENT_NOT_FOUND', message: regimentNotFoundMessage(regimentIndex ?? 0, list.regiments) }]);
  const present = new Set(existing.units.map((unit) => nameKey(unit.name)));
  const companions: ListUnit[] = companionsOf(leader, lookup.army.units)
    .filter((unit) => !present.has(nameKey(unit.name)))
    .map((unit) => newListUnit(unit, unitSettings));
  const regiment: Regiment = { leader: newListUnit(leader, unitSettings), units: [...existing.units, ...companions] };
  const regiments =
    regimentIndex === undefined ? [...list.regiments, regiment] : list.regiments.map((current, index) => (index === regimentIndex ? regiment : current));
  return ok({ ...list, regiments });
}
