import type { OptionSet } from '../../../model/index.js';
import type { Rule } from '../../rule.js';
import { viewList, type Placement } from './list-view.js';
import { unitOptions } from './unit-options.js';

/**
 * Upgrades name options of the unit's option sets. A unit-level set with a
 * minimum needs a choice and takes no more than its maximum; a model-level
 * option named as an upgrade (a single model's wargear) is accepted.
 */
export const upgradesRule: Rule = {
  id: 'weapons/upgrades',
  needsArmy: true,
  check(context, report) {
    const { index, placed, renown } = viewList(context);
    const checkUnit = ({ listUnit, unit }: Placement) => {
      if (!unit || (unit.optionSets.length === 0 && listUnit.upgrades.length === 0)) return;
      const options = unitOptions(unit, index);
      const chosen = new Map<OptionSet, number>();
      for (const upgrade of listUnit.upgrades) {
        const upgradeKey = index.key(upgrade);
        const set = options.unitOptions.get(upgradeKey);
        if (set) chosen.set(set, (chosen.get(set) ?? 0) + 1);
        else if (!options.modelOptions.has(upgradeKey)) report('UNKNOWN_UPGRADE', { unit: unit.name, upgrade });
      }
      for (const set of unit.optionSets) {
        const count = chosen.get(set) ?? 0;
        if (count === 0 && set.min >= 1 && set.options.length > 0) report('UPGRADE_REQUIRED', { unit: unit.name, set: set.name });
        if (set.max >= 1 && count > set.max) report('TOO_MANY_OPTIONS', { unit: unit.name, max: set.max, set: set.name });
      }
    };
    for (const placement of placed) checkUnit(placement);
    for (const placement of renown) checkUnit(placement);
  },
};
