import { isRecord, mapStoredLists, mapStoredUnits, readLegacyMap, type Migration, type StoredRecord } from './stored-data.js';

/** Old builds kept the trait and the artefact in the enhancement map under these table names. */
const HEROIC_TRAITS = 'heroic traits';
const ARTEFACTS = 'artefacts of power';

function isEmptyName(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * 5: a unit's old `enhancements` map (table name -> enhancement; object or
 * Map entries) becomes `enhancementChoices`. Entries for Heroic Traits and
 * Artefacts of Power fill `heroicTrait` and `artifact` when those are empty,
 * since enhancementChoices holds the other tables only.
 */
export const migration5: Migration = {
  version: 5,
  description: 'Enhancement maps to enhancementChoices',
  migrate(stored) {
    return mapStoredLists(stored, 5, (list) =>
      mapStoredUnits(list, (unit) => {
        if (!('enhancements' in unit)) return unit;
        const { enhancements, ...rest } = unit;
        const next: StoredRecord = { ...rest };
        const choices: StoredRecord = isRecord(unit.enhancementChoices) ? { ...unit.enhancementChoices } : {};
        for (const [table, enhancement] of readLegacyMap(enhancements) ?? []) {
          const key = table.trim().toLowerCase();
          if (key === HEROIC_TRAITS) {
            if (isEmptyName(next.heroicTrait)) next.heroicTrait = enhancement;
          } else if (key === ARTEFACTS) {
            if (isEmptyName(next.artifact)) next.artifact = enhancement;
          } else if (!(table in choices)) {
            choices[table] = enhancement;
          }
        }
        return { ...next, enhancementChoices: choices };
      }),
    );
  },
};
