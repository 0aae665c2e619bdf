import { staticModifiers } from '../context/modifiers.js';
import type { StaticContext } from '../context/static-context.js';
import { items, type XmlElement } from '../xml/xml-element.js';

export type Bounds = { min: number; max: number };

/** A constraint's value after static `set` modifiers of the node (the undersize `set 1`, handbook changes). */
function constraintValue(constraint: XmlElement, modifiers: readonly XmlElement[]): number {
  let value = Number(constraint.attrs.value ?? '0');
  for (const modifier of modifiers) {
    if (modifier.attrs.field === constraint.attrs.id && modifier.attrs.type === 'set') value = Number(modifier.attrs.value ?? value);
  }
  return value;
}

/** How many of an entry its parent may hold (`scope="parent"`); max -1 means no limit. */
export function readBounds(node: XmlElement, context: StaticContext, fallback: Bounds = { min: 0, max: -1 }): Bounds {
  return readScopedBounds(node, context, (scope) => scope === 'parent', fallback);
}

/** Bounds of an entry's constraints whose scope passes `accept` (a unit id, 'roster', 'force'). */
export function readScopedBounds(node: XmlElement, context: StaticContext, accept: (scope: string) => boolean, fallback: Bounds = { min: 0, max: -1 }): Bounds {
  const constraints = items(node, 'constraints').filter(
    (constraint) => (constraint.attrs.field ?? 'selections') === 'selections' && accept(constraint.attrs.scope ?? ''),
  );
  if (constraints.length === 0) return fallback;
  const modifiers = staticModifiers(node, context);
  let min = fallback.min;
  let max = fallback.max;
  let sawMin = false;
  let sawMax = false;
  for (const constraint of constraints) {
    const value = constraintValue(constraint, modifiers);
    if (constraint.attrs.type === 'min') {
      min = sawMin ? Math.max(min, value) : value;
      sawMin = true;
    } else if (constraint.attrs.type === 'max') {
      max = sawMax ? Math.min(max, value) : value;
      sawMax = true;
    }
  }
  return { min, max };
}
