import type { XmlElement } from '../xml/xml-element.js';

/** A modifier with the modifier groups around it (outermost first): together they make its guard. */
export type FlatModifier = { modifier: XmlElement; groups: readonly XmlElement[] };

// Structure only, so one answer per node serves every army that uses the node.
const flattened = new WeakMap<XmlElement, FlatModifier[]>();

function visit(node: XmlElement, groups: readonly XmlElement[], out: FlatModifier[]): void {
  for (const child of node.children) {
    if (child.tag === 'modifiers') for (const modifier of child.children) out.push({ modifier, groups });
    else if (child.tag === 'modifierGroups') for (const group of child.children) visit(group, [...groups, group], out);
  }
}

/**
 * Every modifier of a node, flattened out of modifier groups, without judging
 * any condition: the regiment pass evaluates guards itself, static conditions
 * included (unlike `collectModifiers`, which evaluates every one of them).
 */
export function flattenModifiers(node: XmlElement): readonly FlatModifier[] {
  let out = flattened.get(node);
  if (!out) {
    out = [];
    visit(node, [], out);
    flattened.set(node, out);
  }
  return out;
}
