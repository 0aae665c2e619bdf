// What a list holds as its export and its printed list sheet show it: the
// army, formation, lores, cards, each regiment's units with their points and
// choices, the regiment of renown, auxiliaries and terrain, with the totals.
// formatList writes it as text; the print sheet lays it out on a page.
import type { ArmyList, ListUnit } from '../list/army-list.js';
import { regimentTitles } from '../list/regiment-titles.js';
import { terrainCompanions } from '../list/terrain-companions.js';
import type { ArmyLookup } from '../lookup/build-army-lookup.js';
import type { Army } from '../model/index.js';
import { listPoints, unitPoints } from '../points/list-points.js';
import { listSummary } from '../points/list-summary.js';
import { nameKey } from '../shared/name-key.js';

/** A named choice and what it costs; 0 for a free one. */
export type CostedName = { name: string; points: number };

/** One line under a unit: its role, an enhancement with its cost, a weapon option with its count, or an upgrade. */
export type UnitDetail =
  | { kind: 'general' | 'reinforced' }
  | { kind: 'enhancement'; name: string; points: number }
  | { kind: 'weapon'; name: string; count: number }
  | { kind: 'upgrade'; name: string };

export type ContentUnit = {
  /** The data's spelling when the data has the unit, else the list's. */
  name: string;
  /** Its full cost, reinforcement included; null for a regiment-of-renown member, paid for by the regiment. */
  points: number | null;
  details: readonly UnitDetail[];
  listUnit: ListUnit;
};

export type ContentRegiment = { title: string; units: readonly ContentUnit[] };

export type ListContents = {
  name: string;
  points: number;
  pointsCap: number;
  /** The army, or for an army of renown its parent army and the renown's own name. */
  army: { name: string; renown: string | null };
  formation: CostedName | null;
  drops: number;
  wounds: number;
  lores: readonly (CostedName & { label: 'Spell Lore' | 'Prayer Lore' | 'Manifestation Lore' })[];
  battleTacticCards: readonly string[];
  /** Only the regiments with units, each under the title the rest of the app uses for it. */
  regiments: readonly ContentRegiment[];
  regimentOfRenown: (CostedName & { members: readonly ContentUnit[] }) | null;
  auxiliaryUnits: readonly ContentUnit[];
  /** The faction terrain with what comes with it at no cost (the Endrin Dock's Auto-Endrin). */
  terrain: (CostedName & { companions: readonly string[] }) | null;
};

function unitDetails(listUnit: ListUnit, lookup: ArmyLookup): UnitDetail[] {
  const details: UnitDetail[] = [];
  if (listUnit.general) details.push({ kind: 'general' });
  if (listUnit.reinforced) details.push({ kind: 'reinforced' });
  for (const name of [listUnit.heroicTrait, listUnit.artifact, ...Object.values(listUnit.enhancementChoices)]) {
    if (name) details.push({ kind: 'enhancement', name, points: lookup.enhancements.get(nameKey(name))?.enhancement.points ?? 0 });
  }
  for (const choices of Object.values(listUnit.weapons)) {
    for (const choice of choices) if (choice.count > 0) details.push({ kind: 'weapon', name: choice.name, count: choice.count });
  }
  for (const upgrade of listUnit.upgrades) details.push({ kind: 'upgrade', name: upgrade });
  return details;
}

function placedUnit(listUnit: ListUnit, lookup: ArmyLookup): ContentUnit {
  const unit = lookup.units.get(nameKey(listUnit.name));
  return { name: unit?.name ?? listUnit.name, points: unit ? unitPoints(unit, listUnit.reinforced) : 0, details: unitDetails(listUnit, lookup), listUnit };
}

function armyHeading(army: Army): ListContents['army'] {
  const parent = army.parentArmy;
  if (army.isArmyOfRenown && parent && army.name.startsWith(`${parent} - `)) return { name: parent, renown: army.name.slice(parent.length + 3) };
  return { name: army.name, renown: null };
}

function lores(list: ArmyList, lookup: ArmyLookup): ListContents['lores'] {
  const fields = [
    ['Spell Lore', list.spellLore, lookup.spellLores],
    ['Prayer Lore', list.prayerLore, lookup.prayerLores],
    ['Manifestation Lore', list.manifestationLore, lookup.manifestationLores],
  ] as const;
  return fields.flatMap(([label, name, table]) => {
    if (!name) return [];
    const lore = table.get(nameKey(name));
    return [{ label, name: lore?.name ?? name, points: lore?.points ?? 0 }];
  });
}

function regiments(list: ArmyList, lookup: ArmyLookup): ContentRegiment[] {
  const titles = regimentTitles(list.regiments);
  return list.regiments.flatMap((regiment, index) => {
    const units = [...(regiment.leader ? [regiment.leader] : []), ...regiment.units];
    return units.length > 0 ? [{ title: titles[index]!, units: units.map((unit) => placedUnit(unit, lookup)) }] : [];
  });
}

function regimentOfRenown(list: ArmyList, lookup: ArmyLookup): ListContents['regimentOfRenown'] {
  if (!list.regimentOfRenown) return null;
  const regiment = lookup.regimentsOfRenown.get(nameKey(list.regimentOfRenown));
  return {
    name: regiment?.name ?? list.regimentOfRenown,
    points: regiment?.points ?? 0,
    members: list.regimentOfRenownUnits.map((listUnit) => ({ name: listUnit.name, points: null, details: unitDetails(listUnit, lookup), listUnit })),
  };
}

function terrain(list: ArmyList, lookup: ArmyLookup): ListContents['terrain'] {
  if (!list.factionTerrain) return null;
  const unit = lookup.units.get(nameKey(list.factionTerrain));
  const name = unit?.name ?? list.factionTerrain;
  // Derived, never a list unit: shown under the dock at 0 points (docs/decisions.md, "Auto-Endrin").
  return { name, points: unit?.points ?? 0, companions: terrainCompanions(name) };
}

/** The contents of a list on the army's lookup, in the export's order. */
export function listContents(list: ArmyList, lookup: ArmyLookup): ListContents {
  const formation = list.formation ? lookup.formations.get(nameKey(list.formation)) : undefined;
  return {
    name: list.name.replace(/\s+/g, ' ').trim(),
    points: listPoints(list, lookup).total,
    pointsCap: list.pointsCap,
    army: armyHeading(lookup.army),
    formation: list.formation ? { name: formation?.name ?? list.formation, points: formation?.points ?? 0 } : null,
    ...listSummary(list, lookup),
    lores: lores(list, lookup),
    battleTacticCards: [list.battleTacticCard1, list.battleTacticCard2].filter((card): card is string => Boolean(card)),
    regiments: regiments(list, lookup),
    regimentOfRenown: regimentOfRenown(list, lookup),
    auxiliaryUnits: list.auxiliaryUnits.map((unit) => placedUnit(unit, lookup)),
    terrain: terrain(list, lookup),
  };
}
