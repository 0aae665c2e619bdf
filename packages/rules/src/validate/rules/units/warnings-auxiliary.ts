import type { Rule } from '../../rule.js';
import { viewList } from './list-view.js';
import { regimentsAdmitting } from './regiment-room.js';

/**
 * Warns when an auxiliary unit could have joined a regiment: one with room
 * whose leader admits it without breaking a limit. Auxiliaries give the
 * opponent a command point, so a player usually wants them placed.
 */
export const auxiliaryCouldJoinRule: Rule = {
  id: 'warnings/auxiliary-could-join',
  needsArmy: true,
  check(context, report) {
    const view = viewList(context);
    for (const candidate of view.auxiliary) {
      // A unit that needs a leader is the auxiliary rule's error, not a hint.
      if (!candidate.unit || candidate.unit.battleProfile.requiredLeader) continue;
      const [regiment] = regimentsAdmitting(view, candidate);
      if (regiment) report('AUXILIARY_COULD_JOIN', { unit: candidate.name, leader: regiment.leader!.name });
    }
  },
};
