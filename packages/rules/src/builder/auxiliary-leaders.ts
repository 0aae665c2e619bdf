import type { ArmyList } from '../list/army-list.js';
import { buildArmyLookup } from '../lookup/build-army-lookup.js';
import type { GameData } from '../model/index.js';
import { viewList } from '../validate/rules/units/list-view.js';
import { regimentsAdmitting } from '../validate/rules/units/regiment-room.js';

/** What an auxiliary unit's row says about leaders. */
export type AuxiliaryLeaders = {
  /** The leader it must follow (a companion cannot be an auxiliary: an error). */
  requiredLeader: string | null;
  /** Indexes of the regiments it could join now (room, and the leader's options admit it). */
  regiments: number[];
};

/** For each auxiliary unit, in order: the leader it needs, and the regiments whose leaders would take it. */
export function auxiliaryLeaders(list: ArmyList, data: GameData): AuxiliaryLeaders[] {
  const lookup = buildArmyLookup(data, list.faction);
  if (!lookup) return list.auxiliaryUnits.map(() => ({ requiredLeader: null, regiments: [] }));
  const view = viewList({ list, data, lookup, mode: list.validator, derived: {} });
  return view.auxiliary.map((placement) => ({
    requiredLeader: placement.unit?.battleProfile.requiredLeader ?? null,
    regiments: regimentsAdmitting(view, placement).map((regiment) => regiment.index),
  }));
}
