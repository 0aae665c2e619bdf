// Whether the builder offers the Reinforce switch for a unit at a place in a
// list: the same conditions the reinforcement rules check, so the switch is
// never offered where turning it on would only add an error.
import type { Unit } from '../model/index.js';
import type { UnitRef } from './unit-ref.js';

/**
 * The data allows it (canBeReinforced), the unit is neither a HERO nor
 * UNIQUE, and it is not a regiment-of-renown unit (those come as the
 * regiment sets them).
 */
export function canReinforce(unit: Pick<Unit, 'canBeReinforced' | 'keywords'>, ref: UnitRef): boolean {
  if (ref.kind === 'renown' || !unit.canBeReinforced) return false;
  return !unit.keywords.includes('HERO') && !unit.keywords.includes('UNIQUE');
}
