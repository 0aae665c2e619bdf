import type { Rule } from '../../rule.js';
import { resolvePlacedUnits } from './placed-units.js';

/** A companion unit must join its leader's regiment, so it can never be an auxiliary unit. */
export const auxiliaryNeedsLeaderRule: Rule = {
  id: 'auxiliary/needs-leader',
  needsArmy: true,
  check(context, report) {
    for (const { role, unit } of resolvePlacedUnits(context)) {
      const leader = unit?.battleProfile.requiredLeader;
      if (role === 'auxiliary' && leader) report('AUXILIARY_NEEDS_LEADER', { unit: unit.name, leader });
    }
  },
};
