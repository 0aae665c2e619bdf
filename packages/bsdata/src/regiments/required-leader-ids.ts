import type { IndexedNode } from '../catalogue/id-index.js';
import { CATEGORY_REGIMENTAL_LEADER } from '../ids.js';
import type { XmlElement } from '../xml/xml-element.js';

/**
 * "At least 1 Regimental Leader that is <link>" names the leaders a local
 * group can hold for: the entry ids among its positive conditions (a category
 * there narrows the leader further but is no id to look for).
 */
function localLeaderIds(group: XmlElement, index: ReadonlyMap<string, IndexedNode>): Set<string> | null {
  if (group.attrs.type !== 'atLeast' || Number(group.attrs.value ?? '0') < 1) return null;
  const positive = group.children
    .flatMap((child) => (child.tag === 'conditions' ? child.children : []))
    .filter((condition) => condition.attrs.type === 'instanceOf');
  if (!positive.some((condition) => condition.attrs.childId === CATEGORY_REGIMENTAL_LEADER)) return null;
  const ids = positive
    .map((condition) => condition.attrs.childId ?? '')
    .filter((id) => ['entryLink', 'selectionEntry'].includes(index.get(id)?.node.tag ?? ''));
  return ids.length > 0 ? new Set(ids) : null;
}

/**
 * The ids one of which the leader must carry for a guard (a modifier's or a
 * group's conditions) to hold; null when any leader may. Its parts are all
 * required, so any part's requirement holds for the whole; an `or` group
 * requires the union when every alternative names leaders.
 */
export function requiredLeaderIds(node: XmlElement, index: ReadonlyMap<string, IndexedNode>): Set<string> | null {
  for (const child of node.children) {
    const groups = child.tag === 'conditionGroups' || child.tag === 'localConditionGroups' ? child.children : [];
    for (const group of groups) {
      const ids = group.tag === 'localConditionGroup' ? localLeaderIds(group, index) : groupLeaderIds(group, index);
      if (ids) return ids;
    }
  }
  return null;
}

function groupLeaderIds(group: XmlElement, index: ReadonlyMap<string, IndexedNode>): Set<string> | null {
  if (group.attrs.type !== 'or') return requiredLeaderIds(group, index);
  if (group.children.some((child) => child.tag === 'conditions' && child.children.length > 0)) return null;
  const alternatives = group.children
    .flatMap((child) => (child.tag === 'conditionGroups' || child.tag === 'localConditionGroups' ? child.children : []))
    .map((part) => (part.tag === 'localConditionGroup' ? localLeaderIds(part, index) : requiredLeaderIds(part, index)));
  if (alternatives.length === 0 || alternatives.some((ids) => ids === null)) return null;
  return new Set(alternatives.flatMap((ids) => [...ids!]));
}
