// The desktop builder's unit catalogue: every unit some place of the list
// would take, and whether a unit may go to one place (a regiment, a new
// regiment, the auxiliary units, the faction terrain). The answer is the
// pickers' own: a drop is legal only when the picker of that place would
// offer the unit and the place has room, and its edit is the picker's.
import { regimentRoom, regimentsRoom, type RegimentRoom, type RegimentsRoom } from '../builder/list-limits.js';
import type { ListEdit } from '../builder/list-edit.js';
import type { ArmyList } from '../list/army-list.js';
import type { ArmyLookup } from '../lookup/build-army-lookup.js';
import type { Unit } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';
import { fail, ok, type Result } from '../shared/result.js';
import { AUXILIARY_INDEX } from '../warscroll/list-position.js';
import { legendsFiltered } from './legends-offer.js';
import { listPickerUnits, pickerEdit, showsLegends, type ListPickerOptions } from './list-picker.js';
import { isHero, isOfferable } from '../lookup/offerable.js';
import type { PickerFilter } from './picker-filter.js';
import { sortUnitsByType } from '../lookup/unit-type-order.js';

/** A place of the list a catalogue unit can be put. */
export type CataloguePlace = { kind: 'regiment'; regiment: number } | { kind: 'newRegiment' } | { kind: 'auxiliary' } | { kind: 'terrain' };

/** Why a unit may not go to a place: what the screen says while the unit hovers over it. */
export type CatalogueRefusal =
  | { code: 'UNKNOWN_UNIT' }
  | { code: 'LEGENDS' }
  | { code: 'REGIMENT_FULL'; room: RegimentRoom }
  | { code: 'REGIMENTS_FULL'; room: RegimentsRoom }
  /** The regiment's leader's options do not include the unit. */
  | { code: 'NOT_IN_REGIMENT_OPTIONS'; leader: string }
  /** A companion unit, which stands only in its own leader's regiment. */
  | { code: 'COMPANION'; leader: string }
  /** A regiment without a leader takes a leader first. */
  | { code: 'NEEDS_LEADER' }
  | { code: 'NOT_A_LEADER' }
  | { code: 'TERRAIN_ELSEWHERE' }
  | { code: 'NOT_TERRAIN' }
  /** Anything else the place's picker does not offer. */
  | { code: 'NOT_OFFERED' };

/**
 * The catalogue's units: what the list's pickers offer somewhere (leaders,
 * regiment units, auxiliaries, faction terrain), by type then name. Legends as
 * the pickers show them.
 */
export function catalogueUnits(list: Pick<ArmyList, 'validator'>, lookup: ArmyLookup, alsoLegends = false): Unit[] {
  const offered = lookup.army.units.filter((unit) => isOfferable(unit) && unit.type !== 'Manifestation');
  return sortUnitsByType(legendsFiltered(offered, showsLegends(list, alsoLegends)));
}

type UnitFilter = Exclude<PickerFilter, { kind: 'ror' }>;

/** The edit that puts the catalogue unit `name` at `place`, or why it may not go there. */
export function catalogueDrop(
  list: ArmyList,
  lookup: ArmyLookup,
  name: string,
  place: CataloguePlace,
  alsoLegends = false,
): Result<ListEdit, CatalogueRefusal> {
  const unit = lookup.units.get(nameKey(name));
  if (!unit || !isOfferable(unit)) return fail([{ code: 'UNKNOWN_UNIT' }]);
  if (unit.legends && !showsLegends(list, alsoLegends)) return fail([{ code: 'LEGENDS' }]);
  const options: ListPickerOptions = { alsoLegends };
  const offered = (filter: UnitFilter, regimentIdx: number) =>
    listPickerUnits(list, filter, regimentIdx, lookup, options).some((candidate) => candidate.id === unit.id);
  const companionOf = unit.battleProfile.requiredLeader;
  const refused = (refusal: CatalogueRefusal) => fail([companionOf ? { code: 'COMPANION' as const, leader: companionOf } : refusal]);

  if (place.kind === 'terrain') return offered({ kind: 'terrain' }, 0) ? ok(pickerEdit(list, { kind: 'terrain' }, 0, unit)) : fail([{ code: 'NOT_TERRAIN' }]);
  if (unit.type === 'Terrain') return fail([{ code: 'TERRAIN_ELSEWHERE' }]);

  if (place.kind === 'auxiliary') {
    return offered({ kind: 'aux' }, AUXILIARY_INDEX) ? ok(pickerEdit(list, { kind: 'aux' }, AUXILIARY_INDEX, unit)) : refused({ code: 'NOT_OFFERED' });
  }

  if (place.kind === 'newRegiment') {
    const index = list.regiments.length;
    if (!offered({ kind: 'leader' }, index)) return refused(isHero(unit) ? { code: 'NOT_OFFERED' } : { code: 'NOT_A_LEADER' });
    const room = regimentsRoom(list);
    return room.full ? fail([{ code: 'REGIMENTS_FULL', room }]) : ok(pickerEdit(list, { kind: 'leader' }, index, unit));
  }

  const regiment = list.regiments[place.regiment];
  if (!regiment) return fail([{ code: 'NOT_OFFERED' }]);
  if (!regiment.leader) {
    if (offered({ kind: 'leader' }, place.regiment)) return ok(pickerEdit(list, { kind: 'leader' }, place.regiment, unit));
    return refused(isHero(unit) ? { code: 'NOT_OFFERED' } : { code: 'NEEDS_LEADER' });
  }
  if (!offered({ kind: 'unit' }, place.regiment)) {
    // A companion of this very leader refused here is refused by the leader's options, not for being a companion.
    const ownLeader = companionOf !== null && nameKey(companionOf) === nameKey(regiment.leader.name);
    const byOptions = { code: 'NOT_IN_REGIMENT_OPTIONS', leader: regiment.leader.name } as const;
    return ownLeader ? fail([byOptions]) : refused(byOptions);
  }
  const room = regimentRoom(list, place.regiment, lookup)!;
  return room.full ? fail([{ code: 'REGIMENT_FULL', room }]) : ok(pickerEdit(list, { kind: 'unit' }, place.regiment, unit));
}
