// What the unit picker says above its rows: the room left where the pick goes
// (the regiment's slots, or the list's regiments for a new one) and the points
// left under the cap, against which each row is marked when it would go over.
import { regimentRoom, regimentsRoom, type RegimentRoom, type RegimentsRoom } from '../builder/list-limits.js';
import type { ArmyList } from '../list/army-list.js';
import type { ArmyLookup } from '../lookup/build-army-lookup.js';
import { listPoints } from '../points/list-points.js';
import { AUXILIARY_INDEX } from '../warscroll/list-position.js';
import type { PickerFilter } from './picker-filter.js';

export type PickerRoom = {
  /** The regiment the pick joins: its units against its limit. */
  regiment: RegimentRoom | null;
  /** A pick that starts a regiment (a leader, a regiment of renown): the list's regiments against five. */
  regiments: RegimentsRoom | null;
  /** Points under the cap once what the pick replaces (faction terrain, a regiment of renown) is taken out; negative when over. */
  pointsLeft: number;
};

/** Starts a regiment: a leader for a regiment the list does not have yet, or a regiment of renown. */
function startsRegiment(list: ArmyList, filter: PickerFilter, regimentIdx: number): boolean {
  if (filter.kind === 'ror') return !list.regimentOfRenown;
  const leader = filter.kind === 'leader' || (filter.kind === 'type' && filter.type === 'Hero');
  return leader && regimentIdx >= list.regiments.length && regimentIdx !== AUXILIARY_INDEX;
}

export function pickerRoom(list: ArmyList, filter: PickerFilter, regimentIdx: number, lookup: ArmyLookup): PickerRoom {
  const points = listPoints(list, lookup);
  const replaced = filter.kind === 'terrain' ? points.factionTerrain : filter.kind === 'ror' ? points.regimentOfRenown : 0;
  const joins = filter.kind === 'unit' || (filter.kind === 'type' && filter.type !== 'Hero' && regimentIdx < list.regiments.length);
  return {
    regiment: joins ? (regimentRoom(list, regimentIdx, lookup) ?? null) : null,
    regiments: startsRegiment(list, filter, regimentIdx) ? regimentsRoom(list) : null,
    pointsLeft: list.pointsCap - points.total + replaced,
  };
}

/** A pick of this many points would take the list over its cap. */
export function passesCap(room: PickerRoom, points: number): boolean {
  return points > room.pointsLeft;
}
