import { items, type XmlElement } from '../xml/xml-element.js';

/** `atLeast 1 … scope="roster" childId=X`: "the list includes X". */
function presenceOf(condition: XmlElement): string | undefined {
  const { type, value, scope, field = 'selections', childId } = condition.attrs;
  if (type !== 'atLeast' || value !== '1' || scope !== 'roster' || field !== 'selections' || !childId) return undefined;
  return childId;
}

function hasLocalGroups(node: XmlElement): boolean {
  return items(node, 'localConditionGroups').length > 0;
}

/**
 * The ids a node's guard asks about when it reads "the list includes X (or Y …)":
 * a single presence condition, or an OR group of them, possibly wrapped in an
 * AND group of one. Any other guard gives undefined: it does not mean "if X is
 * included", so the caller must not read it as such.
 */
function readAlternatives(node: XmlElement): string[] | undefined {
  if (hasLocalGroups(node)) return undefined;
  const conditions = items(node, 'conditions');
  const groups = items(node, 'conditionGroups');
  if (conditions.length === 1 && groups.length === 0) {
    const id = presenceOf(conditions[0]!);
    return id ? [id] : undefined;
  }
  if (conditions.length > 0 || groups.length !== 1) return undefined;
  const group = groups[0]!;
  if (group.attrs.type !== 'or') return readAlternatives(group);
  if (hasLocalGroups(group) || items(group, 'conditionGroups').length > 0) return undefined;
  const ids = items(group, 'conditions').map(presenceOf);
  return ids.length > 0 && ids.every((id): id is string => id !== undefined) ? ids : undefined;
}

/**
 * The ids whose presence in the list switches a modifier on, when that is all
 * its guard says. Enclosing modifier groups must have no conditions of their own.
 */
export function readPresenceGuard(modifier: XmlElement, groups: readonly XmlElement[]): string[] | undefined {
  const guarded = groups.some(
    (group) => items(group, 'conditions').length + items(group, 'conditionGroups').length + items(group, 'localConditionGroups').length > 0,
  );
  return guarded ? undefined : readAlternatives(modifier);
}
