// The unit picker of a list (/list/{id}/regiment/{regimentIdx}/pick/{filter}):
// which units it offers for the place it was opened for, and the edit that
// picking one makes. regimentIdx 999 is the auxiliary units, 500 the regiment
// of renown; a regiment index past the last regiment starts a new one.
import type { ListEdit } from '../builder/list-edit.js';
import type { ArmyList } from '../list/army-list.js';
import type { ArmyLookup } from '../lookup/build-army-lookup.js';
import type { RegimentOfRenown, Unit } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';
import { AUXILIARY_INDEX } from '../warscroll/list-position.js';
import { legendsFiltered, offersLegends } from './legends-offer.js';
import { isHero } from '../lookup/offerable.js';
import { pickUnits } from './pick-units.js';
import type { PickerFilter } from './picker-filter.js';
import { regimentOfRenownCandidates } from '../lookup/regiment-of-renown-candidates.js';

type UnitFilter = Exclude<PickerFilter, { kind: 'ror' }>;

/** The leader's warscroll of the regiment at `regimentIdx`, if it has one. */
export function regimentLeader(list: ArmyList, regimentIdx: number, lookup: ArmyLookup): Unit | undefined {
  const leader = list.regiments[regimentIdx]?.leader;
  return leader ? lookup.units.get(nameKey(leader.name)) : undefined;
}

export type ListPickerOptions = {
  /** The Override switch: every unit that can stand in a regiment, whatever the leader allows. */
  override?: boolean;
  /** The 'also show Legends' switch: Legends choices in a mode that does not offer them (see offersLegends). */
  alsoLegends?: boolean;
};

/** Whether the list's pickers show Legends choices: its mode offers them, or the player asked. */
export function showsLegends(list: Pick<ArmyList, 'validator'>, alsoLegends = false): boolean {
  return alsoLegends || offersLegends(list.validator);
}

/**
 * The units the picker offers; the 'unit' filter reads the regiment's leader,
 * or everything with the override. Legends units only where the list's mode
 * offers them or the player asked.
 */
export function listPickerUnits(list: ArmyList, filter: UnitFilter, regimentIdx: number, lookup: ArmyLookup, options: ListPickerOptions = {}): Unit[] {
  const units = pickUnits(lookup.army, filter, { leader: regimentLeader(list, regimentIdx, lookup), override: options.override ?? false });
  return legendsFiltered(units, showsLegends(list, options.alsoLegends));
}

/** The regiments of renown the list's army may take, Legends ones as for units. */
export function listRenownCandidates(list: ArmyList, lookup: ArmyLookup, alsoLegends = false): RegimentOfRenown[] {
  return legendsFiltered(regimentOfRenownCandidates(lookup.data, lookup.army), showsLegends(list, alsoLegends));
}

/** Whether the index names a regiment the list has (not the auxiliaries, the regiment of renown or a new one). */
function isExistingRegiment(list: ArmyList, regimentIdx: number): boolean {
  return regimentIdx < list.regiments.length;
}

/**
 * The edit that picking `unit` makes: faction terrain is set, a leader leads
 * the regiment at the index (a new one past the last), the auxiliary index
 * adds an auxiliary unit, and any other unit joins the regiment. A hero
 * picked by type for a new regiment leads it.
 */
export function pickerEdit(list: ArmyList, filter: UnitFilter, regimentIdx: number, unit: Pick<Unit, 'name' | 'type' | 'keywords'>): ListEdit {
  if (filter.kind === 'terrain' || unit.type === 'Terrain') return { op: 'setFactionTerrain', name: unit.name };
  const existing = isExistingRegiment(list, regimentIdx);
  if (filter.kind === 'leader' || (filter.kind === 'type' && isHero(unit) && !existing && regimentIdx !== AUXILIARY_INDEX)) {
    return existing ? { op: 'addLeader', leader: unit.name, regiment: regimentIdx } : { op: 'addLeader', leader: unit.name };
  }
  if (filter.kind === 'aux' || regimentIdx === AUXILIARY_INDEX) return { op: 'addUnit', unit: unit.name, to: { kind: 'auxiliary' } };
  return { op: 'addUnit', unit: unit.name, to: { kind: 'regiment', index: regimentIdx } };
}
