import { fail, ok, type Result } from '../../shared/result.js';

/**
 * Local storage as migrations see it: each key's value already JSON-parsed
 * by the caller. Shapes before the current one are loose by nature, so
 * migrations read `unknown` and check as they go.
 */
export type StoredData = Readonly<Record<string, unknown>>;
export type StoredRecord = Record<string, unknown>;

/** Before migration 2 each list had its own key, 'list:<id>'. */
export const LEGACY_LIST_KEY_PREFIX = 'list:';
/** Since migration 2: one value, list id -> list. */
export const LISTS_KEY = 'lists';
/** Folders: an array (since migration 8, full folder records). */
export const FOLDERS_KEY = 'folders';

export type MigrationError = { code: 'MIGRATION_FAILED'; migration: number; message: string };

export type MigrationContext = {
  /** Epoch milliseconds, for records that gain timestamps. */
  now: number;
  /** A fresh id for each record that gains one. */
  newId: () => string;
};

export type Migration = {
  /** The counter value once it has run. */
  version: number;
  description: string;
  migrate: (stored: StoredData, context: MigrationContext) => Result<StoredData, MigrationError>;
};

export function isRecord(value: unknown): value is StoredRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function migrationError(migration: number, message: string): { ok: false; errors: MigrationError[] } {
  return fail([{ code: 'MIGRATION_FAILED', migration, message }]);
}

/** Applies `change` to every stored list; fails when the list store or a list is not an object. */
export function mapStoredLists(stored: StoredData, migration: number, change: (list: StoredRecord) => StoredRecord): Result<StoredData, MigrationError> {
  const lists = stored[LISTS_KEY];
  if (lists === undefined) return ok(stored);
  if (!isRecord(lists)) return migrationError(migration, `Stored '${LISTS_KEY}' is not an object.`);
  const next: StoredRecord = {};
  for (const [id, list] of Object.entries(lists)) {
    if (!isRecord(list)) return migrationError(migration, `Stored list ${id} is not an object.`);
    next[id] = change(list);
  }
  return ok({ ...stored, [LISTS_KEY]: next });
}

function mapUnit(value: unknown, change: (unit: StoredRecord) => StoredRecord): unknown {
  return isRecord(value) ? change(value) : value;
}

function mapUnitArray(value: unknown, change: (unit: StoredRecord) => StoredRecord): unknown {
  return Array.isArray(value) ? value.map((unit) => mapUnit(unit, change)) : value;
}

/** Applies `change` to every unit of a stored list: leaders, regiment units, auxiliaries, regiment-of-renown units. */
export function mapStoredUnits(list: StoredRecord, change: (unit: StoredRecord) => StoredRecord): StoredRecord {
  const next: StoredRecord = { ...list };
  if (Array.isArray(list.regiments)) {
    next.regiments = list.regiments.map((regiment) =>
      isRecord(regiment) ? { ...regiment, leader: mapUnit(regiment.leader, change), units: mapUnitArray(regiment.units, change) } : regiment,
    );
  }
  if ('auxiliaryUnits' in list) next.auxiliaryUnits = mapUnitArray(list.auxiliaryUnits, change);
  if ('regimentOfRenownUnits' in list) next.regimentOfRenownUnits = mapUnitArray(list.regimentOfRenownUnits, change);
  return next;
}

/** A map written by an older build: a plain object, or a Map saved as its [key, value] entries. */
export function readLegacyMap(value: unknown): [string, unknown][] | undefined {
  if (isRecord(value)) return Object.entries(value);
  if (!Array.isArray(value)) return undefined;
  const entries: [string, unknown][] = [];
  for (const entry of value) {
    if (Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'string') entries.push([entry[0], entry[1]]);
  }
  return entries;
}
