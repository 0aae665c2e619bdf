// Every change the builder makes to a list, as plain data: screens and the
// one-tap fixes describe an edit with one of these and hand it to applyListEdit.
import type { ValidatorMode } from '../list/validator-mode.js';
import type { AddUnitTarget } from '../operations/add-unit.js';
import type { UnitDestination, UnitSlot } from '../operations/move-unit.js';
import type { UnitRef } from './unit-ref.js';

export type ListLoreKind = 'spell' | 'prayer' | 'manifestation';
export type EnhancementField = 'heroicTrait' | 'artifact';

export type ListEdit =
  // Regiments and units
  | { op: 'addLeader'; leader: string; /** Lead this regiment instead of starting a new one. */ regiment?: number }
  | { op: 'addUnit'; unit: string; to: AddUnitTarget }
  | { op: 'removeUnit'; unit: UnitRef }
  | { op: 'removeRegiment'; regiment: number }
  | { op: 'moveUnit'; from: UnitSlot; to: UnitDestination }
  | { op: 'moveRegiment'; from: number; to: number }
  | { op: 'moveAuxiliary'; from: number; to: number }
  /** Null takes the general's mark off every unit. */
  | { op: 'setGeneral'; regiment: number | null }
  // One unit
  | { op: 'setReinforced'; unit: UnitRef; reinforced: boolean }
  | { op: 'setEnhancement'; unit: UnitRef; field: EnhancementField; name: string | null }
  | { op: 'setEnhancementChoice'; unit: UnitRef; table: string; name: string | null }
  | { op: 'setWeaponCount'; unit: UnitRef; model: string; option: string; count: number }
  | { op: 'chooseModelOption'; unit: UnitRef; model: string; option: string }
  | { op: 'chooseUpgrade'; unit: UnitRef; option: string }
  | { op: 'clearUpgradeSet'; unit: UnitRef; set: string }
  // The list's own choices
  | { op: 'setFormation'; name: string | null }
  | { op: 'setLore'; kind: ListLoreKind; name: string | null }
  | { op: 'setFactionTerrain'; name: string | null }
  | { op: 'setRegimentOfRenown'; name: string | null }
  | { op: 'setBattleTacticCard'; slot: 1 | 2; name: string | null }
  | { op: 'rename'; name: string }
  | { op: 'setPointsCap'; cap: number }
  | { op: 'setValidator'; mode: ValidatorMode };

export type ListEditErrorCode =
  | 'LIST_LOCKED'
  | 'ARMY_NOT_FOUND'
  | 'UNIT_NOT_FOUND'
  | 'REGIMENT_NOT_FOUND'
  | 'NOT_TERRAIN'
  | 'NOT_A_LEADER'
  | 'REGIMENT_OF_RENOWN_NOT_FOUND'
  | 'RENOWN_UNITS_FIXED'
  | 'SELECTION_NOT_FOUND'
  | 'CARD_SLOT_ORDER'
  | 'CARDS_NOT_USED'
  | 'MOVE_ADDS_ERRORS'
  | 'REGIMENT_FULL'
  | 'TOO_MANY_REGIMENTS'
  | 'LIST_NAME_REQUIRED'
  | 'LIST_NAME_TOO_LONG'
  | 'INVALID_POINTS_CAP';

/** Why an edit was refused; the message is a sentence for the player. */
export type ListEditError = { code: ListEditErrorCode; message: string };

export function editError(code: ListEditErrorCode, message: string): ListEditError {
  return { code, message };
}
