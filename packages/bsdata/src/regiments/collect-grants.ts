import { CATEGORY_REGIMENTAL_HERO, CATEGORY_REGIMENTAL_OPTION } from '../ids.js';
import type { XmlElement } from '../xml/xml-element.js';
import type { ArmyUnit } from './army-unit.js';
import { flattenModifiers } from './flatten-modifiers.js';

/** One `add category scope=force affects=self.entries.recursive.<target>` of a would-be leader. */
export type Grant = {
  /** Regimental Option admits non-hero units, Regimental Hero admits sub-heroes. */
  kind: 'option' | 'hero';
  /** A `remove` takes the category back from matching entries (Arch-Revenant: not Treelords). */
  remove: boolean;
  targetId: string;
  modifier: XmlElement;
  groups: readonly XmlElement[];
};

const AFFECTS_PREFIX = 'self.entries.recursive.';
const NESTED_TAGS = new Set(['selectionEntries', 'selectionEntryGroups', 'selectionEntry', 'selectionEntryGroup']);

function looksLikeGrant({ attrs }: XmlElement): boolean {
  return attrs.field === 'category' && (attrs.value === CATEGORY_REGIMENTAL_OPTION || attrs.value === CATEGORY_REGIMENTAL_HERO);
}

// Per definition, its nested choices that carry grants; definitions are shared by every army using them.
const nestedGrantNodes = new WeakMap<XmlElement, XmlElement[]>();

/** The definition's nested choices that carry grants (Anvil of Apotheosis archetypes do). */
function nestedEntries(entry: XmlElement): XmlElement[] {
  let found = nestedGrantNodes.get(entry);
  if (found) return found;
  found = [];
  const stack = entry.children.filter((child) => NESTED_TAGS.has(child.tag));
  while (stack.length > 0) {
    const node = stack.pop()!;
    if ((node.tag === 'selectionEntry' || node.tag === 'selectionEntryGroup') && flattenModifiers(node).some(({ modifier }) => looksLikeGrant(modifier))) {
      found.push(node);
    }
    for (const child of node.children) if (NESTED_TAGS.has(child.tag)) stack.push(child);
  }
  nestedGrantNodes.set(entry, found);
  return found;
}

/**
 * Every grant a unit can make as a leader: on its army link (or a þ library's
 * root link), on its library entry and inside the entry's nested choices.
 * Their guards (this unit leads, and any static condition) are read later.
 */
export function collectGrants(unit: ArmyUnit): Grant[] {
  const grants: Grant[] = [];
  const entry = unit.nodes[unit.nodes.length - 1]!;
  for (const node of [...unit.nodes, ...nestedEntries(entry)]) {
    for (const { modifier, groups } of flattenModifiers(node)) {
      const { type, value, affects } = modifier.attrs;
      if (!looksLikeGrant(modifier) || !affects?.startsWith(AFFECTS_PREFIX) || (type !== 'add' && type !== 'remove')) continue;
      grants.push({
        kind: value === CATEGORY_REGIMENTAL_OPTION ? 'option' : 'hero',
        remove: type === 'remove',
        targetId: affects.slice(AFFECTS_PREFIX.length),
        modifier,
        groups,
      });
    }
  }
  return grants;
}
