import type { ResolvedEntry } from '../catalogue/resolve-link.js';
import { staticModifiers } from '../context/modifiers.js';
import type { StaticContext } from '../context/static-context.js';
import { COST_POINTS } from '../ids.js';
import { items, type XmlElement } from '../xml/xml-element.js';

function pointsCost(node: XmlElement): number | undefined {
  const cost = items(node, 'costs').find((candidate) => candidate.attrs.typeId === COST_POINTS);
  return cost ? Number(cost.attrs.value ?? '0') : undefined;
}

/**
 * Points as the army sets them: the outermost link that carries a cost wins
 * over the definition; static `set points` modifiers (older modes) apply.
 * No cost at all (companions, faction terrain) is 0.
 */
export function readPoints(resolved: ResolvedEntry, context: StaticContext): number {
  const nodes = [...resolved.links, resolved.entry];
  let points = 0;
  let owner: XmlElement | undefined;
  for (const node of nodes) {
    const cost = pointsCost(node);
    if (cost !== undefined) {
      points = cost;
      owner = node;
      break;
    }
  }
  for (const node of owner ? [owner] : nodes) {
    for (const modifier of staticModifiers(node, context)) {
      if (modifier.attrs.field === COST_POINTS && modifier.attrs.type === 'set') points = Number(modifier.attrs.value ?? points);
    }
  }
  return Math.round(points);
}
