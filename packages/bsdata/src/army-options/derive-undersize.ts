import type { ConvertedArmy } from '../armies/convert-army.js';
import type { DataSet } from '../catalogue/load-data-set.js';
import { indexArmyUnits } from './index-army-units.js';
import { readEnablingUnit } from './read-enabling-unit.js';
import { readRosterLimits } from './read-roster-limits.js';
import { reportUnplaced } from './report-unplaced.js';
import type { Unplaced } from './unplaced.js';

/**
 * Sets `battleProfile.undersizeCondition` on the army's undersize units: a
 * second link to a warscroll, categorised Undersize Unit, allowed once per
 * enabling unit (max 0, +1 per Lord-Celestant on Dracoth). convertUnit has
 * already set `isUndersize` and the one-model size from the same category.
 * An undersize unit whose allowance has another shape is reported.
 */
export function deriveUndersize(converted: ConvertedArmy, dataSet: DataSet): void {
  const index = indexArmyUnits(converted);
  const unplaced: Unplaced[] = [];
  for (const unit of index.units) {
    if (!unit.converted.unit.isUndersize) continue;
    const read = readEnablingUnit(readRosterLimits(unit), index);
    if (read && 'enabling' in read) unit.converted.unit.battleProfile.undersizeCondition = read.enabling.name;
    else unplaced.push({ unit, reason: `undersize unit without one enabling unit: ${read?.problem ?? 'no limit that grows with another unit'}` });
  }
  reportUnplaced(index, unplaced, dataSet.report, 'UNPLACED_UNDERSIZE_CONDITION');
}
