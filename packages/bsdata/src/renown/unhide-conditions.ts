import { collectModifiers } from '../context/modifiers.js';
import type { StaticContext } from '../context/static-context.js';
import type { XmlElement } from '../xml/xml-element.js';

function collectConditions(guard: XmlElement, into: Set<XmlElement>): void {
  for (const child of guard.children) {
    if (child.tag === 'conditions') for (const condition of child.children) into.add(condition);
    else if (child.tag === 'conditionGroups' || child.tag === 'localConditionGroups') {
      for (const group of child.children) collectConditions(group, into);
    }
  }
}

/**
 * Every condition guarding a `set hidden=false` modifier of the node, its
 * enclosing modifier groups' conditions included. Regiments of renown are
 * wired through these: which armies reveal a renown force, which renown force
 * reveals a unit or an ability entry.
 */
export function readUnhideConditions(node: XmlElement, context: StaticContext): XmlElement[] {
  const conditions = new Set<XmlElement>();
  for (const { modifier, groups } of collectModifiers(node, context)) {
    const { type, field, value } = modifier.attrs;
    if (type !== 'set' || field !== 'hidden' || value !== 'false') continue;
    for (const guard of [...groups, modifier]) collectConditions(guard, conditions);
  }
  return [...conditions];
}

/**
 * The ids among `wanted` that an unhide condition of any of the nodes names.
 * Any condition type or scope counts: the data has moved from
 * `atLeast scope="roster"` to `instanceOf scope="force"` before.
 */
export function findUnhidingIds(nodes: readonly XmlElement[], wanted: ReadonlySet<string>, context: StaticContext): string[] {
  const found = new Set<string>();
  for (const node of nodes) {
    for (const condition of readUnhideConditions(node, context)) {
      const id = condition.attrs.childId ?? '';
      if (wanted.has(id)) found.add(id);
    }
  }
  return [...found];
}
