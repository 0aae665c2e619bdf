import type { Rule } from '../../rule.js';
import { isHero, viewList } from './list-view.js';
import { describeOption, fitRegiment, leaderProfile } from './regiment-fit.js';

/**
 * Each regiment against its leader's battle profile: every unit matches an
 * option, and each option's min and max hold for some placing of the units.
 * A companion in the wrong regiment is left to the companion rule, and a
 * leader that is not a hero to the regiment rules, so each says it once.
 */
export const regimentCompositionRule: Rule = {
  id: 'composition/regiment-options',
  needsArmy: true,
  check(context, report) {
    const view = viewList(context);
    // Data converted without battle profiles cannot tell a wrong regiment from a gap.
    if (!view.index.hasRegimentOptions) return;
    for (const { leader, members } of view.regiments) {
      if (!leader?.unit || !isHero(leader.unit)) continue;
      const profile = leaderProfile(leader.unit, view.index);
      const known = members.flatMap((member) => (member.unit ? [{ ...member, unit: member.unit }] : []));
      const { unmatched, violations } = fitRegiment(profile, known);
      for (const position of unmatched) {
        const { unit } = known[position]!;
        const required = unit.battleProfile.requiredLeader;
        if (required && view.index.key(required) !== leader.key) continue;
        report(isHero(unit) ? 'HERO_NOT_ALLOWED' : 'UNIT_NOT_ALLOWED', { unit: unit.name, leader: leader.name });
      }
      for (const { option, kind } of violations) {
        if (kind === 'few') report('OPTION_TOO_FEW', { leader: leader.name, min: option.min, option: describeOption(option) });
        else report('OPTION_TOO_MANY', { leader: leader.name, max: option.max, option: describeOption(option) });
      }
    }
  },
};
