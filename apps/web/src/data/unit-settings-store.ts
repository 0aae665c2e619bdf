// The unit default settings store: per unit, the
// upgrades and weapon counts a player wants whenever it is added to a list,
// with the sync bookkeeping beside. Pure functions over the stored value, plus
// the one-time migration of the old local format; the jotai atoms live in
// state/unit-settings.ts. What the options mean comes from the engine.
import { SYNC_LIMITS, UnitSettingEntrySchema, type UnitSettingEntry } from '@scrolldex/contract';
import { applyUnitSettings, migrateLegacyUnitSettings, nameKey, newListUnit, type Unit, type UnitOptionChoices } from '@scrolldex/rules';
import { z } from 'zod/mini';

import { readStored, removeStored, writeStored } from './local-store';
import { mergeNewer } from './sync-resource';

export const UNIT_SETTINGS_KEY = 'unitSettingsStore';
/** The old format: unit name -> the saved list unit (see migrateLegacyUnitSettings). */
export const LEGACY_UNIT_SETTINGS_KEY = 'unitSettings';

export const UnitSettingsStoreSchema = z.object({
  entries: z.array(UnitSettingEntrySchema),
  unsyncedCount: z.int().check(z.minimum(0)),
  /** Milliseconds since the epoch of the last successful sync; null before the first. */
  lastSynced: z.nullable(z.int()),
});
export type UnitSettingsStore = z.infer<typeof UnitSettingsStoreSchema>;

export const EMPTY_UNIT_SETTINGS: UnitSettingsStore = { entries: [], unsyncedCount: 0, lastSynced: null };

export function findUnitSetting(store: UnitSettingsStore, unitName: string): UnitSettingEntry | undefined {
  const key = nameKey(unitName);
  return store.entries.find((entry) => nameKey(entry.name) === key);
}

/** The options a unit gets when added: its own defaults, then the player's saved settings (an empty entry changes nothing). */
export function unitSettingChoices(unit: Unit, entry: UnitSettingEntry | undefined): UnitOptionChoices {
  const { upgrades, weapons } = newListUnit(unit, entry ? [entry] : []);
  return { upgrades, weapons };
}

/** An entry's place in the store: its unit's name key. */
export const unitSettingKey = (entry: UnitSettingEntry): string => nameKey(entry.name);

export const TOO_MANY_UNIT_SETTINGS = `You can keep default options for at most ${SYNC_LIMITS.unitSettingsPerAccount} units (the server's limit).`;

/** Why saving a unit's options is refused: a new unit past the account's limit (SYNC_LIMITS), which the server would refuse. */
export function unitSettingRefusal(store: UnitSettingsStore, unitName: string): string | null {
  if (findUnitSetting(store, unitName) !== undefined) return null;
  return store.entries.length >= SYNC_LIMITS.unitSettingsPerAccount ? TOO_MANY_UNIT_SETTINGS : null;
}

function putEntry(store: UnitSettingsStore, entry: UnitSettingEntry): UnitSettingsStore {
  const key = nameKey(entry.name);
  const others = store.entries.filter((candidate) => nameKey(candidate.name) !== key);
  return { ...store, entries: [...others, entry], unsyncedCount: store.unsyncedCount + 1 };
}

/**
 * Saves a unit's default options, stamped and counted for sync. The choices
 * pass through the engine first, so names the unit lacks are dropped and
 * counts are kept within the counters' bounds.
 */
export function saveUnitSetting(store: UnitSettingsStore, unit: Unit, choices: UnitOptionChoices, now: number): UnitSettingsStore {
  const applied = applyUnitSettings(newListUnit(unit), unit, { name: unit.name, ...choices });
  return putEntry(store, { name: unit.name, upgrades: [...applied.upgrades], weapons: applied.weapons, updatedAt: now });
}

/** 'Reset to defaults': the entry stays (so the reset syncs) with nothing saved in it. */
export function resetUnitSetting(store: UnitSettingsStore, unitName: string, now: number): UnitSettingsStore {
  return putEntry(store, { name: findUnitSetting(store, unitName)?.name ?? unitName, upgrades: [], weapons: {}, updatedAt: now });
}

/** 'Clear Unit Default Settings': every entry emptied of upgrades and weapons, stamped, to be synced. */
export function clearUnitSettings(store: UnitSettingsStore, now: number): UnitSettingsStore {
  const entries = store.entries.map((entry) => ({ ...entry, upgrades: [], weapons: {}, updatedAt: now }));
  return { ...store, entries, unsyncedCount: store.unsyncedCount + entries.length };
}

/**
 * A successful sync: the server's entries taken in, the newer copy of each winning (the server's on a tie); every
 * local entry stays. Synced, unless the store changed while the sync was out.
 */
export function applySyncResult(store: UnitSettingsStore, incoming: readonly UnitSettingEntry[], now: number, changedMeanwhile: boolean): UnitSettingsStore {
  return { entries: mergeNewer(store.entries, incoming, unitSettingKey), unsyncedCount: changedMeanwhile ? store.unsyncedCount : 0, lastSynced: now };
}

/**
 * Folds the old key into the store once and removes it. Units already in the
 * store keep their entry (it is newer than the old format); migrated entries
 * are stamped now so the next sync carries them. Returns the store as it now
 * stands in local storage.
 */
export function loadUnitSettings(now: number): UnitSettingsStore {
  let store = readStored(UNIT_SETTINGS_KEY, UnitSettingsStoreSchema, EMPTY_UNIT_SETTINGS);
  const legacy = readStored<unknown>(LEGACY_UNIT_SETTINGS_KEY, z.unknown(), undefined);
  if (legacy === undefined) return store;
  for (const settings of migrateLegacyUnitSettings(legacy)) {
    if (findUnitSetting(store, settings.name)) continue;
    const entry = UnitSettingEntrySchema.safeParse({ ...settings, updatedAt: now });
    if (entry.success) store = putEntry(store, entry.data);
    else console.warn(`Old unit settings of '${settings.name}' are unreadable; dropping them.`);
  }
  writeStored(UNIT_SETTINGS_KEY, store);
  removeStored(LEGACY_UNIT_SETTINGS_KEY);
  return store;
}
