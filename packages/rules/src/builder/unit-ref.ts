// Where a unit stands in a list, as the builder's rows and the one-tap fixes
// name it: every unit edit takes one of these instead of a list unit object.
import type { ArmyList, ListUnit, Regiment } from '../list/army-list.js';
import type { ArmyLookup } from '../lookup/build-army-lookup.js';
import type { Unit } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';

export type UnitRef =
  | { kind: 'leader'; regiment: number }
  | { kind: 'member'; regiment: number; unit: number }
  | { kind: 'auxiliary'; unit: number }
  | { kind: 'renown'; unit: number };

export function unitAt(list: ArmyList, ref: UnitRef): ListUnit | undefined {
  switch (ref.kind) {
    case 'leader':
      return list.regiments[ref.regiment]?.leader ?? undefined;
    case 'member':
      return list.regiments[ref.regiment]?.units[ref.unit];
    case 'auxiliary':
      return list.auxiliaryUnits[ref.unit];
    case 'renown':
      return list.regimentOfRenownUnits[ref.unit];
  }
}

function replaceAt<T>(items: readonly T[], at: number, item: T): T[] {
  return items.map((current, index) => (index === at ? item : current));
}

function withRegiment(list: ArmyList, at: number, change: (regiment: Regiment) => Regiment): ArmyList {
  return { ...list, regiments: list.regiments.map((regiment, index) => (index === at ? change(regiment) : regiment)) };
}

/** The list with the unit at `ref` replaced; the caller has checked that it exists. */
export function withUnitAt(list: ArmyList, ref: UnitRef, unit: ListUnit): ArmyList {
  switch (ref.kind) {
    case 'leader':
      return withRegiment(list, ref.regiment, (regiment) => ({ ...regiment, leader: unit }));
    case 'member':
      return withRegiment(list, ref.regiment, (regiment) => ({ ...regiment, units: replaceAt(regiment.units, ref.unit, unit) }));
    case 'auxiliary':
      return { ...list, auxiliaryUnits: replaceAt(list.auxiliaryUnits, ref.unit, unit) };
    case 'renown':
      return { ...list, regimentOfRenownUnits: replaceAt(list.regimentOfRenownUnits, ref.unit, unit) };
  }
}

/**
 * The warscroll of a list unit: the army's, or for a regiment-of-renown unit
 * the regiment's own (those units come from other armies), as validation reads them.
 */
export function warscrollAt(list: ArmyList, ref: UnitRef, lookup: ArmyLookup): Unit | undefined {
  const listUnit = unitAt(list, ref);
  if (!listUnit) return undefined;
  const key = nameKey(listUnit.name);
  if (ref.kind !== 'renown') return lookup.units.get(key);
  const regiment = list.regimentOfRenown ? lookup.regimentsOfRenown.get(nameKey(list.regimentOfRenown)) : undefined;
  return regiment?.units.find(({ unit }) => nameKey(unit.name) === key)?.unit;
}

/** Every unit of the list with its place, in list order: leaders and members, auxiliaries, then renown units. */
export function unitRefs(list: ArmyList): { ref: UnitRef; unit: ListUnit }[] {
  const refs: { ref: UnitRef; unit: ListUnit }[] = [];
  list.regiments.forEach((regiment, r) => {
    if (regiment.leader) refs.push({ ref: { kind: 'leader', regiment: r }, unit: regiment.leader });
    regiment.units.forEach((unit, u) => refs.push({ ref: { kind: 'member', regiment: r, unit: u }, unit }));
  });
  list.auxiliaryUnits.forEach((unit, u) => refs.push({ ref: { kind: 'auxiliary', unit: u }, unit }));
  list.regimentOfRenownUnits.forEach((unit, u) => refs.push({ ref: { kind: 'renown', unit: u }, unit }));
  return refs;
}

export function isSameRef(a: UnitRef, b: UnitRef): boolean {
  const regiment = (ref: UnitRef) => ('regiment' in ref ? ref.regiment : -1);
  const unit = (ref: UnitRef) => ('unit' in ref ? ref.unit : -1);
  return a.kind === b.kind && regiment(a) === regiment(b) && unit(a) === unit(b);
}
