import type { ArmyList } from '../list/army-list.js';
import { buildArmyLookup, type ArmyLookup } from '../lookup/build-army-lookup.js';
import type { GameData } from '../model/index.js';
import { addLeader } from '../operations/add-leader.js';
import { addUnit, chooseFactionTerrain } from '../operations/add-unit.js';
import { chooseRegimentOfRenown } from '../operations/choose-regiment-of-renown.js';
import { moveUnit } from '../operations/move-unit.js';
import { touchList } from '../operations/touch-list.js';
import type { UnitSettings } from '../options/apply-unit-settings.js';
import { fail, ok, type Result } from '../shared/result.js';
import { RULES } from '../validate/registry.js';
import type { Rule } from '../validate/rule.js';
import { renameList, setBattleTacticCard, setFormation, setLore, setPointsCap, setValidator } from './list-choices.js';
import { editError, type ListEdit, type ListEditError } from './list-edit.js';
import { limitPassed } from './list-limits.js';
import { moveAuxiliary, moveRegiment, removeRegiment, removeUnit, setGeneral } from './regiment-edits.js';
import { editUnit, unitChange } from './unit-edits.js';
import { unitRefs } from './unit-ref.js';

export type ListEditOptions = {
  /** The player's saved unit settings, applied to units as they are added. */
  unitSettings?: readonly UnitSettings[];
  /** The rules a unit move is checked against (moves that add errors are refused). */
  rules?: readonly Rule[];
};

type Edited = Result<ArmyList, ListEditError>;

const DATA_FREE_OPS = ['removeUnit', 'removeRegiment', 'moveRegiment', 'moveAuxiliary', 'setGeneral', 'rename', 'setPointsCap', 'setValidator'] as const;
type DataFreeEdit = Extract<ListEdit, { op: (typeof DATA_FREE_OPS)[number] }>;
type DataEdit = Exclude<ListEdit, DataFreeEdit>;

/** Edits that need no game data: a list whose army the data lacks can still be renamed or tidied. */
function isDataFree(change: ListEdit): change is DataFreeEdit {
  return (DATA_FREE_OPS as readonly string[]).includes(change.op);
}

function editWithoutData(list: ArmyList, change: DataFreeEdit): Edited {
  switch (change.op) {
    case 'removeUnit':
      return removeUnit(list, change.unit);
    case 'removeRegiment':
      return removeRegiment(list, change.regiment);
    case 'moveRegiment':
      return moveRegiment(list, change.from, change.to);
    case 'moveAuxiliary':
      return moveAuxiliary(list, change.from, change.to);
    case 'setGeneral':
      return setGeneral(list, change.regiment);
    case 'rename':
      return renameList(list, change.name);
    case 'setPointsCap':
      return setPointsCap(list, change.cap);
    case 'setValidator':
      return ok(setValidator(list, change.mode));
  }
}

function editWithData(list: ArmyList, change: DataEdit, lookup: ArmyLookup, data: GameData, options: ListEditOptions): Edited {
  const { unitSettings = [], rules = RULES } = options;
  switch (change.op) {
    case 'addLeader':
      return addLeader(list, change.leader, lookup, { regimentIndex: change.regiment, unitSettings });
    case 'addUnit':
      return addUnit(list, change.unit, change.to, lookup, unitSettings);
    case 'moveUnit':
      return moveUnit(list, change.from, change.to, data, rules);
    case 'setReinforced':
    case 'setEnhancement':
    case 'setEnhancementChoice':
    case 'setWeaponCount':
    case 'chooseModelOption':
    case 'chooseUpgrade':
    case 'clearUpgradeSet':
      return editUnit(list, change.unit, lookup, unitChange(change, lookup));
    case 'setFormation':
      return setFormation(list, change.name, lookup);
    case 'setLore':
      return setLore(list, change.kind, change.name, lookup);
    case 'setFactionTerrain':
      return chooseFactionTerrain(list, change.name, lookup);
    case 'setRegimentOfRenown':
      return chooseRegimentOfRenown(list, change.name, lookup);
    case 'setBattleTacticCard':
      return setBattleTacticCard(list, change.slot, change.name, lookup);
  }
}

/** The first leader of a list without a general becomes its general: the player picked their general first. */
function withFirstGeneral(before: ArmyList, after: ArmyList, change: DataEdit): ArmyList {
  if (change.op !== 'addLeader' || unitRefs(before).some(({ unit }) => unit.general)) return after;
  const regiment = change.regiment ?? after.regiments.length - 1;
  const marked = setGeneral(after, regiment);
  return marked.ok ? marked.value : after;
}

function editWithLookup(list: ArmyList, change: DataEdit, data: GameData, options: ListEditOptions): Edited {
  const lookup = buildArmyLookup(data, list.faction);
  if (!lookup) return fail([editError('ARMY_NOT_FOUND', `Army not found in game data: ${list.faction}.`)]);
  const result = editWithData(list, change, lookup, data, options);
  if (!result.ok) return result;
  const passed = limitPassed(list, result.value, change, lookup);
  return passed ? fail([passed]) : ok(withFirstGeneral(list, result.value, change));
}

/**
 * The one way a screen changes a list: refused while the list is locked,
 * otherwise applied and stamped with `now` (modifiedAt and _updatedAt). An
 * edit that changes nothing returns the list as it was, unstamped.
 */
export function applyListEdit(list: ArmyList, change: ListEdit, data: GameData, now: number, options: ListEditOptions = {}): Edited {
  if (list.locked) return fail([editError('LIST_LOCKED', 'The list is locked: unlock it in the list settings to edit it.')]);
  const result = isDataFree(change) ? editWithoutData(list, change) : editWithLookup(list, change, data, options);
  if (!result.ok || result.value === list) return result;
  return ok(touchList(result.value, now));
}
