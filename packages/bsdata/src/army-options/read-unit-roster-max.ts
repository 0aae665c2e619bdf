import { readScopedBounds } from '../units/read-bounds.js';
import type { ArmyUnit } from './index-army-units.js';

/**
 * The most of a unit one list may hold by its fixed roster limits, library
 * included (a named hero's max 1); -1 when nothing limits it.
 */
export function readUnitRosterMax(unit: ArmyUnit): number {
  let max = -1;
  for (const node of unit.nodes) {
    const bounds = readScopedBounds(node, unit.context, (scope) => scope === 'roster');
    if (bounds.max >= 0 && (max < 0 || bounds.max < max)) max = bounds.max;
  }
  return max;
}
