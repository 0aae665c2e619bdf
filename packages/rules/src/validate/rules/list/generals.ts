import type { Rule } from '../../rule.js';
import { displayName, locationParams, resolvePlacedUnits } from './placed-units.js';

/** Only a regiment leader can be the general; regiment-of-renown units have their own rule. */
export const generalNotLeaderRule: Rule = {
  id: 'generals/not-leader',
  needsArmy: true,
  check(context, report) {
    for (const placed of resolvePlacedUnits(context)) {
      if (placed.listUnit.general && placed.role !== 'leader') {
        report('GENERAL_NOT_LEADER', { unit: displayName(placed), ...locationParams(placed) });
      }
    }
  },
};

/**
 * Exactly one general. Every placed unit marked general counts, leader or not:
 * a general in the wrong place is reported by the rule above, not again as missing.
 */
export const generalCountRule: Rule = {
  id: 'generals/count',
  needsArmy: true,
  check(context, report) {
    const generals = resolvePlacedUnits(context).filter((placed) => placed.listUnit.general);
    if (generals.length === 0) report('GENERAL_MISSING');
    else if (generals.length > 1) {
      report('TOO_MANY_GENERALS', { count: generals.length, units: generals.map(displayName).join(', ') });
    }
  },
};

/** When the list holds a WARMASTER, the general must be one of them. */
export const warmasterGeneralRule: Rule = {
  id: 'generals/warmaster',
  needsArmy: true,
  check(context, report) {
    const warmasters = resolvePlacedUnits(context).filter((placed) => placed.unit?.isWarmaster);
    if (warmasters.length > 0 && !warmasters.some((placed) => placed.listUnit.general)) {
      report('WARMASTER_NOT_GENERAL', { units: warmasters.map(displayName).join(', ') });
    }
  },
};
