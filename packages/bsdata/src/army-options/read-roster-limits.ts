import { and, evaluateGuard } from '../context/evaluate-conditions.js';
import type { GuardedModifier } from '../context/modifiers.js';
import { items, type XmlElement } from '../xml/xml-element.js';
import { findModifiers, hasRepeats } from './find-modifiers.js';
import type { ArmyUnit } from './index-army-units.js';
import { readPresenceGuard } from './read-presence-guard.js';

/** What the reader needs of a unit: where the army writes its limits, and the context to read them in. */
export type LimitSource = Pick<ArmyUnit, 'armyNodes' | 'nodes' | 'context'>;

/** "One more for each selection of childId" (a `repeat` on an increment). */
export type LimitIncrement = { childId: string; perSelections: number; by: number; scope: string };

/** A constraint on how many of a unit one list may hold, as the army writes it. */
export type RosterLimit = {
  type: 'min' | 'max';
  /** `roster`, or `parent` (the regiment a root entry sits in). */
  scope: string;
  /** After modifiers that always apply; -1 for max means no limit. */
  value: number;
  /** Ids whose presence in the list sets the limit to 0: a Scourge twin or an exclusive alternative. */
  waivedBy: string[];
  increments: LimitIncrement[];
  /** Modifiers of another shape (counts of keywords in the list): the limit cannot be mapped. */
  unreadable: number;
};

/**
 * Roster constraints, and parent ones that set a cap: root links carry an
 * unlimited `max -1` per regiment by the hundred, and only regiment logic
 * (docs/data-mapping.md, "Regiment options") modifies those.
 */
function isRosterLimit(constraint: XmlElement): boolean {
  const { type, scope, field = 'selections', value = '' } = constraint.attrs;
  if ((type !== 'min' && type !== 'max') || field !== 'selections') return false;
  return scope === 'roster' || (scope === 'parent' && type === 'max' && Number(value) >= 0);
}

/** The repeats of an increment that holds in every list of this army; undefined when it may not hold. */
function readIncrements(entry: GuardedModifier, unit: LimitSource): LimitIncrement[] | 'never' | undefined {
  const { modifier, groups } = entry;
  const guard = and([...groups.map((group) => evaluateGuard(group, unit.context)), evaluateGuard(modifier, unit.context)]);
  if (guard === false) return 'never';
  if (guard === undefined || modifier.attrs.type !== 'increment') return undefined;
  const by = Number(modifier.attrs.value ?? '0');
  return items(modifier, 'repeats').map((repeat) => ({
    childId: repeat.attrs.childId ?? '',
    perSelections: Number(repeat.attrs.value ?? '1'),
    by,
    scope: repeat.attrs.scope ?? '',
  }));
}

function readLimit(constraint: XmlElement, modifiers: readonly GuardedModifier[], unit: LimitSource): RosterLimit {
  const limit: RosterLimit = {
    type: constraint.attrs.type === 'min' ? 'min' : 'max',
    scope: constraint.attrs.scope ?? '',
    value: Number(constraint.attrs.value ?? '0'),
    waivedBy: [],
    increments: [],
    unreadable: 0,
  };
  for (const entry of modifiers) {
    const { modifier, applies } = entry;
    const { type, value = '' } = modifier.attrs;
    if (hasRepeats(modifier)) {
      // A ratio that only holds in some lists is not a fixed allowance.
      const increments = readIncrements(entry, unit);
      if (increments === undefined) limit.unreadable++;
      else if (increments !== 'never') limit.increments.push(...increments);
    } else if (applies === true) {
      if (type === 'set') limit.value = Number(value);
      else if (type === 'increment') limit.value += Number(value);
      else if (type === 'decrement') limit.value -= Number(value);
    } else if (applies === undefined) {
      const waivedBy = type === 'set' && value === '0' ? readPresenceGuard(modifier, entry.groups) : undefined;
      if (waivedBy) limit.waivedBy.push(...waivedBy);
      else limit.unreadable++;
    }
  }
  return limit;
}

/**
 * The roster-wide limits the army puts on a unit (`min`/`max` constraints of
 * scope roster, or parent for a root entry) with what changes them. Library
 * constraints are left out: they hold in every army (UNIQUE heroes' max 1).
 */
export function readRosterLimits(unit: LimitSource): RosterLimit[] {
  const constraints: XmlElement[] = [];
  for (const node of unit.armyNodes) {
    for (const constraint of items(node, 'constraints')) {
      if (isRosterLimit(constraint)) constraints.push(constraint);
    }
  }
  if (constraints.length === 0) return [];

  const ids = new Set(constraints.map((constraint) => constraint.attrs.id ?? ''));
  const byField = new Map<string, GuardedModifier[]>();
  for (const node of unit.nodes) {
    for (const entry of findModifiers(node, unit.context, (modifier) => ids.has(modifier.attrs.field ?? ''))) {
      const field = entry.modifier.attrs.field ?? '';
      byField.set(field, [...(byField.get(field) ?? []), entry]);
    }
  }
  return constraints.map((constraint) => readLimit(constraint, byField.get(constraint.attrs.id ?? '') ?? [], unit));
}
