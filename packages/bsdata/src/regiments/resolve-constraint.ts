import type { XmlElement } from '../xml/xml-element.js';
import { evaluateModifierGuard } from './compile-regiment-guard.js';
import type { FlatModifier } from './flatten-modifiers.js';
import type { Formula } from './formula.js';
import type { ForceConstraint } from './read-regiment-rules.js';
import type { RegimentScene } from './regiment-scene.js';

/** A `set` whose guard still depends on what else stands in the regiment. */
export type ConditionalSet = { modifier: XmlElement; value: number; guard: Formula };

export type ResolvedConstraint = {
  /** The limit when every list-dependent modifier stays off; -1 means none. */
  value: number;
  conditional: ConditionalSet[];
  /**
   * Modifiers that cannot be read as a fixed or conditional set (repeats,
   * increments under conditions); when there are any, `value` is -1, the most
   * permissive reading.
   */
  unreadable: XmlElement[];
};

function hasRepeats(modifier: XmlElement): boolean {
  return modifier.children.some((child) => child.tag === 'repeats' && child.children.length > 0);
}

/**
 * Applies a force constraint's modifiers in document order within one
 * regiment: sets that certainly hold replace the value (and override the
 * conditional sets before them), the others are returned with their guard.
 */
export function resolveConstraint(
  rule: ForceConstraint,
  scene: RegimentScene,
  evaluate: (guarded: FlatModifier, scene: RegimentScene) => Formula = ({ modifier, groups }, at) => evaluateModifierGuard(modifier, groups, at),
): ResolvedConstraint {
  let value = Number(rule.constraint.attrs.value ?? '-1');
  let conditional: ConditionalSet[] = [];
  const unreadable: XmlElement[] = [];
  for (const guarded of rule.modifiers) {
    const { modifier } = guarded;
    const guard = evaluate(guarded, scene);
    if (guard === false) continue;
    const amount = Number(modifier.attrs.value ?? '0');
    const type = modifier.attrs.type;
    if (Number.isNaN(amount) || hasRepeats(modifier) || (type !== 'set' && guard !== true)) {
      unreadable.push(modifier);
    } else if (type === 'set' && guard === true) {
      value = amount;
      conditional = [];
    } else if (type === 'set') {
      conditional.push({ modifier, value: amount, guard });
    } else if (type === 'increment' || type === 'decrement') {
      if (value !== -1) value += type === 'increment' ? amount : -amount;
    } else {
      unreadable.push(modifier);
    }
  }
  return { value: unreadable.length > 0 ? -1 : value, conditional, unreadable };
}
