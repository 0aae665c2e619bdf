import type { ArmyList } from '../list/army-list.js';
import type { ArmyLookup } from '../lookup/build-army-lookup.js';
import type { Unit } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';
import { placedUnits } from './list-points.js';

function health(unit: Unit): number {
  return Number.parseInt(unit.health ?? '0', 10) || 0;
}

/**
 * Drops (regiments, plus auxiliary units, plus one for a regiment of renown)
 * and wounds (unit size times health, doubled when reinforced, plus the
 * regiment of renown's units but its manifestations and terrain), as the
 * export header prints them.
 */
export function listSummary(list: ArmyList, lookup: ArmyLookup): { drops: number; wounds: number } {
  const drops = list.regiments.length + list.auxiliaryUnits.length + (list.regimentOfRenown ? 1 : 0);
  let wounds = 0;
  for (const listUnit of placedUnits(list)) {
    const unit = lookup.units.get(nameKey(listUnit.name));
    if (unit) wounds += unit.battleProfile.unitSize * health(unit) * (listUnit.reinforced ? 2 : 1);
  }
  const regiment = list.regimentOfRenown ? lookup.regimentsOfRenown.get(nameKey(list.regimentOfRenown)) : undefined;
  for (const { count, unit } of regiment?.units ?? []) {
    // Its manifestations and terrain are summoned or set up, not fielded, like the army's own.
    if (unit.type === 'Manifestation' || unit.type === 'Terrain') continue;
    wounds += count * unit.battleProfile.unitSize * health(unit);
  }
  return { drops, wounds };
}
