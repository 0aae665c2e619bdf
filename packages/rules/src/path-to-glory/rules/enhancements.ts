import { enhancementHolders, enhancementTableOf, rosterEnhancementTables } from '../roster-enhancements.js';
import type { RosterRule } from '../roster-rule.js';

/**
 * Enhancements from the army's tables, as a list takes them: only from a
 * table the unit may take from, one of each table per unit, and each
 * enhancement on one unit of the roster. A name none of the army's tables
 * holds (a reward of the campaign's own) is the player's and left alone.
 */
export const enhancementsRule: RosterRule = {
  id: 'roster/enhancements',
  check(roster, context, report) {
    const holders = enhancementHolders(roster);
    for (const unit of roster.units) {
      const open = new Set(rosterEnhancementTables(context, unit.name).map((table) => table.name));
      const perTable = new Map<string, number>();
      for (const enhancement of unit.enhancements) {
        const table = enhancementTableOf(context, enhancement);
        if (!table) continue;
        if (!open.has(table.name)) report('ROSTER_ENHANCEMENT_NOT_FOR_UNIT', unit.id, { unit: unit.name, enhancement });
        const taken = (perTable.get(table.name) ?? 0) + 1;
        perTable.set(table.name, taken);
        if (taken === 2) report('ROSTER_TOO_MANY_ENHANCEMENTS', unit.id, { unit: unit.name, table: table.name });
        if (holders.get(enhancement) !== unit.id) report('ROSTER_DUPLICATE_ENHANCEMENT', unit.id, { unit: unit.name, enhancement });
      }
    }
  },
};
