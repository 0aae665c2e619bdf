import type { EnhancementTable } from '../../../model/index.js';
import type { Report, Rule } from '../../rule.js';
import { mayHoldEnhancements, slotsOf } from './enhancement-slots.js';
import { viewList } from './list-view.js';

function reportTableLimit(table: EnhancementTable, max: number, report: Report): void {
  if (table.kind === 'artefacts') report('TOO_MANY_ARTIFACTS');
  else if (table.kind === 'heroicTraits') report('TOO_MANY_HEROIC_TRAITS');
  else report('TOO_MANY_FROM_TABLE', { max, table: table.name });
}

/**
 * List-wide limits: one enhancement per table (a table's maxPerList, 3 for
 * First Circle Titles) and each enhancement once. A table counts distinct
 * enhancements, so taking the same one twice is reported once, as a duplicate.
 */
export const enhancementLimitsRule: Rule = {
  id: 'enhancements/list-limits',
  needsArmy: true,
  check(context, report) {
    const view = viewList(context);
    const { index, placed, renown } = view;
    const perTable = new Map<EnhancementTable, Set<string>>();
    const seen = new Set<string>();
    const duplicates = new Map<string, string>();
    for (const placement of [...placed, ...renown]) {
      if (!mayHoldEnhancements(placement, index)) continue;
      for (const { entry } of slotsOf(view, placement.listUnit)) {
        if (!entry) continue;
        const key = index.key(entry.enhancement.name);
        if (seen.has(key)) {
          if (!duplicates.has(key)) duplicates.set(key, entry.enhancement.name);
          continue;
        }
        seen.add(key);
        const taken = perTable.get(entry.table) ?? new Set<string>();
        perTable.set(entry.table, taken.add(key));
      }
    }
    for (const table of index.army.enhancementTables) {
      const max = Math.max(1, table.maxPerList);
      if ((perTable.get(table)?.size ?? 0) > max) reportTableLimit(table, max, report);
    }
    for (const enhancement of duplicates.values()) report('DUPLICATE_ENHANCEMENT', { enhancement });
  },
};
