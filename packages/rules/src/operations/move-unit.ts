import type { ArmyList, ListUnit, Regiment } from '../list/army-list.js';
import { regimentNotFoundMessage } from '../list/regiment-titles.js';
import type { GameData } from '../model/index.js';
import { fail, ok, type Result } from '../shared/result.js';
import { RULES } from '../validate/registry.js';
import type { Rule } from '../validate/rule.js';
import { validateList } from '../validate/validate-list.js';

/** A non-leader unit's place: in a regiment's units or among the auxiliaries. */
export type UnitSlot = { kind: 'regiment'; regiment: number; unit: number } | { kind: 'auxiliary'; unit: number };

/** Where a moved unit goes; without a position it goes last. */
export type UnitDestination = { kind: 'regiment'; regiment: number; position?: number } | { kind: 'auxiliary'; position?: number };

export type MoveUnitError =
  | { code: 'UNIT_NOT_FOUND'; message: string }
  | { code: 'REGIMENT_NOT_FOUND'; message: string }
  | { code: 'MOVE_ADDS_ERRORS'; message: string; before: number; after: number };

function unitAt(list: ArmyList, slot: UnitSlot): ListUnit | undefined {
  return slot.kind === 'auxiliary' ? list.auxiliaryUnits[slot.unit] : list.regiments[slot.regiment]?.units[slot.unit];
}

function insertAt<T>(items: readonly T[], item: T, position: number | undefined): T[] {
  const at = position === undefined ? items.length : Math.max(0, Math.min(items.length, position));
  return [...items.slice(0, at), item, ...items.slice(at)];
}

function withoutSlot(list: ArmyList, slot: UnitSlot): ArmyList {
  if (slot.kind === 'auxiliary') return { ...list, auxiliaryUnits: list.auxiliaryUnits.filter((_, i) => i !== slot.unit) };
  const regiments = list.regiments.map((regiment, index): Regiment =>
    index === slot.regiment ? { ...regiment, units: regiment.units.filter((_, i) => i !== slot.unit) } : regiment,
  );
  return { ...list, regiments };
}

function withUnitAt(list: ArmyList, unit: ListUnit, to: UnitDestination): ArmyList {
  if (to.kind === 'auxiliary') return { ...list, auxiliaryUnits: insertAt(list.auxiliaryUnits, unit, to.position) };
  const regiments = list.regiments.map((regiment, index): Regiment =>
    index === to.regiment ? { ...regiment, units: insertAt(regiment.units, unit, to.position) } : regiment,
  );
  return { ...list, regiments };
}

/**
 * Moves a unit between regiments or to and from the auxiliary units (the
 * position counts in the destination as it is before the move). Refused when
 * it would leave the list with more validation errors than it has now; a list
 * that already has errors may still be rearranged as long as none are added.
 */
export function moveUnit(list: ArmyList, from: UnitSlot, to: UnitDestination, data: GameData, rules: readonly Rule[] = RULES): Result<ArmyList, MoveUnitError> {
  const unit = unitAt(list, from);
  if (!unit) return fail([{ code: 'UNIT_NOT_FOUND', message: 'There is no unit at that place in the list.' }]);
  if (to.kind === 'regiment' && !list.regiments[to.regiment]) {
    return fail([{ code: 'REGIMENT_NOT_FOUND', message: regimentNotFoundMessage(to.regiment, list.regiments) }]);
  }
  const sameContainer = from.kind === to.kind && (from.kind === 'auxiliary' || (to.kind === 'regiment' && from.regiment === to.regiment));
  // Within one container, removing first shifts the later places down by one.
  const position = sameContainer && to.position !== undefined && to.position > from.unit ? to.position - 1 : to.position;
  const target: UnitDestination = to.kind === 'auxiliary' ? { kind: 'auxiliary', position } : { kind: 'regiment', regiment: to.regiment, position };
  const moved = withUnitAt(withoutSlot(list, from), unit, target);
  const before = validateList(list, data, rules).errors.length;
  const after = validateList(moved, data, rules).errors.length;
  const added = after - before;
  if (added > 0) {
    return fail([
      {
        code: 'MOVE_ADDS_ERRORS',
        message: `Moving ${unit.name} there would add ${added === 1 ? 'a validation error' : `${added} validation errors`}.`,
        before,
        after,
      },
    ]);
  }
  return ok(moved);
}
