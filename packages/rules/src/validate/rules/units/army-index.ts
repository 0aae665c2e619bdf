import type { ArmyLookup } from '../../../lookup/build-army-lookup.js';
import type { Army, Enhancement, EnhancementTable, Unit } from '../../../model/index.js';
import { nameKey } from '../../../shared/name-key.js';
import type { LeaderProfile } from './regiment-fit.js';
import type { UnitOptions } from './unit-options.js';

export type TableEntry = { table: EnhancementTable; enhancement: Enhancement };

/** What the unit rules look up for one army beyond the shared lookup; built once per army. */
export type UnitsIndex = {
  lookup: ArmyLookup;
  army: Army;
  /** nameKey, memoised: a list repeats the same few names on every edit. */
  key(name: string): string;
  /** The army's unit of that name. */
  unit(name: string): Unit | undefined;
  /** Each table's enhancements by enhancement key, under the table's key. */
  tableEnhancements: ReadonlyMap<string, ReadonlyMap<string, Enhancement>>;
  /** Enhancements of 'artefacts' tables and of 'heroicTraits' tables, by enhancement key. */
  artefacts: ReadonlyMap<string, TableEntry>;
  heroicTraits: ReadonlyMap<string, TableEntry>;
  /** Keys of the tables a unit lists. */
  tablesOf(unit: Unit): ReadonlySet<string>;
  /** Keys of the army's heroic-trait and artefact tables (what a regiment-of-renown Daemon Prince may use). */
  heroTables: ReadonlySet<string>;
  /** False for data converted without battle profiles: composition cannot be checked then. */
  hasRegimentOptions: boolean;
  /** Leader warscrolls' compiled regiment options, filled by leaderProfile as rules ask. */
  profiles: Map<Unit, LeaderProfile>;
  /** Warscrolls' weapon and option tables, filled by unitOptions as rules ask. */
  options: Map<Unit, UnitOptions>;
};

function indexTables(army: Army, key: (name: string) => string) {
  const tableEnhancements = new Map<string, Map<string, Enhancement>>();
  const artefacts = new Map<string, TableEntry>();
  const heroicTraits = new Map<string, TableEntry>();
  const heroTables = new Set<string>();
  for (const table of army.enhancementTables) {
    const own = new Map<string, Enhancement>();
    const byKind = table.kind === 'artefacts' ? artefacts : table.kind === 'heroicTraits' ? heroicTraits : undefined;
    if (byKind) heroTables.add(key(table.name));
    for (const set of table.sets) {
      for (const enhancement of set.enhancements) {
        const enhancementKey = key(enhancement.name);
        if (!own.has(enhancementKey)) own.set(enhancementKey, enhancement);
        if (byKind && !byKind.has(enhancementKey)) byKind.set(enhancementKey, { table, enhancement });
      }
    }
    if (!tableEnhancements.has(key(table.name))) tableEnhancements.set(key(table.name), own);
  }
  return { tableEnhancements, artefacts, heroicTraits, heroTables };
}

function createIndex(lookup: ArmyLookup): UnitsIndex {
  const keys = new Map<string, string>();
  const key = (name: string): string => {
    let found = keys.get(name);
    if (found === undefined) keys.set(name, (found = nameKey(name)));
    return found;
  };
  const unitTables = new WeakMap<Unit, ReadonlySet<string>>();
  return {
    lookup,
    army: lookup.army,
    key,
    unit: (name) => lookup.units.get(key(name)),
    ...indexTables(lookup.army, key),
    tablesOf(unit) {
      let tables = unitTables.get(unit);
      if (!tables) unitTables.set(unit, (tables = new Set(unit.enhancementTables.map(key))));
      return tables;
    },
    hasRegimentOptions: lookup.army.units.some((unit) => unit.battleProfile.regimentOptions.length > 0),
    profiles: new Map(),
    options: new Map(),
  };
}

// Keyed on the lookup, which buildArmyLookup keeps per GameData object and army
// name: so this is a cache per data set and army too, living exactly as long as
// the data it was built from. The index holds the rules' per-army memos
// (profiles, options) as its own fields.
const cache = new WeakMap<ArmyLookup, UnitsIndex>();

export function unitsIndex(lookup: ArmyLookup): UnitsIndex {
  let index = cache.get(lookup);
  if (!index) cache.set(lookup, (index = createIndex(lookup)));
  return index;
}
