import type { KnownArmyOption } from '@scrolldex/rules/model';

import type { ArmyUnit, ArmyUnitIndex } from './index-army-units.js';
import { readEnablingUnit } from './read-enabling-unit.js';
import type { RosterLimit } from './read-roster-limits.js';
import type { Derived, Unplaced } from './unplaced.js';

type OnePerX = Extract<KnownArmyOption, { type: 'OnePerX' }>;

/**
 * OnePerX from limits of the form "max N, +1 per enabling unit". In the current
 * data every such unit is an undersize link ('Crypt Flayers (2 Models)' per
 * Crypt Infernal Courtier), whose `undersizeCondition` names the same enabling
 * unit: the option is the army-wide ratio validation checks, the condition is
 * what the unit card shows.
 */
export function deriveOnePerX(index: ArmyUnitIndex, limitsOf: (unit: ArmyUnit) => RosterLimit[]): Derived<OnePerX> {
  const options: OnePerX[] = [];
  const unplaced: Unplaced[] = [];
  for (const unit of index.units) {
    const read = readEnablingUnit(limitsOf(unit), index);
    if (!read) continue;
    if ('problem' in read) {
      unplaced.push({ unit, reason: `roster limit with ${read.problem}` });
      continue;
    }
    options.push({ type: 'OnePerX', enablingUnit: read.enabling.name, onePerUnit: unit.name, base: read.base });
  }
  return { options, unplaced };
}
