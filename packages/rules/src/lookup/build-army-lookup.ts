import type { Army, BattleTacticCard, Enhancement, EnhancementTable, GameData, Lore, RegimentOfRenown, Unit } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';

/** Everything validation and list operations look up by name, for one army. Built once per army. */
export type ArmyLookup = {
  data: GameData;
  army: Army;
  /** The army's units by name key (regiment-of-renown units live on the regiment). */
  units: ReadonlyMap<string, Unit>;
  tables: ReadonlyMap<string, EnhancementTable>;
  /** Enhancement name key -> the table it belongs to and the enhancement. */
  enhancements: ReadonlyMap<string, { table: EnhancementTable; enhancement: Enhancement }>;
  formations: ReadonlyMap<string, Army['battleFormations'][number]>;
  spellLores: ReadonlyMap<string, Lore>;
  prayerLores: ReadonlyMap<string, Lore>;
  manifestationLores: ReadonlyMap<string, Lore>;
  regimentsOfRenown: ReadonlyMap<string, RegimentOfRenown>;
  battleTacticCards: ReadonlyMap<string, BattleTacticCard>;
};

function byName<T extends { name: string }>(items: readonly T[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) if (!map.has(nameKey(item.name))) map.set(nameKey(item.name), item);
  return map;
}

// The engine's one cache of game-data indexes, keyed by the GameData object:
// game data is parsed once and never mutated (every input is read-only), so a
// lookup depends only on its data object and army name. Callers pass the data
// they hold and need no index of their own; a new data set (another copy, a
// fresh download) gets fresh lookups, and a data set no longer held is dropped
// with its lookups. The units index of the validation rules hangs off each lookup.
const cache = new WeakMap<GameData, Map<string, ArmyLookup | undefined>>();

/** The lookup of an army, or undefined when the data has no army of that name. Cached per GameData object (see above). */
export function buildArmyLookup(data: GameData, armyName: string): ArmyLookup | undefined {
  let perData = cache.get(data);
  if (!perData) {
    perData = new Map();
    cache.set(data, perData);
  }
  if (perData.has(armyName)) return perData.get(armyName);
  const army = data.armies[armyName];
  const lookup = army ? createLookup(data, army) : undefined;
  perData.set(armyName, lookup);
  return lookup;
}

function createLookup(data: GameData, army: Army): ArmyLookup {
  const enhancements = new Map<string, { table: EnhancementTable; enhancement: Enhancement }>();
  for (const table of army.enhancementTables) {
    for (const set of table.sets) {
      for (const enhancement of set.enhancements) {
        const key = nameKey(enhancement.name);
        if (!enhancements.has(key)) enhancements.set(key, { table, enhancement });
      }
    }
  }
  return {
    data,
    army,
    units: byName(army.units),
    tables: byName(army.enhancementTables),
    enhancements,
    formations: byName(army.battleFormations),
    spellLores: byName(army.lores.spell),
    prayerLores: byName(army.lores.prayer),
    manifestationLores: byName([...army.lores.manifestation, ...data.universalManifestations]),
    regimentsOfRenown: byName(data.regimentsOfRenown),
    battleTacticCards: byName(data.battleTacticCards),
  };
}
