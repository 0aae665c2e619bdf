import type { Army } from '../../../model/index.js';
import { nameKey } from '../../../shared/name-key.js';
import type { Rule } from '../../rule.js';
import { displayName, resolvePlacedUnits } from './placed-units.js';

const AUTO_ENDRIN_KEY = nameKey('Auto-Endrin');
const KHARADRON_OVERLORDS = 'Kharadron Overlords';

/** Kharadron Overlords and its armies of renown, whose lists the Auto-Endrin rule concerns. */
export function isKharadronArmy(army: Army): boolean {
  return (army.parentArmy ?? army.name) === KHARADRON_OVERLORDS;
}

export function isAutoEndrin(key: string): boolean {
  return key === AUTO_ENDRIN_KEY;
}

/**
 * The Auto-Endrin comes with the Zontari Endrin Dock as a derived entry and is
 * never a list unit. The dock itself never triggers this rule: only a unit the
 * list names 'Auto-Endrin' does, in a regiment or as an auxiliary.
 */
export const autoEndrinRule: Rule = {
  id: 'kharadron/auto-endrin',
  needsArmy: true,
  check(context, report) {
    const { lookup } = context;
    if (!isKharadronArmy(lookup!.army)) return;
    const found = resolvePlacedUnits(context).filter((placed) => isAutoEndrin(placed.key));
    if (found.length > 0) report('AUTO_ENDRIN', { unit: displayName(found[0]!), count: found.length });
  },
};
