// Removing and reordering units and regiments, and marking the general.
import type { ArmyList, ListUnit, Regiment } from '../list/army-list.js';
import { regimentNotFoundMessage } from '../list/regiment-titles.js';
import { fail, ok, type Result } from '../shared/result.js';
import { editError, type ListEditError } from './list-edit.js';
import { unitAt, type UnitRef } from './unit-ref.js';

type Edited = Result<ArmyList, ListEditError>;

const regimentNotFound = (list: ArmyList, index: number) => fail([editError('REGIMENT_NOT_FOUND', regimentNotFoundMessage(index, list.regiments))]);

/** Moves one item to a new index (clamped), the way a drag and drop reorders. */
export function reorder<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(next.length, to)), 0, moved!);
  return next;
}

/**
 * Removes a unit. A leader's regiment keeps its units (a new leader can take
 * them over) and is dropped once nothing is left in it. Regiment-of-renown
 * units come and go with their regiment, never one by one.
 */
export function removeUnit(list: ArmyList, ref: UnitRef): Edited {
  if (ref.kind === 'renown') {
    return fail([editError('RENOWN_UNITS_FIXED', 'A regiment of renown is taken or removed as a whole.')]);
  }
  if (!unitAt(list, ref)) return fail([editError('UNIT_NOT_FOUND', 'There is no unit at that place in the list.')]);
  if (ref.kind === 'auxiliary') return ok({ ...list, auxiliaryUnits: list.auxiliaryUnits.filter((_, i) => i !== ref.unit) });
  const regiments = list.regiments.flatMap((regiment, index): Regiment[] => {
    if (index !== ref.regiment) return [regiment];
    const next: Regiment = ref.kind === 'leader' ? { ...regiment, leader: null } : { ...regiment, units: regiment.units.filter((_, i) => i !== ref.unit) };
    return next.leader === null && next.units.length === 0 ? [] : [next];
  });
  return ok({ ...list, regiments });
}

export function removeRegiment(list: ArmyList, index: number): Edited {
  if (!list.regiments[index]) return regimentNotFound(list, index);
  return ok({ ...list, regiments: list.regiments.filter((_, i) => i !== index) });
}

export function moveRegiment(list: ArmyList, from: number, to: number): Edited {
  if (!list.regiments[from]) return regimentNotFound(list, from);
  return from === to ? ok(list) : ok({ ...list, regiments: reorder(list.regiments, from, to) });
}

export function moveAuxiliary(list: ArmyList, from: number, to: number): Edited {
  if (!list.auxiliaryUnits[from]) return fail([editError('UNIT_NOT_FOUND', 'There is no auxiliary unit at that place.')]);
  return from === to ? ok(list) : ok({ ...list, auxiliaryUnits: reorder(list.auxiliaryUnits, from, to) });
}

const ungeneral = (unit: ListUnit): ListUnit => (unit.general ? { ...unit, general: false } : unit);

/**
 * Marks the leader of a regiment as the general and takes the mark off every
 * other unit: a list has one general, and only a regiment leader may be it.
 */
export function setGeneral(list: ArmyList, regiment: number | null): Edited {
  if (regiment !== null) {
    if (!list.regiments[regiment]) return regimentNotFound(list, regiment);
    if (!list.regiments[regiment]!.leader) return fail([editError('NOT_A_LEADER', 'That regiment has no leader to be the general.')]);
  }
  const regiments = list.regiments.map((current, index): Regiment => {
    const leader = current.leader && (index === regiment ? { ...current.leader, general: true } : ungeneral(current.leader));
    return { leader, units: current.units.map(ungeneral) };
  });
  return ok({ ...list, regiments, auxiliaryUnits: list.auxiliaryUnits.map(ungeneral), regimentOfRenownUnits: list.regimentOfRenownUnits.map(ungeneral) });
}
