// The saved lists and folders in localStorage (list-building §3 and §4): lists
// under 'lists' (id -> list), folders under 'folders', the top-level order and
// the sync bookkeeping under 'listStoreStats', and the migration counter.
// Loading runs the engine's migrations once; a stored list that does not fit
// the schema is left in storage untouched (never lost) and kept out of view.
import {
  ArmyListSchema,
  FOLDERS_KEY,
  FolderSchema,
  LATEST_MIGRATION,
  LEGACY_LIST_KEY_PREFIX,
  LISTS_KEY,
  runMigrations,
  type ArmyList,
  type Folder,
  type ListLibrary,
} from '@scrolldex/rules';
import { z } from 'zod';

import { readStored, removeStored, writeStored } from './local-store';

export const MIGRATION_KEY = 'listMigrationVersion';
export const STATS_KEY = 'listStoreStats';
/** The keys whose change (in another tab) means the library must be read again. */
export const LIBRARY_KEYS: readonly string[] = [LISTS_KEY, FOLDERS_KEY, STATS_KEY];

export const ListStoreStatsSchema = z.object({
  order: z.array(z.string()),
  orderUpdatedAt: z.number().int(),
  unsyncedLists: z.number().int().min(0),
  unsyncedFolders: z.number().int().min(0),
  /** Epoch ms of the last successful sync; null before the first. */
  lastSynced: z.number().int().nullable(),
});
export type ListStoreStats = z.infer<typeof ListStoreStatsSchema>;

/** The library as the app holds it: what sync sees plus its bookkeeping. */
export type StoredLibrary = ListLibrary & Omit<ListStoreStats, 'order' | 'orderUpdatedAt'>;

export const EMPTY_LIBRARY: StoredLibrary = {
  lists: [],
  folders: [],
  order: [],
  orderUpdatedAt: 0,
  unsyncedLists: 0,
  unsyncedFolders: 0,
  lastSynced: null,
};

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Every key migrations may read: the list store, folders and the per-list keys before migration 2. */
function readMigrationInput(store: Storage): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key === null) continue;
    if (key === LISTS_KEY || key === FOLDERS_KEY || key.startsWith(LEGACY_LIST_KEY_PREFIX)) stored[key] = parseJson(store.getItem(key));
  }
  return stored;
}

/**
 * Brings stored lists up to the latest migration. A fresh install starts at
 * the latest counter; a failed migration is logged, the counter stops before
 * it and the data is left as the last good migration made it.
 */
export function migrateStoredLists(now: number, newId: () => string): void {
  const store = storage();
  if (!store) return;
  const counter = readStored(MIGRATION_KEY, z.number().int().min(0), -1);
  const input = readMigrationInput(store);
  if (counter === -1 && Object.keys(input).length === 0) {
    writeStored(MIGRATION_KEY, LATEST_MIGRATION);
    return;
  }
  const from = counter === -1 ? 1 : counter;
  if (from >= LATEST_MIGRATION) return;
  const run = runMigrations(input, from, { now, newId });
  if (run.error) console.warn(`List migration ${run.error.migration} failed: ${run.error.message} Later migrations did not run.`);
  for (const key of Object.keys(input)) if (!(key in run.stored)) removeStored(key);
  for (const [key, value] of Object.entries(run.stored)) if (value !== undefined) writeStored(key, value);
  writeStored(MIGRATION_KEY, run.version);
}

/** The stored lists that fit the schema; the others are reported and stay in storage. */
function readLists(): ArmyList[] {
  const raw = readStored<Record<string, unknown>>(LISTS_KEY, z.record(z.string(), z.unknown()), {});
  const lists: ArmyList[] = [];
  for (const [id, value] of Object.entries(raw)) {
    const parsed = ArmyListSchema.safeParse(value);
    if (parsed.success && parsed.data.id === id) lists.push(parsed.data);
    else
      console.warn(
        `Stored list ${id} could not be read (${parsed.success ? 'its id differs' : parsed.error.issues[0]?.message}); it is kept in storage but not shown.`,
      );
  }
  return lists;
}

function readFolders(): Folder[] {
  const raw = readStored<unknown[]>(FOLDERS_KEY, z.array(z.unknown()), []);
  const folders: Folder[] = [];
  for (const value of raw) {
    const parsed = FolderSchema.safeParse(value);
    if (parsed.success) folders.push(parsed.data);
    else console.warn(`A stored folder could not be read (${parsed.error.issues[0]?.message}); it is left out.`);
  }
  return folders;
}

export function loadLibrary(now: number = Date.now(), newId: () => string = () => crypto.randomUUID()): StoredLibrary {
  migrateStoredLists(now, newId);
  const stats = readStored<ListStoreStats | null>(STATS_KEY, ListStoreStatsSchema.nullable(), null);
  return { ...EMPTY_LIBRARY, ...stats, lists: readLists(), folders: readFolders() };
}

/**
 * Writes what changed between two library values. Stored lists this app
 * could not read stay as they were: the list map is merged, never replaced.
 */
export function saveLibrary(previous: StoredLibrary, next: StoredLibrary): void {
  if (next.lists !== previous.lists) {
    const raw = readStored<Record<string, unknown>>(LISTS_KEY, z.record(z.string(), z.unknown()), {});
    const known = new Set(previous.lists.map((list) => list.id));
    for (const id of known) delete raw[id];
    for (const list of next.lists) raw[list.id] = list;
    writeStored(LISTS_KEY, raw);
  }
  if (next.folders !== previous.folders) writeStored(FOLDERS_KEY, next.folders);
  const { order, orderUpdatedAt, unsyncedLists, unsyncedFolders, lastSynced } = next;
  writeStored(STATS_KEY, { order: [...order], orderUpdatedAt, unsyncedLists, unsyncedFolders, lastSynced } satisfies ListStoreStats);
}

/** The stats of the spec's local store: counts of what is shown (soft-deleted excluded). */
export function libraryStats(library: StoredLibrary) {
  return {
    order: library.order,
    totalLists: library.lists.filter((list) => !list.deleted).length,
    totalFolders: library.folders.filter((folder) => !folder.deleted).length,
    unsyncedLists: library.unsyncedLists,
    unsyncedFolders: library.unsyncedFolders,
    lastSynced: library.lastSynced,
    orderUpdatedAt: library.orderUpdatedAt,
  };
}
