import { MAX_GENERALS_REGIMENT_UNITS, MAX_REGIMENT_UNITS } from '../../regiment-limits.js';
import type { Rule } from '../../rule.js';
import { viewList, type Placement } from './list-view.js';
import { fitRegiment, leaderProfile } from './regiment-fit.js';

/**
 * Warns when an auxiliary unit could have joined a regiment: one with room
 * whose leader admits it without breaking a limit. Auxiliaries give the
 * opponent a command point, so a player usually wants them placed.
 */
export const auxiliaryCouldJoinRule: Rule = {
  id: 'warnings/auxiliary-could-join',
  needsArmy: true,
  check(context, report) {
    const { index, auxiliary, regiments } = viewList(context);
    if (auxiliary.length === 0 || !index.hasRegimentOptions) return;
    const regimentOf = (candidate: Placement) =>
      regiments.find(({ leader, members }) => {
        if (!leader?.unit || !leader.unit.keywords.includes('HERO')) return false;
        if (members.length >= (leader.listUnit.general ? MAX_GENERALS_REGIMENT_UNITS : MAX_REGIMENT_UNITS)) return false;
        const profile = leaderProfile(leader.unit, index);
        if (profile.matchesOf(candidate.unit!, candidate.key).length === 0) return false;
        const joined = [...members, candidate].flatMap((member) => (member.unit ? [{ unit: member.unit, key: member.key }] : []));
        return !fitRegiment(profile, joined).violations.some(({ kind }) => kind === 'many');
      });
    for (const candidate of auxiliary) {
      // A unit that needs a leader is the auxiliary rule's error, not a hint.
      if (!candidate.unit || candidate.unit.battleProfile.requiredLeader) continue;
      const regiment = regimentOf(candidate);
      if (regiment) report('AUXILIARY_COULD_JOIN', { unit: candidate.name, leader: regiment.leader!.name });
    }
  },
};
