import type { EnhancementTable } from '../../../model/index.js';
import type { Rule } from '../../rule.js';
import { canTakeFrom, slotsOf } from './enhancement-slots.js';
import { viewList } from './list-view.js';

/**
 * Warns when nothing is taken from an enhancement table although a unit of the
 * list could take from it: heroic traits and artefacts once each, every other
 * table by name.
 */
export const unusedEnhancementsRule: Rule = {
  id: 'warnings/unused-enhancements',
  needsArmy: true,
  check(context, report) {
    const view = viewList(context);
    const { index, placed, renown } = view;
    const units = [...placed, ...renown];
    const taken = new Set<EnhancementTable>();
    for (const { listUnit } of units) for (const { entry } of slotsOf(view, listUnit)) if (entry) taken.add(entry.table);
    const open = (table: EnhancementTable) =>
      !taken.has(table) && table.sets.some((set) => set.enhancements.length > 0) && units.some((placement) => canTakeFrom(placement, table, index));
    const tables = index.army.enhancementTables;
    const kindOpen = (kind: EnhancementTable['kind']) => {
      const ofKind = tables.filter((table) => table.kind === kind);
      return ofKind.length > 0 && !ofKind.some((table) => taken.has(table)) && ofKind.some(open);
    };
    if (kindOpen('artefacts')) report('NO_ARTIFACT');
    if (kindOpen('heroicTraits')) report('NO_HEROIC_TRAIT');
    for (const table of tables) if (table.kind === 'other' && open(table)) report('NO_ENHANCEMENT_FROM_TABLE', { table: table.name });
  },
};
