import type { ArmyList } from '../../../list/army-list.js';
import type { ArmyLookup } from '../../../lookup/build-army-lookup.js';
import { nameKey } from '../../../shared/name-key.js';
import type { Rule } from '../../rule.js';
import { resolvePlacedUnits } from './placed-units.js';

// 'legends' is the mode that allows Legends content; 'disabled' checks nothing anyway.
const MATCHED_PLAY_MODES = ['standard', 'highlander', 'holy havoc'] as const;

function find<T>(name: string | null, items: ReadonlyMap<string, T>): T | undefined {
  return name ? items.get(nameKey(name)) : undefined;
}

function lores(list: ArmyList, lookup: ArmyLookup) {
  return [find(list.spellLore, lookup.spellLores), find(list.prayerLore, lookup.prayerLores), find(list.manifestationLore, lookup.manifestationLores)];
}

/**
 * Legends armies, units, formations, lores and regiments of renown are for the
 * 'legends' mode only. Names the data does not know are left to the invalid-name rules.
 */
export const legendsRule: Rule = {
  id: 'legends/not-allowed',
  modes: MATCHED_PLAY_MODES,
  needsArmy: true,
  check(context, report) {
    const { list, lookup } = context;
    const { army } = lookup!;
    // Everything in a Legends army is Legends: one issue says it all.
    if (army.legends) {
      report('LEGENDS_ARMY', { army: army.name });
      return;
    }
    const reported = new Set<string>();
    for (const { key, unit } of resolvePlacedUnits(context)) {
      if (!unit?.legends || reported.has(key)) continue;
      reported.add(key);
      report('LEGENDS_UNIT', { unit: unit.name });
    }
    const terrain = find(list.factionTerrain, lookup!.units);
    if (terrain?.legends) report('LEGENDS_UNIT', { unit: terrain.name });
    const formation = find(list.formation, lookup!.formations);
    if (formation?.legends) report('LEGENDS_FORMATION', { formation: formation.name });
    for (const lore of lores(list, lookup!)) if (lore?.legends) report('LEGENDS_LORE', { lore: lore.name });
    const renown = find(list.regimentOfRenown, lookup!.regimentsOfRenown);
    if (renown?.legends) report('LEGENDS_REGIMENT_OF_RENOWN', { regiment: renown.name });
  },
};
