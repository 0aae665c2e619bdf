import type { ArmyList, ListUnit } from '../list/army-list.js';
import type { ArmyLookup } from '../lookup/build-army-lookup.js';
import type { Unit } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';

export type PointsBreakdown = {
  total: number;
  units: number;
  enhancements: number;
  formation: number;
  lores: number;
  factionTerrain: number;
  regimentOfRenown: number;
};

/** Every unit a player placed in regiments and as auxiliaries (regiment-of-renown units excluded). */
export function placedUnits(list: ArmyList): ListUnit[] {
  const units: ListUnit[] = [];
  // One push per unit: spreading a list's units as arguments overflows the stack on huge lists.
  for (const regiment of list.regiments) {
    if (regiment.leader) units.push(regiment.leader);
    for (const unit of regiment.units) units.push(unit);
  }
  for (const unit of list.auxiliaryUnits) units.push(unit);
  return units;
}

/** A unit's own cost: reinforcing doubles it. */
export function unitPoints(unit: Unit, reinforced: boolean): number {
  return reinforced ? unit.points * 2 : unit.points;
}

/** What a unit's enhancements cost (traits, artefacts and other tables); unknown names cost nothing. */
export function enhancementPoints(listUnit: ListUnit, lookup: ArmyLookup): number {
  const names = [listUnit.heroicTrait, listUnit.artifact, ...Object.values(listUnit.enhancementChoices)];
  let points = 0;
  for (const name of names) if (name) points += lookup.enhancements.get(nameKey(name))?.enhancement.points ?? 0;
  return points;
}

function lorePoints(list: ArmyList, lookup: ArmyLookup): number {
  const pick = (name: string | null, lores: ArmyLookup['spellLores']) => (name ? (lores.get(nameKey(name))?.points ?? 0) : 0);
  return pick(list.spellLore, lookup.spellLores) + pick(list.prayerLore, lookup.prayerLores) + pick(list.manifestationLore, lookup.manifestationLores);
}

/** Points of a list against its army's data; names the data does not know cost nothing (validation reports them). */
export function listPoints(list: ArmyList, lookup: ArmyLookup): PointsBreakdown {
  let units = 0;
  let enhancements = 0;
  for (const listUnit of placedUnits(list)) {
    const unit = lookup.units.get(nameKey(listUnit.name));
    if (unit) units += unitPoints(unit, listUnit.reinforced);
    enhancements += enhancementPoints(listUnit, lookup);
  }
  // Enhancements are allowed on a Daemon Prince of a regiment of renown, and cost the same there.
  for (const listUnit of list.regimentOfRenownUnits) enhancements += enhancementPoints(listUnit, lookup);
  const formation = list.formation ? (lookup.formations.get(nameKey(list.formation))?.points ?? 0) : 0;
  const factionTerrain = list.factionTerrain ? (lookup.units.get(nameKey(list.factionTerrain))?.points ?? 0) : 0;
  const regimentOfRenown = list.regimentOfRenown ? (lookup.regimentsOfRenown.get(nameKey(list.regimentOfRenown))?.points ?? 0) : 0;
  const lores = lorePoints(list, lookup);
  return {
    total: units + enhancements + formation + lores + factionTerrain + regimentOfRenown,
    units,
    enhancements,
    formation,
    lores,
    factionTerrain,
    regimentOfRenown,
  };
}
