import type { OptionSet, WeaponOption } from '../../../model/index.js';
import type { Rule } from '../../rule.js';
import { viewList, type Placement } from './list-view.js';
import { unitOptions } from './unit-options.js';

/** A weapon option limit of -1 means no limit, which the builder's counters show as 99. */
const UNLIMITED = 99;

/**
 * Weapon option counts: per option at most its max (doubled when reinforced);
 * per option set at most one choice per model holding the set (the unit size
 * in every warscroll but Stormfiends, whose three models each have their own).
 */
export const weaponOptionsRule: Rule = {
  id: 'weapons/weapon-options',
  needsArmy: true,
  check(context, report) {
    const { index, placed, renown } = viewList(context);
    const checkUnit = ({ listUnit, unit }: Placement) => {
      if (!unit) return;
      const entries = Object.entries(listUnit.weapons);
      if (entries.length === 0) return;
      const { models } = unitOptions(unit, index);
      const multiplier = listUnit.reinforced ? 2 : 1;
      for (const [model, choices] of entries) {
        const pool = models.get(index.key(model));
        if (!pool) {
          report('UNKNOWN_MODEL', { unit: unit.name, model });
          continue;
        }
        const weaponCounts = new Map<WeaponOption, number>();
        const setCounts = new Map<OptionSet, { count: number; models: number }>();
        for (const choice of choices) {
          const choiceKey = index.key(choice.name);
          const weapon = pool.weapons.get(choiceKey);
          const option = pool.options.get(choiceKey);
          if (weapon) weaponCounts.set(weapon, (weaponCounts.get(weapon) ?? 0) + choice.count);
          else if (option) {
            const counted = setCounts.get(option.set) ?? { count: 0, models: option.models };
            setCounts.set(option.set, { ...counted, count: counted.count + choice.count });
          } else report('UNKNOWN_WEAPON_OPTION', { unit: unit.name, weapon: choice.name });
        }
        for (const [weapon, count] of weaponCounts) {
          const max = (weapon.max === -1 ? UNLIMITED : weapon.max) * multiplier;
          if (count > max) report('TOO_MANY_WEAPONS', { unit: unit.name, max, weapon: weapon.name });
        }
        for (const [set, { count, models: holders }] of setCounts) {
          const max = Math.min(holders, unit.battleProfile.unitSize || holders) * Math.max(1, set.max) * multiplier;
          if (count > max) report('TOO_MANY_OPTIONS', { unit: unit.name, max, set: set.name });
        }
      }
    };
    for (const placement of placed) checkUnit(placement);
    for (const placement of renown) checkUnit(placement);
  },
};
