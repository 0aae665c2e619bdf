import type { Rule } from '../../rule.js';
import { isRenownDaemonPrince, slotsOf } from './enhancement-slots.js';
import { viewList } from './list-view.js';

/**
 * The regiment of renown: it exists, this army may take it, it holds exactly its
 * units, and they are never the general, never reinforced and carry no
 * enhancements (the Godmarked Ascendant's Daemon Prince excepted).
 */
export const regimentOfRenownRule: Rule = {
  id: 'renown/regiment-of-renown',
  needsArmy: true,
  check(context, report) {
    const { list } = context;
    const view = viewList(context);
    const { index, renown, regimentOfRenown } = view;
    if (!list.regimentOfRenown) {
      // Units without a regiment would cost nothing: the regiment's points pay for them.
      for (const { name } of renown) report('REGIMENT_OF_RENOWN_NOT_SELECTED', { unit: name });
      return;
    }
    if (!regimentOfRenown) return report('REGIMENT_OF_RENOWN_NOT_FOUND', { regiment: list.regimentOfRenown });
    const regiment = regimentOfRenown.name;
    if (!regimentOfRenown.selectableIn.some((army) => army === index.army.name)) {
      report('REGIMENT_OF_RENOWN_NOT_SELECTABLE', { regiment, army: list.faction });
    }
    const reported = new Set<string>();
    for (const { unit, key, name } of renown) {
      if (unit || reported.has(key)) continue;
      reported.add(key);
      report('REGIMENT_OF_RENOWN_UNIT', { unit: name, regiment });
    }
    for (const { count, unit } of regimentOfRenown.units) {
      const held = renown.filter((placement) => placement.unit === unit).length;
      if (held !== count) report('REGIMENT_OF_RENOWN_COUNT', { regiment, count, unit: unit.name });
    }
    for (const placement of renown) {
      const { listUnit, name } = placement;
      if (listUnit.general) report('REGIMENT_OF_RENOWN_GENERAL', { unit: name });
      if (listUnit.reinforced) report('REGIMENT_OF_RENOWN_REINFORCED', { unit: name });
      if (slotsOf(view, listUnit).length > 0 && !isRenownDaemonPrince(placement, index)) {
        report('REGIMENT_OF_RENOWN_ENHANCEMENT', { unit: name });
      }
    }
  },
};
