// The army page's model: the army's units filtered by
// the page's search and switches, grouped under the picker's type headings.
import type { Unit } from '../model/index.js';
import { groupUnitsByType, type UnitTypeGroup } from './unit-type-order.js';
import { nameKey } from '../shared/name-key.js';

export type ArmyUnitsOptions = {
  showLegends: boolean;
  /** 'Name or keyword1, keyword2...'. */
  query: string;
  favouritesOnly: boolean;
  /** Favourite unit names. */
  favourites: ReadonlySet<string>;
  sort: 'alpha' | 'points';
};

/**
 * A unit test for the army page's search. Text with commas lists keywords the
 * unit must all have (each may be part of a keyword: 'wiz, inf'); text without
 * one matches the name, or else a keyword ('hero' finds the heroes). Case,
 * accents, spaces and punctuation are ignored; a blank query matches every unit.
 */
export function compileUnitQuery(query: string): (unit: Unit) => boolean {
  const terms = query
    .split(',')
    .map(nameKey)
    .filter((term) => term !== '');
  if (terms.length === 0) return () => true;
  const hasKeywords = (unit: Unit) => {
    const keys = unit.keywords.map(nameKey);
    return terms.every((term) => keys.some((key) => key.includes(term)));
  };
  if (query.includes(',')) return hasKeywords;
  const [name] = terms;
  return (unit) => nameKey(unit.name).includes(name!) || hasKeywords(unit);
}

const byPoints = (a: Unit, b: Unit) => a.points - b.points;

/**
 * The units under the headings HERO, INFANTRY, CAVALRY, BEAST, MONSTER, WAR
 * MACHINE, FACTION TERRAIN, MANIFESTATION, OTHER (the picker's order); empty
 * groups left out. Within a group by name, or by points then name.
 */
export function groupArmyUnits(units: readonly Unit[], options: ArmyUnitsOptions): UnitTypeGroup[] {
  const matches = compileUnitQuery(options.query);
  const kept = units.filter(
    (unit) => (options.showLegends || !unit.legends) && (!options.favouritesOnly || options.favourites.has(unit.name)) && matches(unit),
  );
  const groups = groupUnitsByType(kept);
  // The sort is stable, so equal points keep the name order.
  return options.sort === 'points' ? groups.map((group) => ({ ...group, units: [...group.units].sort(byPoints) })) : groups;
}
