import { campaignEnhancementTables, enhancementHolders, enhancementKindOf, rosterEnhancementTables } from '../roster-enhancements.js';
import type { RosterRule } from '../roster-rule.js';

/**
 * Enhancements from the army's tables and the campaign's own heroic traits
 * and artefacts, as a list takes them: only from a table the unit may take
 * from, one of each kind per unit whichever table it comes from (a campaign's
 * artefact is the hero's artefact), and each enhancement on one unit of the
 * roster. A name no table holds (a reward of the campaign's own) is the
 * player's and left alone.
 */
export const enhancementsRule: RosterRule = {
  id: 'roster/enhancements',
  check(roster, context, report) {
    const holders = enhancementHolders(roster);
    for (const unit of roster.units) {
      const open = new Set([...rosterEnhancementTables(context, unit.name), ...campaignEnhancementTables(context, unit.name)].map((table) => table.name));
      const perKind = new Map<string, number>();
      for (const enhancement of unit.enhancements) {
        const kind = enhancementKindOf(context, enhancement);
        if (!kind) continue;
        if (!open.has(kind)) report('ROSTER_ENHANCEMENT_NOT_FOR_UNIT', unit.id, { unit: unit.name, enhancement });
        const taken = (perKind.get(kind) ?? 0) + 1;
        perKind.set(kind, taken);
        if (taken === 2) report('ROSTER_TOO_MANY_ENHANCEMENTS', unit.id, { unit: unit.name, table: kind });
        if (holders.get(enhancement) !== unit.id) report('ROSTER_DUPLICATE_ENHANCEMENT', unit.id, { unit: unit.name, enhancement });
      }
    }
  },
};
