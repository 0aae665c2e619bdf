import { isRecord, mapStoredLists, mapStoredUnits, readLegacyMap, type Migration, type StoredRecord } from './stored-data.js';

/**
 * 4: a unit's old `weaponOptions` map (model name -> options; saved as a
 * plain object or as a Map's entries) becomes `weapons`. A model already in
 * `weapons` keeps that newer value. The values themselves are tidied by 6.
 */
export const migration4: Migration = {
  version: 4,
  description: 'Weapon-option maps to weapons',
  migrate(stored) {
    return mapStoredLists(stored, 4, (list) =>
      mapStoredUnits(list, (unit) => {
        if (!('weaponOptions' in unit)) return unit;
        const { weaponOptions, ...rest } = unit;
        const weapons: StoredRecord = Object.fromEntries(readLegacyMap(weaponOptions) ?? []);
        if (isRecord(unit.weapons)) Object.assign(weapons, unit.weapons);
        return { ...rest, weapons };
      }),
    );
  },
};
