import type { Army, GameData, Lore, Unit } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';
import { armiesInHomeOrder } from './armies-in-home-order.js';

export type LoreForRoute = {
  lore: Lore;
  /** The warscrolls its spells summon, in the lore's order; names with no warscroll in the data are left out. */
  units: Unit[];
  /** The army whose lore it is; null for a universal manifestation lore. */
  army: Army | null;
};

/**
 * ManifestationLore's lookup (/manifestation/{loreName}), ignoring case and
 * non-alphanumerics: the universal manifestation lores first, then the armies'
 * manifestation lores in home order (armies before armies of renown).
 */
export function findLore(data: GameData, loreName: string): LoreForRoute | null {
  const key = nameKey(loreName);
  const named = (lore: Lore) => nameKey(lore.name) === key;
  const resolve = (lore: Lore, army: Army | null): LoreForRoute => {
    const pool = army ? [...army.units, ...data.universalUnits] : data.universalUnits;
    const units = lore.units.flatMap((name) => pool.find((unit) => nameKey(unit.name) === nameKey(name)) ?? []);
    return { lore, units, army };
  };
  const universal = data.universalManifestations.find(named);
  if (universal) return resolve(universal, null);
  for (const army of armiesInHomeOrder(data)) {
    const lore = army.lores.manifestation.find(named);
    if (lore) return resolve(lore, army);
  }
  return null;
}
