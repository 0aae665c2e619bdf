import type { Rule } from '../../rule.js';
import { isHero, isUnique, viewList } from './list-view.js';

/**
 * Unique units, heroes and units whose data forbids it cannot be reinforced.
 * Regiment-of-renown units are the renown rule's to report.
 */
export const reinforcementRule: Rule = {
  id: 'reinforcement/not-allowed',
  needsArmy: true,
  check(context, report) {
    for (const { listUnit, unit } of viewList(context).placed) {
      if (!listUnit.reinforced || !unit) continue;
      if (isUnique(unit) || isHero(unit) || !unit.canBeReinforced) report('CANNOT_REINFORCE', { unit: unit.name });
    }
  },
};
