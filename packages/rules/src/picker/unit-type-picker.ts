import type { Army, Unit, UnitType } from '../model/index.js';
import { isOfferable } from '../lookup/offerable.js';
import { sortUnitsByType } from '../lookup/unit-type-order.js';

/** The army's units of one type, by name. */
export function unitsOfType(army: Pick<Army, 'units'>, type: UnitType): Unit[] {
  return sortUnitsByType(army.units.filter((unit) => unit.type === type && isOfferable(unit)));
}
