import type { Army, Unit } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';
import { matchingRegimentOption } from './matches-regiment-option.js';
import { canJoinRegiment, isOfferable } from '../lookup/offerable.js';
import { sortUnitsByType } from '../lookup/unit-type-order.js';

export const OVERRIDE_NOTE = 'Only use the override if you think the regiment options are wrong. You may need to disable validation in the list settings.';

/** A companion belongs with one leader only: it is never offered to another. */
function companionOfAnother(unit: Unit, leader: Unit): boolean {
  const required = unit.battleProfile.requiredLeader;
  return required !== null && nameKey(required) !== nameKey(leader.name);
}

/**
 * The 'unit' picker: units the leader's regiment options allow (none without
 * a leader). With the Override switch on, every unit that can stand in a
 * regiment (no manifestations, no terrain).
 */
export function regimentUnitCandidates(army: Pick<Army, 'units'>, leader: Unit | undefined, { override = false } = {}): Unit[] {
  const offered = army.units.filter((unit) => isOfferable(unit) && canJoinRegiment(unit));
  if (override) return sortUnitsByType(offered);
  if (!leader) return [];
  return sortUnitsByType(offered.filter((unit) => !companionOfAnother(unit, leader) && matchingRegimentOption(leader, unit) !== undefined));
}
