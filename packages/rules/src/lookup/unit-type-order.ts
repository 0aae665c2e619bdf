import { UNIT_TYPES, type Unit, type UnitType } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';

/** Group headings, in the order the picker shows them; 'Unknown' units go under OTHER. */
export const UNIT_TYPE_LABELS: Readonly<Record<UnitType, string>> = {
  Hero: 'HERO',
  Infantry: 'INFANTRY',
  Cavalry: 'CAVALRY',
  Beast: 'BEAST',
  Monster: 'MONSTER',
  WarMachine: 'WAR MACHINE',
  Terrain: 'FACTION TERRAIN',
  Manifestation: 'MANIFESTATION',
  Unknown: 'OTHER',
};

/** HERO, INFANTRY, CAVALRY, BEAST, MONSTER, WAR MACHINE, FACTION TERRAIN, MANIFESTATION, OTHER: the model lists types in this order. */
export const UNIT_TYPE_ORDER: readonly UnitType[] = UNIT_TYPES;

/**
 * Plain code-unit order on name keys: the same on every device, unlike locale collation. Each name's key is worked
 * out once, not at each of the sort's comparisons: an army's units take hundreds of them, each a Unicode
 * normalisation and two regular expressions, 8 ms of the army page's render with the CPU slowed 4x.
 */
function sortByName(units: Unit[]): Unit[] {
  const keys = new Map(units.map((unit) => [unit, nameKey(unit.name)]));
  return units.sort((a, b) => {
    const [x, y] = [keys.get(a)!, keys.get(b)!];
    if (x !== y) return x < y ? -1 : 1;
    return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  });
}

export type UnitTypeGroup = { type: UnitType; label: string; units: Unit[] };

/** The units grouped by type in picker order, each group by name; empty groups are left out. */
export function groupUnitsByType(units: readonly Unit[]): UnitTypeGroup[] {
  return UNIT_TYPE_ORDER.map((type) => ({
    type,
    label: UNIT_TYPE_LABELS[type],
    units: sortByName(units.filter((unit) => unit.type === type)),
  })).filter((group) => group.units.length > 0);
}

/** The units in picker order: by type, then by name. */
export function sortUnitsByType(units: readonly Unit[]): Unit[] {
  return groupUnitsByType(units).flatMap((group) => group.units);
}

/** The type a picker route names ('WAR MACHINE', 'war-machine', 'WarMachine'), if any. */
export function unitTypeFromLabel(label: string): UnitType | undefined {
  const key = label.toLowerCase().replace(/[^a-z]/g, '');
  return UNIT_TYPE_ORDER.find((type) => type.toLowerCase() === key || UNIT_TYPE_LABELS[type].toLowerCase().replace(/[^a-z]/g, '') === key);
}
