import type { Regiment } from '../list/army-list.js';
import type { Unit } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';

/** Regiments as the core rules cap them; the general's regiment may hold one more unit. */
export const MAX_REGIMENTS = 5;
export const MAX_REGIMENT_UNITS = 3;
export const MAX_GENERALS_REGIMENT_UNITS = 4;

/**
 * How many units besides the leader a regiment may hold: three, four in the
 * general's (the one whose leader is the general), plus one for each unit
 * that brings its own slot (the Freeguild Command Corps' attached units).
 */
export function regimentCapacity(regiment: Regiment, units: ReadonlyMap<string, Pick<Unit, 'addsRegimentSlot'>> | undefined): number {
  let max = regiment.leader?.general === true ? MAX_GENERALS_REGIMENT_UNITS : MAX_REGIMENT_UNITS;
  for (const unit of regiment.units) if (units?.get(nameKey(unit.name))?.addsRegimentSlot) max += 1;
  return max;
}

/** How many of the five regiments a list uses: its regiments, and its regiment of renown as one more. */
export function regimentsUsed(list: { regiments: readonly Regiment[]; regimentOfRenown: string | null }): number {
  return list.regiments.length + (list.regimentOfRenown?.trim() ? 1 : 0);
}
