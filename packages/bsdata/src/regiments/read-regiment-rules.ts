import { CATEGORY_REGIMENTAL_HERO, CATEGORY_REGIMENTAL_LEADER, CATEGORY_REGIMENTAL_OPTION, FORCE_REGIMENT } from '../ids.js';
import { items, type XmlElement } from '../xml/xml-element.js';
import { flattenModifiers, type FlatModifier } from './flatten-modifiers.js';

/** A `scope="force"` limit: inside a regiment, how many of the entry (or category) it may hold. */
export type ForceConstraint = {
  constraint: XmlElement;
  type: 'min' | 'max';
  /** Modifiers whose field is the constraint's id, in document order. */
  modifiers: FlatModifier[];
};

/** What an entry or category says about regiments: its force limits and what hides it. */
export type RegimentRules = {
  constraints: ForceConstraint[];
  /** `set hidden=true` modifiers about regiments. */
  hiding: FlatModifier[];
};

const REGIMENT_IDS = new Set([FORCE_REGIMENT, CATEGORY_REGIMENTAL_LEADER, CATEGORY_REGIMENTAL_OPTION, CATEGORY_REGIMENTAL_HERO]);

/** Whether a condition anywhere under the element names one of the ids, or it counts selections locally. */
function mentionsAny(element: XmlElement, ids: ReadonlySet<string>): boolean {
  if (element.tag === 'localConditionGroup') return true;
  if (element.tag === 'condition' && ids.has(element.attrs.childId ?? '')) return true;
  return element.children.some((child) => mentionsAny(child, ids));
}

const GUARD_TAGS = new Set(['conditions', 'conditionGroups', 'localConditionGroups']);

/** A hide about regiments: its guard (or an enclosing group's) names the regiment force or its categories, or counts members. */
function isRegimentHide(modifier: XmlElement): boolean {
  const { field, type, value } = modifier.attrs;
  if (field !== 'hidden' || type !== 'set' || value !== 'true') return false;
  for (let node: XmlElement | null = modifier; node; node = node.parent) {
    if (node.tag === 'modifier' || node.tag === 'modifierGroup') {
      if (node.children.some((child) => GUARD_TAGS.has(child.tag) && mentionsAny(child, REGIMENT_IDS))) return true;
    } else if (node.tag !== 'modifiers' && node.tag !== 'modifierGroups') return false;
  }
  return false;
}

/** The conditions a guard requires all of: its own, and those of `and` groups inside it. */
function requiredConditions(node: XmlElement): XmlElement[] {
  const found: XmlElement[] = [];
  for (const child of node.children) {
    if (child.tag === 'conditions') found.push(...child.children);
    else if (child.tag === 'conditionGroups') {
      for (const group of child.children) if (group.attrs.type !== 'or') found.push(...requiredConditions(group));
    }
  }
  return found;
}

/**
 * The usual gate "hidden in a regiment unless a Regimental Option (Hero)": a
 * unit a leader admits always has the category of its kind, so it never
 * applies to one. Skipping it spares evaluating it for every unit of every army.
 */
function isAdmissionGate(flat: FlatModifier, admittedBy: string): boolean {
  return [...flat.groups, flat.modifier].some((node) =>
    requiredConditions(node).some(
      ({ attrs }) => attrs.type === 'notInstanceOf' && (attrs.scope === 'self' || attrs.scope === 'root-entry') && attrs.childId === admittedBy,
    ),
  );
}

/**
 * Reads the regiment rules of a unit's links and definition (`admittedBy`:
 * the category a leader's grant gives it), or of a category entry.
 */
export function readRegimentRules(nodes: readonly XmlElement[], admittedBy?: string): RegimentRules {
  const constraints: ForceConstraint[] = [];
  for (const node of nodes) {
    for (const constraint of items(node, 'constraints')) {
      const { type, scope, field = 'selections' } = constraint.attrs;
      if (scope !== 'force' || field !== 'selections' || (type !== 'min' && type !== 'max')) continue;
      constraints.push({ constraint, type, modifiers: [] });
    }
  }
  const hiding: FlatModifier[] = [];
  const byId = new Map(constraints.map((entry) => [entry.constraint.attrs.id ?? '', entry]));
  for (const node of nodes) {
    for (const flat of flattenModifiers(node)) {
      const target = byId.get(flat.modifier.attrs.field ?? '');
      if (target) target.modifiers.push(flat);
      else if (isRegimentHide(flat.modifier) && !(admittedBy && isAdmissionGate(flat, admittedBy))) hiding.push(flat);
    }
  }
  return { constraints, hiding };
}
