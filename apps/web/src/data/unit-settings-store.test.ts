import { SYNC_LIMITS, type UnitSettingEntry } from '@scrolldex/contract';
import { beforeEach, describe, expect, it } from 'vitest';

import { realUnit } from '../test/real-game-data';
import {
  applySyncResult,
  clearUnitSettings,
  EMPTY_UNIT_SETTINGS,
  findUnitSetting,
  LEGACY_UNIT_SETTINGS_KEY,
  loadUnitSettings,
  resetUnitSetting,
  saveUnitSetting,
  TOO_MANY_UNIT_SETTINGS,
  UNIT_SETTINGS_KEY,
  unitSettingChoices,
  unitSettingRefusal,
} from './unit-settings-store';

beforeEach(() => localStorage.clear());

describe('unit settings store on real units', () => {
  it("gives a unit its engine defaults when nothing is saved: the first option of each set that needs a choice, optional weapons from the models' max", () => {
    expect(unitSettingChoices(realUnit('Stormcast Eternals', 'Liberators'), undefined)).toEqual({
      upgrades: [],
      weapons: { Liberator: [{ name: 'Grandhammer', count: 1 }] },
    });
    expect(unitSettingChoices(realUnit('Slaves to Darkness', 'Daemon Prince'), undefined).upgrades).toEqual(['Wings']);
    expect(unitSettingChoices(realUnit('Slaves to Darkness', 'Darkoath Fellriders'), undefined).weapons).toEqual({
      'Darkoath Fellrider': [{ name: 'Fellrider Blades', count: 5 }],
    });
  });

  it('saves choices stamped and counted for sync, and they become what the unit gets', () => {
    const prince = realUnit('Slaves to Darkness', 'Daemon Prince');
    const store = saveUnitSetting(EMPTY_UNIT_SETTINGS, prince, { upgrades: ['Trophy Rack', 'Pledged to Khorne'], weapons: {} }, 1000);
    expect(findUnitSetting(store, 'daemon prince')).toEqual({
      name: 'Daemon Prince',
      upgrades: ['Trophy Rack', 'Pledged to Khorne'],
      weapons: {},
      updatedAt: 1000,
    });
    expect(store.unsyncedCount).toBe(1);
    expect(unitSettingChoices(prince, findUnitSetting(store, 'Daemon Prince')).upgrades).toEqual(['Trophy Rack', 'Pledged to Khorne']);
    // Saving again replaces the entry rather than adding one.
    const again = saveUnitSetting(store, prince, { upgrades: ['Wings'], weapons: {} }, 2000);
    expect(again.entries).toHaveLength(1);
    expect(again.unsyncedCount).toBe(2);
  });

  it('keeps counts within the bounds and drops names the unit lacks', () => {
    const liberators = realUnit('Stormcast Eternals', 'Liberators');
    const store = saveUnitSetting(
      EMPTY_UNIT_SETTINGS,
      liberators,
      { upgrades: ['Not An Upgrade'], weapons: { Liberator: [{ name: 'Grandhammer', count: 7 }], Nobody: [{ name: 'Sword', count: 2 }] } },
      1000,
    );
    expect(findUnitSetting(store, 'Liberators')).toMatchObject({ upgrades: [], weapons: { Liberator: [{ name: 'Grandhammer', count: 1 }] } });

    const fellriders = realUnit('Slaves to Darkness', 'Darkoath Fellriders');
    const split = saveUnitSetting(
      EMPTY_UNIT_SETTINGS,
      fellriders,
      {
        upgrades: [],
        weapons: {
          'Darkoath Fellrider': [
            { name: 'Marauder Javelin', count: 3 },
            { name: 'Fellrider Blades', count: 9 },
          ],
        },
      },
      1000,
    );
    // The set holds one option per model: 3 javelins leave room for 2 blades.
    expect(findUnitSetting(split, 'Darkoath Fellriders')?.weapons).toEqual({
      'Darkoath Fellrider': [
        { name: 'Marauder Javelin', count: 3 },
        { name: 'Fellrider Blades', count: 2 },
      ],
    });
  });

  it('resets one unit and clears every unit to their defaults, keeping the entries so the change syncs', () => {
    const liberators = realUnit('Stormcast Eternals', 'Liberators');
    const prince = realUnit('Slaves to Darkness', 'Daemon Prince');
    let store = saveUnitSetting(EMPTY_UNIT_SETTINGS, liberators, { upgrades: [], weapons: {} }, 1000);
    store = saveUnitSetting(store, prince, { upgrades: ['Trophy Rack'], weapons: {} }, 1000);
    const reset = resetUnitSetting(store, 'daemon prince', 1500);
    expect(findUnitSetting(reset, 'Daemon Prince')).toEqual({ name: 'Daemon Prince', upgrades: [], weapons: {}, updatedAt: 1500 });
    expect(unitSettingChoices(prince, findUnitSetting(reset, 'Daemon Prince')).upgrades).toEqual(['Wings']);

    const cleared = clearUnitSettings(store, 2000);
    expect(cleared.entries).toEqual([
      { name: 'Liberators', upgrades: [], weapons: {}, updatedAt: 2000 },
      { name: 'Daemon Prince', upgrades: [], weapons: {}, updatedAt: 2000 },
    ]);
    expect(cleared.unsyncedCount).toBe(store.unsyncedCount + 2);
    expect(unitSettingChoices(liberators, findUnitSetting(cleared, 'Liberators'))).toEqual(unitSettingChoices(liberators, undefined));
  });

  it("takes in the server's newer entries after a sync and keeps every local one", () => {
    const store = saveUnitSetting(EMPTY_UNIT_SETTINGS, realUnit('Stormcast Eternals', 'Liberators'), { upgrades: [], weapons: {} }, 1000);
    const server: UnitSettingEntry[] = [
      { name: 'Stegadon', upgrades: [], weapons: { Stegadon: [{ name: 'Sunfire Throwers', count: 1 }] }, updatedAt: 900 },
      { name: 'Liberators', upgrades: ['Older'], weapons: {}, updatedAt: 900 },
    ];
    expect(store.unsyncedCount).toBe(1);
    expect(applySyncResult(store, server, 3000, false)).toEqual({ entries: [store.entries[0], server[0]], unsyncedCount: 0, lastSynced: 3000 });
    const newer = { ...server[1]!, updatedAt: 2000 };
    expect(applySyncResult(store, [newer], 3000, false).entries).toEqual([newer]);
  });

  it('refuses a new unit past the limit, and never one already saved', () => {
    const entries = Array.from({ length: SYNC_LIMITS.unitSettingsPerAccount }, (_, index) => ({
      name: `Unit ${index}`,
      upgrades: [],
      weapons: {},
      updatedAt: 1,
    }));
    const full = { ...EMPTY_UNIT_SETTINGS, entries };
    expect(unitSettingRefusal(full, 'One more')).toBe(TOO_MANY_UNIT_SETTINGS);
    expect(unitSettingRefusal(full, 'Unit 7')).toBeNull();
    expect(unitSettingRefusal(EMPTY_UNIT_SETTINGS, 'One more')).toBeNull();
  });
});

