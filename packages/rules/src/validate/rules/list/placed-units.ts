import type { ListUnit } from '../../../list/army-list.js';
import { regimentTitles } from '../../../list/regiment-titles.js';
import type { Unit } from '../../../model/index.js';
import { nameKey } from '../../../shared/name-key.js';
import type { RuleContext } from '../../rule.js';

export type PlacedUnitRole = 'leader' | 'unit' | 'auxiliary';

/** A unit the player placed in a regiment or as an auxiliary, resolved against the army's data. */
export type PlacedUnit = {
  listUnit: ListUnit;
  /** nameKey of the list unit's name. */
  key: string;
  /** Undefined when the army has no unit of that name. */
  unit: Unit | undefined;
  role: PlacedUnitRole;
  /** The regiment's title (regimentTitles); null for auxiliary units. */
  regiment: string | null;
};

/**
 * Leaders, regiment units and auxiliary units in list order, each resolved once
 * per validation: most list rules walk them, so the first keeps them in the
 * context's `derived` for the others.
 */
export function resolvePlacedUnits(context: RuleContext): readonly PlacedUnit[] {
  const cached = context.derived.placed;
  if (cached) return cached;
  const { list, lookup } = context;
  if (!lookup) throw new Error('resolvePlacedUnits needs the army lookup: mark the rule needsArmy.');
  const placed: PlacedUnit[] = [];
  const add = (listUnit: ListUnit, role: PlacedUnitRole, regiment: string | null) => {
    const key = nameKey(listUnit.name);
    placed.push({ listUnit, key, unit: lookup.units.get(key), role, regiment });
  };
  const titles = regimentTitles(list.regiments);
  list.regiments.forEach((regiment, index) => {
    if (regiment.leader) add(regiment.leader, 'leader', titles[index]!);
    for (const unit of regiment.units) add(unit, 'unit', titles[index]!);
  });
  for (const unit of list.auxiliaryUnits) add(unit, 'auxiliary', null);
  context.derived.placed = placed;
  return placed;
}

/** The data's spelling of a placed unit's name, or the player's when the data does not know it. */
export function displayName(placed: { listUnit: ListUnit; unit: Unit | undefined }): string {
  return placed.unit?.name ?? placed.listUnit.name;
}

/** Where a placed unit sits, as issue params: its regiment's title, or nothing for an auxiliary. */
export function locationParams(placed: PlacedUnit): Record<string, string> {
  return placed.regiment === null ? {} : { regiment: placed.regiment };
}
