import type { Unit } from '../../../model/index.js';
import type { Rule } from '../../rule.js';
import { resolvePlacedUnits } from './placed-units.js';
import { resolveRenownUnits } from './renown-units.js';

/**
 * A UNIQUE unit at most once in the whole list, the regiment of renown included:
 * a named character in the regiment of renown cannot also lead a regiment.
 */
export const uniqueUnitsRule: Rule = {
  id: 'uniqueness/unique-units',
  needsArmy: true,
  check(context, report) {
    const { list, lookup } = context;
    const counts = new Map<string, { unit: Unit; count: number }>();
    const units = [...resolvePlacedUnits(context), ...resolveRenownUnits(list, lookup!)];
    for (const { key, unit } of units) {
      if (!unit?.keywords.includes('UNIQUE')) continue;
      const entry = counts.get(key);
      if (entry) entry.count += 1;
      else counts.set(key, { unit, count: 1 });
    }
    for (const { unit, count } of counts.values()) if (count > 1) report('DUPLICATE_UNIQUE', { unit: unit.name, count });
  },
};
