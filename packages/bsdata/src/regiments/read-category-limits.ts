import { hasCategory, type ArmyUnit } from './army-unit.js';
import type { CountAtom, Formula } from './formula.js';
import { permissive } from './read-unit-limits.js';
import type { RegimentContext } from './regiment-context.js';
import { matchSubject } from './regiment-scene.js';
import { resolveConstraint } from './resolve-constraint.js';

/** At most `max` of `members` in the leader's regiment; `preferred` names the categories it counts. */
export type CategoryCap = { members: ArmyUnit[]; max: number; preferred: string[] };

export type CategoryLimits = { caps: CategoryCap[]; excluded: ArmyUnit[] };

/** "No member matches the subject": the guard of an exclusive choice (Raidmaster or Emissary). */
function absentCount(formula: Formula): CountAtom | null {
  if (typeof formula !== 'object' || formula.kind !== 'not') return null;
  const part = formula.part;
  return typeof part === 'object' && part.kind === 'count' && part.atLeast === 1 ? part : null;
}

/**
 * Pattern 2: a helper category with `max 0 scope=force`, raised to 1 for a
 * list of leaders ('Herd Alpha', 'Stormcast Exemplar'). For the leader it gives
 * "0-1 <category>", or rules the category's units out when it stays 0. A raise
 * that holds only while another unit is absent is an exclusive choice: one of
 * the category or that unit.
 */
export function readCategoryLimits(leader: ArmyUnit, members: readonly ArmyUnit[], rc: RegimentContext): CategoryLimits {
  const out: CategoryLimits = { caps: [], excluded: [] };
  const memberSet = new Set(members);
  for (const categoryId of rc.limitedCategories()) {
    const inCategory = rc.table.unitsWithCategory(categoryId).filter((unit) => memberSet.has(unit));
    if (inCategory.length === 0) continue;
    const rules = rc.categoryRules(categoryId)!;
    const name = rc.categoryName(categoryId) ?? categoryId;
    // The leader counts towards its own regiment's category limit.
    const leaderShare = hasCategory(leader, categoryId, true) === true ? 1 : 0;
    const file = rc.index.get(categoryId)?.catalogue.file ?? '';
    for (const rule of rules.constraints) {
      if (rule.type !== 'max') continue;
      const resolved = resolveConstraint(rule, rc.scene(leader, null, false, members), rc.guard);
      let value = resolved.value;
      const choices: CategoryCap[] = [];
      for (const set of resolved.conditional) {
        const absent = absentCount(set.guard);
        if (absent && resolved.value === 0 && set.value - leaderShare > 0) {
          const others = members.filter((member) => matchSubject(member, absent.subject) !== false);
          const counted = [name, ...absent.subject.categories.map((id) => rc.categoryName(id) ?? id)];
          choices.push({ members: [...new Set([...inCategory, ...others])], max: set.value - leaderShare, preferred: counted });
        } else {
          const what = `'set ${set.value}' under a condition on other members`;
          rc.reportOnce(
            `${categoryId}|${what}`,
            'limit',
            file,
            categoryId,
            `${name}: ${what} (first met under ${leader.unit.name}); the most permissive limit is kept.`,
          );
          value = permissive(value, set.value);
        }
      }
      if (resolved.unreadable.length > 0) {
        const what = `${resolved.unreadable.length} modifier(s) not readable`;
        rc.reportOnce(`${categoryId}|${what}`, 'limit', file, categoryId, `${name}: ${what} (first met under ${leader.unit.name}); no limit is kept.`);
      }
      out.caps.push(...choices);
      if (value === -1 || choices.length > 0) continue;
      const max = value - leaderShare;
      if (max <= 0) out.excluded.push(...inCategory);
      else out.caps.push({ members: inCategory, max, preferred: [name] });
    }
  }
  return out;
}
