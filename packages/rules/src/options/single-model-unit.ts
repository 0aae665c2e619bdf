import type { Unit } from '../model/index.js';

/**
 * A unit of one model picks exactly one option per option set (a select, the
 * first option by default); larger units spread counts over the options.
 */
export function isSingleModelUnit(unit: Pick<Unit, 'battleProfile'>): boolean {
  return unit.battleProfile.unitSize === 1;
}
