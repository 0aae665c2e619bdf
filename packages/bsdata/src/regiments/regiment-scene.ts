import type { IndexedNode } from '../catalogue/id-index.js';
import { and, type Tri } from '../context/evaluate-conditions.js';
import type { StaticContext } from '../context/static-context.js';
import { CATEGORY_REGIMENTAL_HERO, CATEGORY_REGIMENTAL_LEADER, CATEGORY_REGIMENTAL_OPTION } from '../ids.js';
import { hasCategory, type ArmyUnit } from './army-unit.js';
import type { Subject } from './formula.js';

/**
 * What a guard is read against: one regiment, its leader, the unit whose
 * modifier is read, and the units that could stand in it beside the leader.
 */
export type RegimentScene = {
  /** null when the guard is read for any leader. */
  leader: ArmyUnit | null;
  /** The unit owning the modifier; null for a category's own constraint. */
  self: ArmyUnit | null;
  selfIsLeader: boolean;
  /** Units the leader admits; null when not known yet (any unit may stand there). */
  members: readonly ArmyUnit[] | null;
  context: StaticContext;
  index: ReadonlyMap<string, IndexedNode>;
  /** Link and entry ids of the army's heroes. */
  heroIds: ReadonlySet<string>;
};

/** instanceOf for one unit: a bookkeeping category, one of its ids, or a category it has. */
export function unitIs(unit: ArmyUnit, id: string, asLeader: boolean): Tri {
  if (id === CATEGORY_REGIMENTAL_LEADER) return asLeader;
  // A member got here through the grant of its kind: options admit non-heroes, hero grants heroes.
  if (id === CATEGORY_REGIMENTAL_OPTION) return !asLeader && !unit.isHero;
  if (id === CATEGORY_REGIMENTAL_HERO) return !asLeader && unit.isHero;
  if (unit.ids.has(id)) return true;
  return hasCategory(unit, id, asLeader);
}

/** Whether a unit matches every part of a subject (as a member, never the leader). */
export function matchSubject(unit: ArmyUnit, subject: Subject): Tri {
  const parts: Tri[] = [];
  for (const id of subject.categories) parts.push(unitIs(unit, id, false));
  for (const id of subject.notCategories) {
    const value = unitIs(unit, id, false);
    parts.push(value === undefined ? undefined : !value);
  }
  for (const id of subject.ids) parts.push(unit.ids.has(id));
  for (const id of subject.notIds) parts.push(!unit.ids.has(id));
  return and(parts);
}

// Members lists are reused for every unit of one leader's regiment, subjects are built once per
// compiled condition: the answer is remembered per pair.
const possibleCache = new WeakMap<readonly ArmyUnit[], Map<Subject, boolean>>();

/** The subject, or null when no unit that may stand in the regiment matches it (its count is 0). */
export function possibleSubject(subject: Subject, scene: RegimentScene): Subject | null {
  const { members } = scene;
  if (members === null) return subject;
  let answers = possibleCache.get(members);
  if (!answers) possibleCache.set(members, (answers = new Map()));
  let possible = answers.get(subject);
  if (possible === undefined) {
    possible = members.some((member) => matchSubject(member, subject) !== false);
    answers.set(subject, possible);
  }
  return possible ? subject : null;
}
