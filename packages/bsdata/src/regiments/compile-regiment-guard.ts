import type { IndexedNode } from '../catalogue/id-index.js';
import { and, evaluateCondition as evaluateStaticCondition, type Tri } from '../context/evaluate-conditions.js';
import { CATEGORY_REGIMENTAL_HERO, CATEGORY_REGIMENTAL_LEADER, CATEGORY_REGIMENTAL_OPTION, FORCE_AUXILIARY, FORCE_REGIMENT } from '../ids.js';
import type { XmlElement } from '../xml/xml-element.js';
import { hasCategory } from './army-unit.js';
import { allOf, anyOf, countAtLeast, negate, type Formula, type Subject } from './formula.js';
import { possibleSubject, unitIs, type RegimentScene } from './regiment-scene.js';
import { requiredLeaderIds } from './required-leader-ids.js';

/** A guard prepared once: the XML is read at compile time, each scene only runs the closures. */
type Compiled = (scene: RegimentScene) => Formula;

/**
 * A guard with the ids of which the leader must carry one for it to hold at
 * all (null: any leader may do): most limits name their leaders, so the other
 * leaders skip them without compiling or evaluating anything.
 */
type PreparedGuard = { run: Compiled | undefined; leaderIds: ReadonlySet<string> | null };

type Count = { leader: Tri; members: Subject | null } | 'unknown';
type CountSource = (scene: RegimentScene) => Count;

const COMPARISONS = new Set(['atLeast', 'greaterThan', 'lessThan', 'atMost', 'equalTo', 'notEqualTo']);

function subjectOf(parts: Partial<Subject>): Subject {
  return { categories: [], notCategories: [], ids: [], notIds: [], ...parts };
}

function fromTri(value: Tri, node: XmlElement): Formula {
  return value === undefined ? { kind: 'unknown', node } : value;
}

/** Compares a count with a condition's threshold; the leader's share is known, the members' is left as a count. */
function compileComparison(source: CountSource, type: string, value: number, node: XmlElement): Compiled {
  const unknown: Formula = { kind: 'unknown', node };
  if (!COMPARISONS.has(type)) return () => unknown;
  return (scene) => {
    const count = source(scene);
    if (count === 'unknown' || count.leader === undefined) return unknown;
    const fromLeader = count.leader ? 1 : 0;
    const atLeast = (threshold: number) => countAtLeast(count.members, threshold - fromLeader);
    switch (type) {
      case 'atLeast':
        return atLeast(value);
      case 'greaterThan':
        return atLeast(value + 1);
      case 'lessThan':
        return negate(atLeast(value));
      case 'atMost':
        return negate(atLeast(value + 1));
      case 'equalTo':
        return allOf([atLeast(value), negate(atLeast(value + 1))]);
      default:
        return negate(allOf([atLeast(value), negate(atLeast(value + 1))]));
    }
  };
}

/**
 * How many selections of one id the regiment holds (`scope="force"`).
 * `presence` marks a condition that only asks whether there is one.
 */
function compileForceCount(childId: string, index: ReadonlyMap<string, IndexedNode>, presence: boolean): CountSource {
  if (childId === CATEGORY_REGIMENTAL_LEADER) return () => ({ leader: true, members: null });
  if (childId === CATEGORY_REGIMENTAL_OPTION || childId === CATEGORY_REGIMENTAL_HERO) {
    const subject = subjectOf({ categories: [childId] });
    return (scene) => ({ leader: false, members: possibleSubject(subject, scene) });
  }
  const tag = index.get(childId)?.node.tag;
  if (tag === 'categoryEntry') {
    const subject = subjectOf({ categories: [childId] });
    return (scene) => ({
      leader: scene.leader ? hasCategory(scene.leader, childId, true) : undefined,
      members: possibleSubject(subject, scene),
    });
  }
  if (tag === 'entryLink' || tag === 'selectionEntry') {
    const subject = subjectOf({ ids: [childId] });
    return (scene) => ({
      leader: scene.leader ? scene.leader.ids.has(childId) : undefined,
      // "A named hero is in the regiment" reads as "led by" (Rabble-Rowza's MONSTERs, Toll's
      // Companions, the Skaven SKRYRE rule): sub-hero presence is written with local groups that
      // exclude the leader (Favoured Spawning or Skink Starpriest), which count members.
      members: presence && scene.heroIds.has(childId) ? null : possibleSubject(subject, scene),
    });
  }
  return () => 'unknown';
}

