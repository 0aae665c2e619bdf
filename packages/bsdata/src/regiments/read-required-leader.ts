import type { ArmyUnit } from './army-unit.js';
import type { RegimentContext } from './regiment-context.js';
import { resolveConstraint } from './resolve-constraint.js';

/**
 * Companions: a unit without points whose `min scope=force`
 * becomes 1 only in one leader's regiment (Neave's Companions with Neave
 * Blacktalon, Toll's Companions with Callis and Toll). Returns that leader's
 * name in this army, or null for any other unit.
 */
export function readRequiredLeader(unit: ArmyUnit, leaders: readonly ArmyUnit[], rc: RegimentContext): string | null {
  if (unit.unit.points !== 0) return null;
  const rules = rc.rulesOf(unit).constraints.filter((rule) => rule.type === 'min' && rule.modifiers.length > 0);
  if (rules.length === 0) return null;
  const names = new Set<string>();
  for (const leader of leaders) {
    if (leader === unit) continue;
    const required = rules.some((rule) => resolveConstraint(rule, rc.scene(leader, unit, false, rc.table.units), rc.guard).value > 0);
    if (required) names.add(leader.unit.name);
  }
  if (names.size > 1) {
    rc.report('companion', unit.file, unit.unit.id, `${unit.unit.name} is required by several leaders (${[...names].join(', ')}); the first is kept.`);
  }
  return names.values().next().value ?? null;
}
