import type { ArmyList } from '../list/army-list.js';
import type { Army, Lore } from '../model/index.js';
import { isOfferable } from '../lookup/offerable.js';

type FreeDefaults = Pick<ArmyList, 'factionTerrain' | 'spellLore' | 'prayerLore'>;

function soleFree<T extends { name: string; points: number }>(items: readonly T[]): string | null {
  return items.length === 1 && items[0]!.points === 0 ? items[0]!.name : null;
}

/**
 * What a new list preselects: the faction terrain, spell lore and prayer lore
 * when the army has exactly one of it and it costs nothing. Null otherwise.
 */
export function freeListDefaults(army: Pick<Army, 'units' | 'lores'>): FreeDefaults {
  const terrain = army.units.filter((unit) => unit.type === 'Terrain' && isOfferable(unit));
  return {
    factionTerrain: soleFree(terrain),
    spellLore: soleFree<Lore>(army.lores.spell),
    prayerLore: soleFree<Lore>(army.lores.prayer),
  };
}
