// Earlier versions of the app kept the saved lists in localStorage: 'lists'
// (id -> list; 'list:<id>' keys before migration 2), 'folders',
// 'listStoreStats' (top-level order, sync counters), 'listMigrationVersion' and
// 'listsCleanedForData'. On the first read they move to IndexedDB, into the
// library of whoever is signed in then (the device's when nobody is): the
// engine's migrations 2 to 8 run first, from the stored counter, and the
// localStorage keys are removed only once the IndexedDB write has succeeded
// (a failed move is tried again on the next start, never over a row written
// since). Nothing is lost: a list or folder the schema refuses moves as it is
// stored, and a store a migration could not read stays in localStorage.
import { FOLDERS_KEY, LATEST_MIGRATION, LEGACY_LIST_KEY_PREFIX, LISTS_KEY, runMigrations } from '@scrolldex/rules';
import { z } from 'zod/mini';

import { database, type SavedFolderRow, type SavedListRow } from './db';
import type { LibraryOwner, LibraryState, MoveContext } from './list-library-store';
import { localStore, readStored } from './local-store';
import { markSavedListsHeld } from './saved-lists-presence';

export const MIGRATION_KEY = 'listMigrationVersion';
export const STATS_KEY = 'listStoreStats';
export const CLEANED_FOR_DATA_KEY = 'listsCleanedForData';
/** The fact, in IndexedDB, that the lists left localStorage, with the migration counter they had reached. */
export const MOVED_FACT = 'listMigrationVersion';

/** What earlier versions kept beside the lists; only the order and the last sync carry over. */
const OldStatsSchema = z.object({ order: z.array(z.string()), orderUpdatedAt: z.int(), lastSynced: z.nullable(z.int()) });

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isListKey(key: string): boolean {
  return key === LISTS_KEY || key === FOLDERS_KEY || key.startsWith(LEGACY_LIST_KEY_PREFIX);
}

/** Every key migrations may read: the list store, folders and the per-list keys from before migration 2. */
function readMigrationInput(store: Storage): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key !== null && isListKey(key)) stored[key] = parseJson(store.getItem(key));
  }
  return stored;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The rows of the migrated store, and the keys whose whole content they hold. */
function rowsOf(stored: Readonly<Record<string, unknown>>, owner: LibraryOwner, newId: () => string) {
  const lists: SavedListRow[] = isRecord(stored[LISTS_KEY]) ? Object.entries(stored[LISTS_KEY]).map(([id, list]) => ({ owner, id, list })) : [];
  const storedFolders = stored[FOLDERS_KEY];
  const folders: SavedFolderRow[] = Array.isArray(storedFolders)
    ? storedFolders.map((folder: unknown) => {
        const id = isRecord(folder) && typeof folder.id === 'string' && folder.id !== '' ? folder.id : newId();
        return { owner, id, folder };
      })
    : [];
  const moved = [...(isRecord(stored[LISTS_KEY]) ? [LISTS_KEY] : []), ...(Array.isArray(storedFolders) || storedFolders === undefined ? [FOLDERS_KEY] : [])];
  return { lists, folders, moved };
}

/**
 * Moves the lists kept in localStorage into `owner`'s library. Folders and the
 * order move once; a list found there later (an older version of the app
 * still open in another tab wrote it) still moves, unless IndexedDB has it.
 */
export async function moveListsFromLocalStorage(owner: LibraryOwner, { now, newId }: MoveContext): Promise<void> {
  const store = localStore();
  if (!store) return;
  const input = readMigrationInput(store);
  const oldKeys = [MIGRATION_KEY, STATS_KEY, CLEANED_FOR_DATA_KEY].filter((key) => store.getItem(key) !== null);
  if (Object.keys(input).length === 0 && oldKeys.length === 0) return;

  const counter = readStored(MIGRATION_KEY, z.int().check(z.minimum(0)), -1);
  const from = counter === -1 ? 1 : counter;
  const run = from >= LATEST_MIGRATION ? { stored: input, version: from, error: null } : runMigrations(input, from, { now, newId });
  if (run.error) console.warn(`List migration ${run.error.migration} failed: ${run.error.message} Later migrations did not run.`);
  const { lists, folders, moved } = rowsOf(run.stored, owner, newId);
  const stats = readStored(STATS_KEY, z.nullable(OldStatsSchema), null);
  const state: LibraryState = {
    order: stats?.order ?? [],
    orderUpdatedAt: stats?.orderUpdatedAt ?? 0,
    // What the account's server holds is not known yet: the first sync finds out.
    synced: { lists: {}, folders: {}, order: null },
    lastSynced: stats?.lastSynced ?? null,
    cleanedFor: readStored(CLEANED_FOR_DATA_KEY, z.nullable(z.string()), null),
  };

  const db = database();
  await db.transaction('rw', db.savedLists, db.savedFolders, db.libraries, db.listStoreFacts, async () => {
    // A row already there is newer than its localStorage copy (written after a failed move, or moved by another tab).
    const heldLists = new Set((await db.savedLists.where('owner').equals(owner).primaryKeys()).map(([, id]) => id));
    await db.savedLists.bulkAdd(lists.filter((row) => !heldLists.has(row.id)));
    // Folders and the order move once: another tab moving the same store made folder ids of its own.
    if (await db.listStoreFacts.get(MOVED_FACT)) return;
    const heldFolders = new Set((await db.savedFolders.where('owner').equals(owner).primaryKeys()).map(([, id]) => id));
    await db.savedFolders.bulkAdd(folders.filter((row) => !heldFolders.has(row.id)));
    if (!(await db.libraries.get(owner))) await db.libraries.add({ owner, state });
    await db.listStoreFacts.put({ key: MOVED_FACT, value: run.version });
  });
  if (lists.length > 0) markSavedListsHeld();
  // Stored now in IndexedDB: the localStorage copies go (a per-list key only once a migration merged it).
  for (const key of [...moved, ...oldKeys]) store.removeItem(key);
  for (const key of Object.keys(input)) if (key.startsWith(LEGACY_LIST_KEY_PREFIX) && !(key in run.stored)) store.removeItem(key);
}
