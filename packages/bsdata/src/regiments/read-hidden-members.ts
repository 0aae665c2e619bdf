import type { ArmyUnit } from './army-unit.js';
import { hasUnknown } from './formula.js';
import type { RegimentContext } from './regiment-context.js';

/**
 * Units a grant admits but that their own links hide in this leader's
 * regiment (Neave's Companions under any other leader; Zarbag's Gitz unless
 * Skragrott or Kragnos leads). A hide that waits on other members is reported.
 */
export function readHiddenMembers(leader: ArmyUnit, admitted: readonly ArmyUnit[], rc: RegimentContext): Set<ArmyUnit> {
  const isHidden = (unit: ArmyUnit): boolean => {
    let hidden = false;
    for (const guarded of rc.rulesOf(unit).hiding) {
      const guard = rc.guard(guarded, rc.scene(leader, unit, false, admitted));
      if (guard === true) hidden = true;
      // Hides that wait on a roster-wide choice are not about regiments; those on members are.
      else if (guard !== false && !hasUnknown(guard)) {
        const message = `${unit.unit.name}: hidden depending on other members (first met under ${leader.unit.name}); kept.`;
        rc.reportOnce(`${unit.unit.id}|hidden`, 'limit', unit.file, unit.unit.id, message);
      }
    }
    return hidden;
  };
  const hidden = new Set<ArmyUnit>();
  for (const unit of admitted) {
    const verdict = rc.relevantTo(unit, leader) ? isHidden(unit) : rc.once('hidden', unit, () => isHidden(unit));
    if (verdict) hidden.add(unit);
  }
  return hidden;
}
