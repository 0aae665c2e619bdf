import { MAX_GENERALS_REGIMENT_UNITS, MAX_REGIMENT_UNITS } from '../../regiment-limits.js';
import type { ListView, Placement, RegimentView } from './list-view.js';
import { fitRegiment, leaderProfile } from './regiment-fit.js';

/**
 * The regiments a unit could join as it stands: a hero leads it, it has room,
 * and the leader's options admit the unit without passing a maximum. The
 * auxiliary warning and the builder's auxiliary rows both ask this.
 */
export function regimentsAdmitting(view: ListView, candidate: Placement): RegimentView[] {
  const { index, regiments } = view;
  if (!candidate.unit || !index.hasRegimentOptions) return [];
  const unit = candidate.unit;
  return regiments.filter(({ leader, members }) => {
    if (!leader?.unit || !leader.unit.keywords.includes('HERO')) return false;
    if (members.length >= (leader.listUnit.general ? MAX_GENERALS_REGIMENT_UNITS : MAX_REGIMENT_UNITS)) return false;
    const profile = leaderProfile(leader.unit, index);
    if (profile.matchesOf(unit, candidate.key).length === 0) return false;
    const joined = [...members, candidate].flatMap((member) => (member.unit ? [{ unit: member.unit, key: member.key }] : []));
    return !fitRegiment(profile, joined).violations.some(({ kind }) => kind === 'many');
  });
}
