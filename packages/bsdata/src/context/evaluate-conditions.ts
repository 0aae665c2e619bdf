import { COST_FORCE_CATEGORY_GHB, COST_FORCE_CATEGORY_PTG, ENTRY_ALLOW_LEGENDS } from '../ids.js';
import type { XmlElement } from '../xml/xml-element.js';
import type { StaticContext } from './static-context.js';

/** true, false, or undefined when the answer depends on the player's list. */
export type Tri = boolean | undefined;

export function and(values: Iterable<Tri>): Tri {
  let unknown = false;
  for (const value of values) {
    if (value === false) return false;
    if (value === undefined) unknown = true;
  }
  return unknown ? undefined : true;
}

/** How many of childId the roster holds, when the static context knows it. */
function staticCount(condition: XmlElement, context: StaticContext): number | undefined {
  const { field = '', childId = '' } = condition.attrs;
  if (field === COST_FORCE_CATEGORY_GHB) return 1;
  if (field === COST_FORCE_CATEGORY_PTG) return 0;
  if (childId === ENTRY_ALLOW_LEGENDS) return context.allowLegends ? 1 : 0;
  if (context.knownForces.has(childId)) return context.forces.has(childId) ? 1 : 0;
  if (context.knownCatalogues.has(childId)) return context.primaryCatalogues.has(childId) ? 1 : 0;
  return undefined;
}

/** Whether a condition may be answered by the entry's own categories (`StaticContext.entryCategories`). */
export function asksAboutEntry(condition: XmlElement): boolean {
  const { type, scope } = condition.attrs;
  return (type === 'instanceOf' || type === 'notInstanceOf') && (scope === 'self' || scope === 'root-entry' || scope === 'parent');
}

export function evaluateCondition(condition: XmlElement, context: StaticContext): Tri {
  const { type = '', childId = '' } = condition.attrs;
  if (type === 'instanceOf' || type === 'notInstanceOf') {
    let holds: Tri;
    if (context.knownForces.has(childId)) holds = context.forces.has(childId);
    else if (context.knownCatalogues.has(childId)) holds = context.primaryCatalogues.has(childId);
    else if (asksAboutEntry(condition) && context.entryCategories.has(childId)) holds = true;
    if (holds === undefined) return undefined;
    return type === 'instanceOf' ? holds : !holds;
  }
  const count = staticCount(condition, context);
  if (count === undefined) return undefined;
  const value = Number(condition.attrs.value ?? '0');
  switch (type) {
    case 'atLeast':
      return count >= value;
    case 'atMost':
      return count <= value;
    case 'greaterThan':
      return count > value;
    case 'lessThan':
      return count < value;
    case 'equalTo':
      return count === value;
    case 'notEqualTo':
      return count !== value;
    default:
      return undefined;
  }
}

function evaluateGroup(group: XmlElement, context: StaticContext): Tri {
  return combineGuard(group, context, group.attrs.type === 'or');
}

/**
 * Combines a node's conditions and condition groups with AND (or OR). Written
 * as a plain loop: it runs for tens of thousands of modifiers per conversion.
 */
function combineGuard(node: XmlElement, context: StaticContext, any: boolean): Tri {
  let unknown = false;
  for (const child of node.children) {
    let parts: XmlElement[];
    let evaluate: (part: XmlElement, context: StaticContext) => Tri;
    if (child.tag === 'conditions') [parts, evaluate] = [child.children, evaluateCondition];
    else if (child.tag === 'conditionGroups') [parts, evaluate] = [child.children, evaluateGroup];
    // Local condition groups count selections inside the list: always dynamic.
    else if (child.tag === 'localConditionGroups') {
      if (child.children.length > 0) unknown = true;
      continue;
    } else continue;
    for (const part of parts) {
      const value = evaluate(part, context);
      if (value === undefined) unknown = true;
      else if (value === any) return any;
    }
  }
  return unknown ? undefined : !any;
}

/** The guard of a modifier or modifier group: its conditions and condition groups, all required. */
export function evaluateGuard(node: XmlElement, context: StaticContext): Tri {
  return combineGuard(node, context, false);
}
