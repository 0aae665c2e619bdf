import type { Army, Unit } from '../model/index.js';
import { canJoinRegiment, isOfferable } from '../lookup/offerable.js';
import { sortUnitsByType } from '../lookup/unit-type-order.js';

/**
 * Units that may be auxiliaries: no manifestations or terrain, and no
 * companion units, which must stay with their leader. Heroes are offered (an
 * auxiliary hero is legal, validation only warns that it could lead).
 */
export function auxiliaryCandidates(army: Pick<Army, 'units'>): Unit[] {
  return sortUnitsByType(army.units.filter((unit) => isOfferable(unit) && canJoinRegiment(unit) && unit.battleProfile.requiredLeader === null));
}