describe('unit settings migration', () => {
  it('folds the old map into the store once, stamped, and removes the old key; entries already stored win', () => {
    const current = { entries: [{ name: 'Liberators', upgrades: [], weapons: {}, updatedAt: 5 }], unsyncedCount: 0, lastSynced: 4 };
    localStorage.setItem(UNIT_SETTINGS_KEY, JSON.stringify(current));
    localStorage.setItem(
      LEGACY_UNIT_SETTINGS_KEY,
      JSON.stringify({
        Liberators: { name: 'Liberators', weapons: { Liberator: [{ name: 'Grandhammer', count: 1 }] } },
        'Daemon Prince': { name: 'Daemon Prince', general: true, upgrade: 'Trophy Rack', weaponOptions: {} },
      }),
    );
    const store = loadUnitSettings(7000);
    expect(store.entries).toEqual([...current.entries, { name: 'Daemon Prince', upgrades: ['Trophy Rack'], weapons: {}, updatedAt: 7000 }]);
    expect(store.unsyncedCount).toBe(1);
    expect(localStorage.getItem(LEGACY_UNIT_SETTINGS_KEY)).toBeNull();
    expect(JSON.parse(localStorage.getItem(UNIT_SETTINGS_KEY)!)).toEqual(store);
    // Once: a second load finds nothing more to fold in.
    expect(loadUnitSettings(8000)).toEqual(store);
  });

  it('drops an unreadable old value and starts empty', () => {
    localStorage.setItem(LEGACY_UNIT_SETTINGS_KEY, '"not settings"');
    expect(loadUnitSettings(1)).toEqual(EMPTY_UNIT_SETTINGS);
    expect(localStorage.getItem(LEGACY_UNIT_SETTINGS_KEY)).toBeNull();
  });
});
