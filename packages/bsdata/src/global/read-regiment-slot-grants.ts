import type { DataSet } from '../catalogue/load-data-set.js';
import { collectModifiers } from '../context/modifiers.js';
import { FORCE_REGIMENT } from '../ids.js';
import { items } from '../xml/xml-element.js';

/**
 * Entry ids of units that raise their regiment's size limit by one. The game
 * system's Regiment force caps its selections and increments that cap when the
 * regiment holds one of these entries (the Freeguild Command Corps units).
 */
export function readRegimentSlotGrants(dataSet: DataSet): Set<string> {
  const regiment = dataSet.index.get(FORCE_REGIMENT)?.node;
  const grants = new Set<string>();
  if (!regiment) return grants;
  const sizeLimits = new Set(
    items(regiment, 'constraints')
      .filter((constraint) => constraint.attrs.type === 'max' && constraint.attrs.scope === 'self')
      .map((constraint) => constraint.attrs.id ?? ''),
  );
  for (const { modifier } of collectModifiers(regiment, dataSet.context)) {
    if (modifier.attrs.type !== 'increment' || !sizeLimits.has(modifier.attrs.field ?? '')) continue;
    for (const condition of items(modifier, 'conditions')) {
      if (condition.attrs.scope === 'self' && condition.attrs.childId) grants.add(condition.attrs.childId);
    }
  }
  return grants;
}
