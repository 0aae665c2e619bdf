import { and, evaluateGuard, type Tri } from '../context/evaluate-conditions.js';
import type { GuardedModifier } from '../context/modifiers.js';
import type { StaticContext } from '../context/static-context.js';
import type { XmlElement } from '../xml/xml-element.js';

/** A modifier that scales with selections in the list (`repeats`), so it is never static. */
export function hasRepeats(modifier: XmlElement): boolean {
  return modifier.children.some((child) => child.tag === 'repeats' && child.children.length > 0);
}

/**
 * The node's modifiers that `accept` picks, with the same verdict
 * collectModifiers gives. Guards are evaluated only for picked modifiers:
 * army links carry dozens of modifiers (visibility, regiment grants) and this
 * pass looks for a handful of them in every unit of every army.
 */
export function findModifiers(node: XmlElement, context: StaticContext, accept: (modifier: XmlElement) => boolean): GuardedModifier[] {
  const result: GuardedModifier[] = [];
  visit(node, context, accept, [], result);
  return result;
}

function visit(node: XmlElement, context: StaticContext, accept: (modifier: XmlElement) => boolean, groups: XmlElement[], result: GuardedModifier[]): void {
  for (const child of node.children) {
    if (child.tag === 'modifiers') {
      for (const modifier of child.children) {
        if (!accept(modifier)) continue;
        const outer: Tri = and(groups.map((group) => evaluateGuard(group, context)));
        const applies = hasRepeats(modifier) ? undefined : and([outer, evaluateGuard(modifier, context)]);
        result.push({ modifier, applies, groups });
      }
    } else if (child.tag === 'modifierGroups') {
      for (const group of child.children) visit(group, context, accept, [...groups, group], result);
    }
  }
}