function compileInstanceOf(condition: XmlElement, index: ReadonlyMap<string, IndexedNode>): Compiled {
  const { scope = '', childId = '', type } = condition.attrs;
  const positive = type === 'instanceOf';
  // The regiment is the force being filled; an auxiliary unit is never in one.
  if (childId === FORCE_REGIMENT) return () => positive;
  if (childId === FORCE_AUXILIARY) return () => !positive;
  const onSelf = scope === 'self' || scope === 'root-entry';
  const known = childId === CATEGORY_REGIMENTAL_LEADER || childId === CATEGORY_REGIMENTAL_OPTION || childId === CATEGORY_REGIMENTAL_HERO;
  const tag = index.get(childId)?.node.tag;
  const aboutUnits = known || tag === 'categoryEntry' || tag === 'entryLink' || tag === 'selectionEntry';
  return (scene) => {
    if (!aboutUnits) {
      const verdict = evaluateStaticCondition(condition, scene.context);
      if (verdict !== undefined) return positive ? verdict : !verdict;
    }
    if (!onSelf || !scene.self) return { kind: 'unknown', node: condition };
    const holds = fromTri(unitIs(scene.self, childId, scene.selfIsLeader), condition);
    return positive ? holds : negate(holds);
  };
}

function compileCondition(condition: XmlElement, index: ReadonlyMap<string, IndexedNode>): Compiled {
  const { type = '', scope = '', childId = '', field = 'selections' } = condition.attrs;
  if (type === 'instanceOf' || type === 'notInstanceOf') return compileInstanceOf(condition, index);
  if (scope === 'force' && field === 'selections') {
    const value = Number(condition.attrs.value ?? '0');
    const presence = ((type === 'atLeast' || type === 'lessThan') && value === 1) || ((type === 'greaterThan' || type === 'atMost') && value === 0);
    return compileComparison(compileForceCount(childId, index, presence), type, value, condition);
  }
  return (scene) => fromTri(evaluateStaticCondition(condition, scene.context), condition);
}

/**
 * A local condition group counts the selections of the regiment that pass all
 * its (self-scoped) conditions: the leader's share is decided per leader, the
 * members' stays a count of the subject the conditions describe.
 */
function compileLocalGroup(group: XmlElement, index: ReadonlyMap<string, IndexedNode>): Compiled {
  const unknown: Formula = { kind: 'unknown', node: group };
  const conditions = group.children.flatMap((child) => (child.tag === 'conditions' ? child.children : []));
  const nested = group.children.some((child) => child.tag === 'conditionGroups' && child.children.length > 0);
  if (group.attrs.scope !== 'force' || (group.attrs.field ?? 'selections') !== 'selections' || conditions.length === 0 || nested) {
    return () => unknown;
  }
  const subject = subjectOf({});
  const tests: Array<{ id: string; positive: boolean }> = [];
  let countsMembers = true;
  for (const condition of conditions) {
    const { type, scope, childId = '' } = condition.attrs;
    if ((type !== 'instanceOf' && type !== 'notInstanceOf') || (scope !== 'self' && scope !== 'root-entry')) return () => unknown;
    const positive = type === 'instanceOf';
    tests.push({ id: childId, positive });
    if (childId === CATEGORY_REGIMENTAL_LEADER) {
      if (positive) countsMembers = false;
    } else if (index.get(childId)?.node.tag === 'categoryEntry') {
      (positive ? subject.categories : subject.notCategories).push(childId);
    } else {
      (positive ? subject.ids : subject.notIds).push(childId);
    }
  }
  const source: CountSource = (scene) => {
    const { leader } = scene;
    const leaderParts = tests.map(({ id, positive }) => {
      const is = leader ? unitIs(leader, id, true) : id === CATEGORY_REGIMENTAL_LEADER ? true : undefined;
      return is === undefined ? undefined : is === positive;
    });
    return { leader: and(leaderParts), members: countsMembers ? possibleSubject(subject, scene) : null };
  };
  return compileComparison(source, group.attrs.type ?? '', Number(group.attrs.value ?? '0'), group);
}

