import type { Rule } from '../../rule.js';
import { isAutoEndrin, isKharadronArmy } from './auto-endrin.js';
import { displayName, resolvePlacedUnits } from './placed-units.js';

// Terrain is chosen as the list's faction terrain and manifestations come from
// its lore; pickers never offer either as a regiment or auxiliary unit.
const NOT_LIST_UNITS = new Set(['Terrain', 'Manifestation']);

/**
 * Every unit placed in a regiment or as an auxiliary must be a unit of the army.
 * Each name is reported once, however often it appears. Regiment-of-renown units
 * are checked by the regiment-of-renown rules.
 */
export const invalidUnitRule: Rule = {
  id: 'army/invalid-unit',
  needsArmy: true,
  check(context, report) {
    const { lookup } = context;
    // The Auto-Endrin rule has the better message for Kharadron lists.
    const skipAutoEndrin = isKharadronArmy(lookup!.army);
    const reported = new Set<string>();
    for (const placed of resolvePlacedUnits(context)) {
      if (placed.unit && !NOT_LIST_UNITS.has(placed.unit.type)) continue;
      if (reported.has(placed.key) || (skipAutoEndrin && isAutoEndrin(placed.key))) continue;
      reported.add(placed.key);
      report('INVALID_UNIT', { army: lookup!.army.name, unit: displayName(placed) });
    }
  },
};
