import type { Rule } from '../../rule.js';
import { displayName, resolvePlacedUnits } from './placed-units.js';

/**
 * Highlander: each unit at most once among the placed units. The regiment of
 * renown is a fixed bundle the player cannot change, so its units do not count.
 */
export const highlanderRule: Rule = {
  id: 'highlander/duplicates',
  modes: ['highlander'],
  needsArmy: true,
  check(context, report) {
    const counts = new Map<string, { unit: string; count: number }>();
    for (const placed of resolvePlacedUnits(context)) {
      const entry = counts.get(placed.key);
      if (entry) entry.count += 1;
      else counts.set(placed.key, { unit: displayName(placed), count: 1 });
    }
    for (const { unit, count } of counts.values()) if (count > 1) report('HIGHLANDER_DUPLICATE', { unit, count });
  },
};
