import type { ConversionEnv } from '../catalogue/conversion-env.js';
import { cleanName } from '../text/clean-text.js';
import { items, type XmlElement } from '../xml/xml-element.js';

// A rank of a path is hidden while the unit has fewer renown points than the
// rank needs: a `set hidden true` modifier with a condition 'selections of
// Renown less than N' (Renown is an upgrade of the game system the unit
// counts its points in). N is the renown the rank needs.

function isRenownEntry(id: string | undefined, env: ConversionEnv): boolean {
  const node = env.index.get(id ?? '')?.node;
  return node?.tag === 'selectionEntry' && cleanName(node.attrs.name ?? '') === 'Renown';
}

function renownBounds(node: XmlElement, env: ConversionEnv): number[] {
  const own = items(node, 'conditions')
    .filter((condition) => condition.attrs.type === 'lessThan' && condition.attrs.field === 'selections' && isRenownEntry(condition.attrs.childId, env))
    .map((condition) => Number.parseInt(condition.attrs.value ?? '', 10))
    .filter((value) => !Number.isNaN(value));
  return [...own, ...items(node, 'conditionGroups').flatMap((group) => renownBounds(group, env))];
}

/** The renown points a rank needs, or null when the data hides it by no renown condition. */
export function readRenownNeeded(rank: XmlElement, env: ConversionEnv): number | null {
  const hides = items(rank, 'modifiers').filter(
    (modifier) => modifier.attrs.type === 'set' && modifier.attrs.field === 'hidden' && modifier.attrs.value === 'true',
  );
  const bounds = hides.flatMap((modifier) => renownBounds(modifier, env));
  return bounds.length > 0 ? Math.max(...bounds) : null;
}
