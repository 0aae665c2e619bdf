import { mapStoredLists, mapStoredUnits, type Migration, type StoredRecord } from './stored-data.js';

/** Armies that became armies of renown under a parent army. */
export const RENAMED_ARMIES: Readonly<Record<string, string>> = {
  'Big Waaagh!': 'Ironjawz - Big Waaagh!',
  'The Duardin Ascendant': 'Cities of Sigmar - The Duardin Ascendant',
};

function upgradesOf(unit: StoredRecord): string[] {
  const current = Array.isArray(unit.upgrades) ? unit.upgrades.filter((name): name is string => typeof name === 'string') : [];
  const single = typeof unit.upgrade === 'string' && unit.upgrade !== '' ? [unit.upgrade] : [];
  return [...new Set([...current, ...single])];
}

/** 3: renames the two armies and turns a unit's single `upgrade` into an `upgrades` array. */
export const migration3: Migration = {
  version: 3,
  description: "Rename 'Big Waaagh!' and 'The Duardin Ascendant'; single upgrade to upgrades",
  migrate(stored) {
    return mapStoredLists(stored, 3, (list) => {
      const faction = typeof list.faction === 'string' ? (RENAMED_ARMIES[list.faction] ?? list.faction) : list.faction;
      return mapStoredUnits({ ...list, faction }, (unit) => {
        const { upgrade: _dropped, ...rest } = unit;
        return { ...rest, upgrades: upgradesOf(unit) };
      });
    });
  },
};
