// The unit default settings store as jotai state: the stored atom, the actions
// the unit page, settings and sync call, and the hook of the 'Default options' card.
import type { UnitSettingEntry } from '@scrolldex/contract';
import type { Unit, UnitOptionChoices } from '@scrolldex/rules';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';

import {
  applySyncResult,
  clearUnitSettings,
  EMPTY_UNIT_SETTINGS,
  findUnitSetting,
  loadUnitSettings,
  resetUnitSetting,
  saveUnitSetting,
  UNIT_SETTINGS_KEY,
  unitSettingChoices,
  unitSettingRefusal,
  UnitSettingsStoreSchema,
} from '../data/unit-settings-store';
import { storedAtom } from './stored-atom';
import { addToastAtom } from './toasts';

// The old local format is folded in once, before the atom first reads the store.
loadUnitSettings(Date.now());

/** The whole store: entries, unsyncedCount, lastSynced. */
export const unitSettingsAtom = storedAtom(UNIT_SETTINGS_KEY, UnitSettingsStoreSchema, EMPTY_UNIT_SETTINGS);

/** The saved entries, for adding units to lists (`newListUnit(unit, entries)`) and for sync. */
export const unitSettingEntriesAtom = atom((get) => get(unitSettingsAtom).entries);

/** Saves a unit's default options; a new unit past the account's limit is refused with a toast. */
export const saveUnitSettingAtom = atom(null, (get, set, unit: Unit, choices: UnitOptionChoices) => {
  const refusal = unitSettingRefusal(get(unitSettingsAtom), unit.name);
  if (refusal !== null) set(addToastAtom, { text: refusal, tone: 'error' });
  else set(unitSettingsAtom, saveUnitSetting(get(unitSettingsAtom), unit, choices, Date.now()));
});

export const resetUnitSettingAtom = atom(null, (get, set, unitName: string) => {
  set(unitSettingsAtom, resetUnitSetting(get(unitSettingsAtom), unitName, Date.now()));
});

/** 'Clear Unit Default Settings' (settings): every entry emptied, stamped, to be synced. */
export const clearUnitSettingsAtom = atom(null, (get, set) => {
  set(unitSettingsAtom, clearUnitSettings(get(unitSettingsAtom), Date.now()));
});

/** A successful sync: the server's entries taken in, the newer of each winning (applySyncResult). */
export const applyUnitSettingsSyncAtom = atom(null, (get, set, entries: readonly UnitSettingEntry[], changedMeanwhile: boolean) => {
  set(unitSettingsAtom, applySyncResult(get(unitSettingsAtom), entries, Date.now(), changedMeanwhile));
});

export type UnitDefaults = {
  /** What the unit gets when added: its defaults with the saved settings applied. */
  choices: UnitOptionChoices;
  /** Whether anything is saved for it (an emptied entry counts as nothing). */
  saved: boolean;
  save: (choices: UnitOptionChoices) => void;
  reset: () => void;
};

/** A unit's default options and the actions of the 'Default options' card. */
export function useUnitDefaults(unit: Unit): UnitDefaults {
  const store = useAtomValue(unitSettingsAtom);
  const saveAction = useSetAtom(saveUnitSettingAtom);
  const resetAction = useSetAtom(resetUnitSettingAtom);
  const entry = findUnitSetting(store, unit.name);
  const choices = useMemo(() => unitSettingChoices(unit, entry), [unit, entry]);
  const save = useCallback((next: UnitOptionChoices) => saveAction(unit, next), [saveAction, unit]);
  const reset = useCallback(() => resetAction(unit.name), [resetAction, unit.name]);
  const saved = entry !== undefined && (entry.upgrades.length > 0 || Object.keys(entry.weapons).length > 0);
  return { choices, saved, save, reset };
}