function compileParts(node: XmlElement, index: ReadonlyMap<string, IndexedNode>): Compiled[] {
  const parts: Compiled[] = [];
  for (const child of node.children) {
    if (child.tag === 'conditions') for (const condition of child.children) parts.push(compileCondition(condition, index));
    else if (child.tag === 'conditionGroups') for (const group of child.children) parts.push(compileGroup(group, index));
    else if (child.tag === 'localConditionGroups') for (const group of child.children) parts.push(compileLocalGroup(group, index));
  }
  return parts;
}

/** Runs the parts of an `and`, stopping at the first that fails. */
function runAll(parts: readonly Compiled[], scene: RegimentScene): Formula {
  let rest: Formula[] | undefined;
  for (const part of parts) {
    const value = part(scene);
    if (value === false) return false;
    if (value !== true) (rest ??= []).push(value);
  }
  return rest ? allOf(rest) : true;
}

/** Runs the parts of an `or`, stopping at the first that holds. */
function runAny(parts: readonly Compiled[], scene: RegimentScene): Formula {
  let rest: Formula[] | undefined;
  for (const part of parts) {
    const value = part(scene);
    if (value === true) return true;
    if (value !== false) (rest ??= []).push(value);
  }
  return rest ? anyOf(rest) : false;
}

function compileGroup(group: XmlElement, index: ReadonlyMap<string, IndexedNode>): Compiled {
  const parts = compileParts(group, index);
  return group.attrs.type === 'or' ? (scene) => runAny(parts, scene) : (scene) => runAll(parts, scene);
}

// Compiled guards per data set index and node: each unit's guards are read for every leader.
const compiledByIndex = new WeakMap<ReadonlyMap<string, IndexedNode>, WeakMap<XmlElement, PreparedGuard>>();

function prepareGuard(node: XmlElement, index: ReadonlyMap<string, IndexedNode>): PreparedGuard {
  let cache = compiledByIndex.get(index);
  if (!cache) compiledByIndex.set(index, (cache = new WeakMap()));
  let prepared = cache.get(node);
  if (!prepared) cache.set(node, (prepared = { run: undefined, leaderIds: requiredLeaderIds(node, index) }));
  return prepared;
}

function runGuard(prepared: PreparedGuard, node: XmlElement, scene: RegimentScene): Formula {
  if (!prepared.run) {
    const parts = compileParts(node, scene.index);
    prepared.run = (at) => runAll(parts, at);
  }
  return prepared.run(scene);
}

function excludesLeader(prepared: PreparedGuard, scene: RegimentScene): boolean {
  const { leader } = scene;
  if (!leader || !prepared.leaderIds) return false;
  for (const id of prepared.leaderIds) if (leader.ids.has(id)) return false;
  return true;
}

/**
 * Ids of which the leader must carry one for the modifier (with its groups)
 * to apply; null when any leader may do.
 */
export function leaderIdsOf(modifier: XmlElement, groups: readonly XmlElement[], index: ReadonlyMap<string, IndexedNode>): ReadonlySet<string> | null {
  for (const node of [...groups, modifier]) {
    const { leaderIds } = prepareGuard(node, index);
    if (leaderIds) return leaderIds;
  }
  return null;
}

/**
 * The guard of a modifier together with the modifier groups around it (their
 * conditions, condition groups and local condition groups, all required)
 * inside one regiment: what the static context and the leader decide is
 * folded in, what the rest of the regiment decides is left as a formula.
 */
export function evaluateModifierGuard(modifier: XmlElement, groups: readonly XmlElement[], scene: RegimentScene): Formula {
  const nodes = groups.length === 0 ? [modifier] : [...groups, modifier];
  const prepared = nodes.map((node) => prepareGuard(node, scene.index));
  for (const guard of prepared) if (excludesLeader(guard, scene)) return false;
  let rest: Formula[] | undefined;
  for (let i = 0; i < nodes.length; i++) {
    const value = runGuard(prepared[i]!, nodes[i]!, scene);
    if (value === false) return false;
    if (value !== true) (rest ??= []).push(value);
  }
  return rest ? allOf(rest) : true;
}
