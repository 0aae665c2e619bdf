import type { ArmyList, ListUnit } from '../../../list/army-list.js';
import type { ArmyLookup } from '../../../lookup/build-army-lookup.js';
import type { Unit } from '../../../model/index.js';
import { nameKey } from '../../../shared/name-key.js';

export type RenownUnit = { listUnit: ListUnit; key: string; unit: Unit | undefined };

/**
 * The regiment of renown's units, resolved against the regiment's own warscrolls
 * (they come from other armies, so the army's table usually lacks them). Whether
 * they belong to the regiment is another rule's business; here they only count.
 */
export function resolveRenownUnits(list: ArmyList, lookup: ArmyLookup): RenownUnit[] {
  if (list.regimentOfRenownUnits.length === 0) return [];
  const regiment = list.regimentOfRenown ? lookup.regimentsOfRenown.get(nameKey(list.regimentOfRenown)) : undefined;
  const own = new Map<string, Unit>();
  for (const { unit } of regiment?.units ?? []) own.set(nameKey(unit.name), unit);
  return list.regimentOfRenownUnits.map((listUnit) => {
    const key = nameKey(listUnit.name);
    return { listUnit, key, unit: own.get(key) ?? lookup.units.get(key) };
  });
}
