import type { Army, Unit } from '../model/index.js';
import { canJoinRegiment, isHero, isOfferable } from '../lookup/offerable.js';
import { sortUnitsByType } from '../lookup/unit-type-order.js';

/** Units that may lead a regiment: heroes that do not themselves need a leader. */
export function leaderCandidates(army: Pick<Army, 'units'>): Unit[] {
  return sortUnitsByType(army.units.filter((unit) => isOfferable(unit) && canJoinRegiment(unit) && isHero(unit) && unit.battleProfile.requiredLeader === null));
}
