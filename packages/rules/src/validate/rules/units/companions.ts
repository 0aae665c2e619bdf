import type { Rule } from '../../rule.js';
import { viewList } from './list-view.js';

/**
 * A companion unit (its battle profile names a required leader) stands in that
 * leader's regiment. As an auxiliary unit it is the auxiliary rule's to report.
 */
export const companionRule: Rule = {
  id: 'composition/companions',
  needsArmy: true,
  check(context, report) {
    const { index, placed, regiments } = viewList(context);
    for (const placement of placed) {
      const required = placement.unit?.battleProfile.requiredLeader;
      if (!required || placement.role === 'auxiliary') continue;
      const leader = regiments[placement.regiment]?.leader;
      if (placement.role === 'member' && leader?.key === index.key(required)) continue;
      report('COMPANION_WITHOUT_LEADER', { unit: placement.name, leader: required });
    }
  },
};

/** Undersize units (a 1-model Stormdrake Guard): no more of them than of the unit that allows them. */
export const undersizeRule: Rule = {
  id: 'composition/undersize',
  needsArmy: true,
  check(context, report) {
    const { index, placed, placedCounts } = viewList(context);
    const checked = new Set<string>();
    for (const { unit, key } of placed) {
      const condition = unit?.battleProfile.undersizeCondition;
      if (!unit?.isUndersize || !condition || checked.has(key)) continue;
      checked.add(key);
      if (placedCounts.get(key)! > (placedCounts.get(index.key(condition)) ?? 0)) report('UNDERSIZE_LIMIT', { unit: unit.name, condition });
    }
  },
};
