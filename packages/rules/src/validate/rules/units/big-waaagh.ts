import type { Unit } from '../../../model/index.js';
import type { Rule } from '../../rule.js';
import { hasKeyword, isHero, viewList, type Placement } from './list-view.js';

const BIG_WAAAGH_ARMIES: ReadonlySet<string> = new Set(['Ironjawz - Big Waaagh!', 'Kruleboyz - Big Waaagh!']);
const IRONJAWZ = 'IRONJAWZ';
const KRULEBOYZ = 'KRULEBOYZ';
type Side = typeof IRONJAWZ | typeof KRULEBOYZ;

function sideOf(unit: Unit): Side | undefined {
  const ironjawz = hasKeyword(unit, IRONJAWZ);
  if (ironjawz !== hasKeyword(unit, KRULEBOYZ)) return ironjawz ? IRONJAWZ : KRULEBOYZ;
  return undefined;
}

/**
 * A leader with both keywords (Kragnos) comes as two warscrolls,
 * 'Kragnos, the End of Empires (Ironjawz)' and '(Kruleboyz)': the bracket says
 * which side he leads for. Without one, a regiment of one side's units decides.
 */
function leaderSide(leader: Unit, members: readonly Placement[]): Side | undefined {
  const own = sideOf(leader);
  if (own) return own;
  const name = leader.name.toUpperCase();
  if (name.includes(`(${IRONJAWZ})`)) return IRONJAWZ;
  if (name.includes(`(${KRULEBOYZ})`)) return KRULEBOYZ;
  const sides = new Set(members.flatMap(({ unit }) => (unit && sideOf(unit) ? [sideOf(unit)!] : [])));
  return sides.size === 1 ? [...sides][0] : undefined;
}

/**
 * Big Waaagh! (both armies of renown of that name, no other army): Kragnos never
 * leads Kruleboyz and Ironjawz units together, and as many regiments are led by
 * Ironjawz heroes as by Kruleboyz heroes.
 */
export const bigWaaaghRule: Rule = {
  id: 'army-specific/big-waaagh',
  needsArmy: true,
  check(context, report) {
    const { index, regiments } = viewList(context);
    if (!BIG_WAAAGH_ARMIES.has(index.army.name)) return;
    const led = { [IRONJAWZ]: 0, [KRULEBOYZ]: 0 };
    for (const { leader, members } of regiments) {
      if (!leader?.unit || !isHero(leader.unit)) continue;
      if (leader.key.startsWith(index.key('Kragnos'))) {
        const sides = new Set(members.flatMap(({ unit }) => (unit && sideOf(unit) ? [sideOf(unit)] : [])));
        if (sides.size > 1) report('KRAGNOS_MIXED_REGIMENT');
      }
      const side = leaderSide(leader.unit, members);
      if (side) led[side]++;
    }
    if (led[IRONJAWZ] !== led[KRULEBOYZ]) report('BIG_WAAAGH_UNEQUAL', { kruleboyz: led[KRULEBOYZ], ironjawz: led[IRONJAWZ] });
  },
};
