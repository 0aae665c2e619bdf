// The saved lists and folders in IndexedDB, one row
// per list and per folder, in libraries by owner: the device's own (made while
// logged out) and each account's (docs/decisions.md, "Logging out keeps the account's data separate"). A library row keeps
// the top-level order and what the account's server is known to hold. A stored
// list or folder that does not fit the schema stays in storage untouched (never
// lost) and out of view. Writes go out in order, one transaction each; a write
// that fails stays pending and goes with the next one, and the failure is
// reported to the caller until a write succeeds. Each change is copied ahead
// into localStorage as it is asked for (write-ahead.ts), and a read puts back
// the copies a page load cut short first. A list's undo history
// (list-history-store) is deleted with the list, and with the library.
import { FolderSchema, listSchemas, type ArmyList, type Folder, type ListLibrary } from '@scrolldex/rules';
import { z } from 'zod/mini';

import { database, type LibraryRow, type SavedFolderRow, type SavedListRow } from './db';
import { announceLibraryChange } from './library-changes';
import { moveListsFromLocalStorage } from './list-library-move';
import { markSavedListsHeld } from './saved-lists-presence';
import { copyAhead, copySpec, dropCopy, forgetCopies, replayCopies, type CopiedRow, type CopiedTable } from './write-ahead';

/** 'device', or 'account:<id>' with the id claim of the account's access token. */
export type LibraryOwner = 'device' | `account:${string}`;

export const DEVICE_OWNER: LibraryOwner = 'device';

export function accountOwner(accountId: string): LibraryOwner {
  return `account:${accountId}`;
}

export function isLibraryOwner(value: string): value is LibraryOwner {
  return value === DEVICE_OWNER || value.startsWith('account:');
}

/** The updatedAt of each record the account's server is known to hold, and of its top-level order. */
export const SyncedStampsSchema = z.object({
  lists: z.record(z.string(), z.number()),
  folders: z.record(z.string(), z.number()),
  order: z.nullable(z.number()),
});
export type SyncedStamps = z.infer<typeof SyncedStampsSchema>;

/** The library row: everything of a library but its lists and folders. */
export const LibraryStateSchema = z.object({
  order: z.array(z.string()),
  orderUpdatedAt: z.int(),
  synced: SyncedStampsSchema,
  /** Epoch ms of the last successful sync; null before the first. */
  lastSynced: z.nullable(z.int()),
  /** The game data the lists were last cleaned for (app/list-data-cleanup). */
  cleanedFor: z.nullable(z.string()),
});
export type LibraryState = z.infer<typeof LibraryStateSchema>;

/** The library as the app holds it: what sync sees plus its bookkeeping. */
export type StoredLibrary = ListLibrary & Omit<LibraryState, 'order'>;

export const NOTHING_SYNCED: SyncedStamps = { lists: {}, folders: {}, order: null };

export const EMPTY_LIBRARY: StoredLibrary = {
  lists: [],
  folders: [],
  order: [],
  orderUpdatedAt: 0,
  synced: NOTHING_SYNCED,
  lastSynced: null,
  cleanedFor: null,
};

function libraryState(library: StoredLibrary): LibraryState {
  const { order, orderUpdatedAt, synced, lastSynced, cleanedFor } = library;
  return { order: [...order], orderUpdatedAt, synced, lastSynced, cleanedFor };
}

/** The changes that have not reached the account's server: per list, per folder, and the top-level order. */
export type UnsyncedRecords = { lists: ArmyList[]; folders: Folder[]; order: boolean };

export function unsyncedRecords(library: StoredLibrary): UnsyncedRecords {
  // A record the server never held and that is deleted here has nothing left to tell it.
  const pending = <T extends { id: string; deleted: boolean }>(records: readonly T[], stamps: Readonly<Record<string, number>>, stamp: (record: T) => number) =>
    records.filter((record) => stamps[record.id] !== stamp(record) && !(record.deleted && stamps[record.id] === undefined));
  return {
    lists: pending(library.lists, library.synced.lists, (list) => list._updatedAt),
    folders: pending(library.folders, library.synced.folders, (folder) => folder.updatedAt),
    order: library.orderUpdatedAt > 0 && library.synced.order !== library.orderUpdatedAt,
  };
}

/** How many records have unsynced changes: what sync waits on. */
export function unsyncedCount(library: StoredLibrary): number {
  const unsynced = unsyncedRecords(library);
  return unsynced.lists.length + unsynced.folders.length + (unsynced.order ? 1 : 0);
}

function readRows<T extends { id: string }>(rows: readonly { id: string; value: unknown }[], schema: z.core.$ZodType<T>, what: string): T[] {
  const records: T[] = [];
  for (const row of rows) {
    const parsed = z.safeParse(schema, row.value);
    if (parsed.success && parsed.data.id === row.id) records.push(parsed.data);
    else
      console.warn(
        `Stored ${what} ${row.id} could not be read (${parsed.success ? 'its id differs' : parsed.error.issues[0]?.message}); it is kept but not shown.`,
      );
  }
  return records;
}

export type MoveContext = { now: number; newId: () => string };

const LIBRARY_COPIES = [
  copySpec(
    'savedLists',
    () => z.object({ owner: z.string(), id: z.string(), list: listSchemas().ArmyListSchema }).check(z.refine((row) => row.list.id === row.id)),
    (row) => row.list._updatedAt,
  ),
  copySpec(
    'savedFolders',
    () => z.object({ owner: z.string(), id: z.string(), folder: FolderSchema }).check(z.refine((row) => row.folder.id === row.id)),
    (row) => row.folder.updatedAt,
  ),
  copySpec(
    'libraries',
    () => z.object({ owner: z.string(), state: LibraryStateSchema }),
    (row) => row.state.orderUpdatedAt,
  ),
];

/** Puts back the changes a page load cut short (write-ahead.ts), of every library, and tells the other tabs. */
async function replayLibraryCopies(): Promise<void> {
  const replayed = await replayCopies(LIBRARY_COPIES);
  if (replayed.some((row) => 'list' in row)) markSavedListsHeld();
  for (const owner of new Set(replayed.map((row) => row.owner))) announceLibraryChange(owner);
}

/** The library of `owner` as stored. */
export async function readLibrary(owner: LibraryOwner): Promise<StoredLibrary> {
  await replayLibraryCopies();
  const db = database();
  const [listRows, folderRows, row] = await db.transaction('r', db.savedLists, db.savedFolders, db.libraries, () =>
    Promise.all([db.savedLists.where('owner').equals(owner).toArray(), db.savedFolders.where('owner').equals(owner).toArray(), db.libraries.get(owner)]),
  );
  const state = LibraryStateSchema.safeParse(row?.state);
  if (row && !state.success) console.warn(`The stored order of the lists could not be read (${state.error.issues[0]?.message}); it starts afresh.`);
  return {
    ...EMPTY_LIBRARY,
    ...(state.success ? state.data : {}),
    lists: readRows(
      listRows.map((item) => ({ id: item.id, value: item.list })),
      listSchemas().ArmyListSchema,
      'list',
    ),
    folders: readRows(
      folderRows.map((item) => ({ id: item.id, value: item.folder })),
      FolderSchema,
      'folder',
    ),
  };
}

/**
 * The library shown to whoever is signed in (`owner`): the lists an earlier
 * version of the app left in localStorage move into it first.
 */
export async function loadLibrary(owner: LibraryOwner, context: MoveContext = { now: Date.now(), newId: () => crypto.randomUUID() }): Promise<StoredLibrary> {
  await moveListsFromLocalStorage(owner, context);
  return readLibrary(owner);
}

/** The result of a write: saved, or the error the browser gave (storage full...). */
export type WriteOutcome = { ok: true } | { ok: false; error: unknown };

type Pending = { lists: Map<string, ArmyList | null>; folders: Map<string, Folder | null>; state: LibraryState | null };

/** Records that differ by identity between two arrays: changed or new (the record) and gone (null). */
function changes<T extends { id: string }>(previous: readonly T[], next: readonly T[]): Map<string, T | null> {
  const changed = new Map<string, T | null>();
  if (previous === next) return changed;
  const before = new Map(previous.map((record) => [record.id, record]));
  for (const record of next) {
    if (before.get(record.id) !== record) changed.set(record.id, record);
    before.delete(record.id);
  }
  for (const id of before.keys()) changed.set(id, null);
  return changed;
}

/** The rows a write of `owner`'s library puts, by table, and the ids of the lists and folders it deletes. */
function rowsOf(owner: LibraryOwner, lists: ReadonlyMap<string, ArmyList | null>, folders: ReadonlyMap<string, Folder | null>, state: LibraryState | null) {
  const listRows: SavedListRow[] = [];
  const folderRows: SavedFolderRow[] = [];
  const stateRows: LibraryRow[] = state ? [{ owner, state }] : [];
  for (const [id, list] of lists) if (list) listRows.push({ owner, id, list });
  for (const [id, folder] of folders) if (folder) folderRows.push({ owner, id, folder });
  const puts: [CopiedTable, CopiedRow[]][] = [
    ['savedLists', listRows],
    ['savedFolders', folderRows],
    ['libraries', stateRows],
  ];
  const gone = (records: ReadonlyMap<string, unknown>) => [...records].filter(([, record]) => record === null).map(([id]) => id);
  return { listRows, folderRows, puts, goneLists: gone(lists), goneFolders: gone(folders) };
}

/** What the writes of one owner's library have not stored yet, and the queue they go out in. */
type Writer = { pending: Pending; queue: Promise<unknown> };

const writers = new Map<LibraryOwner, Writer>();

function writerOf(owner: LibraryOwner): Writer {
  let writer = writers.get(owner);
  if (!writer) {
    writer = { pending: { lists: new Map(), folders: new Map(), state: null }, queue: Promise.resolve() };
    writers.set(owner, writer);
  }
  return writer;
}

function enqueue<T>(writer: Writer, task: () => Promise<T>): Promise<T> {
  const run = writer.queue.then(task, task);
  writer.queue = run.catch(() => undefined);
  return run;
}

/** Forgets each written entry, unless a later save replaced it meanwhile. */
function forgetWritten<T>(pending: Map<string, T>, written: ReadonlyMap<string, T>): void {
  for (const [id, value] of written) if (pending.get(id) === value) pending.delete(id);
}

async function flush(owner: LibraryOwner, writer: Writer): Promise<WriteOutcome> {
  const lists = new Map(writer.pending.lists);
  const folders = new Map(writer.pending.folders);
  const state = writer.pending.state;
  if (lists.size === 0 && folders.size === 0 && state === null) return { ok: true };
  const rows = rowsOf(owner, lists, folders, state);
  const db = database();
  try {
    await db.transaction('rw', db.savedLists, db.savedFolders, db.libraries, db.listHistories, async () => {
      await db.savedLists.bulkPut(rows.listRows);
      await db.savedLists.bulkDelete(rows.goneLists.map((id) => [owner, id] as [string, string]));
      await db.savedFolders.bulkPut(rows.folderRows);
      await db.savedFolders.bulkDelete(rows.goneFolders.map((id) => [owner, id] as [string, string]));
      if (state) await db.libraries.put({ owner, state });
      // A deleted list's undo history goes with it (list-history-store).
      const gone = [...lists].filter(([, list]) => list === null || list.deleted);
      await db.listHistories.bulkDelete(gone.map(([id]) => [owner, id] as [string, string]));
    });
  } catch (error) {
    console.warn('Could not save the lists on this device; the change is kept here and saved with the next one.', error);
    return { ok: false, error };
  }
  for (const [table, written] of rows.puts) for (const row of written) dropCopy(table, row);
  forgetWritten(writer.pending.lists, lists);
  forgetWritten(writer.pending.folders, folders);
  if (writer.pending.state === state) writer.pending.state = null;
  if ([...lists.values()].some((list) => list !== null)) markSavedListsHeld();
  announceLibraryChange(owner);
  return { ok: true };
}

/**
 * Stores what changed between two values of `owner`'s library, with whatever
 * an earlier failed write left pending. Stored lists this app could not read
 * are left as they are: rows are written one by one, never the whole library.
 */
export function saveLibrary(owner: LibraryOwner, previous: StoredLibrary, next: StoredLibrary): Promise<WriteOutcome> {
  const writer = writerOf(owner);
  const lists = changes(previous.lists, next.lists);
  const folders = changes(previous.folders, next.folders);
  const state = libraryState(next);
  // Copied ahead first: from here on, a page load that aborts the IndexedDB write no longer loses the change.
  const rows = rowsOf(owner, lists, folders, state);
  for (const [table, puts] of rows.puts) for (const row of puts) copyAhead(table, row);
  forgetCopies('savedLists', owner, rows.goneLists);
  forgetCopies('savedFolders', owner, rows.goneFolders);
  for (const [id, list] of lists) writer.pending.lists.set(id, list);
  for (const [id, folder] of folders) writer.pending.folders.set(id, folder);
  writer.pending.state = state;
  return enqueue(writer, () => flush(owner, writer));
}

/** Writes again what is pending for `owner` (the player's 'Try again'). */
export function retryLibraryWrites(owner: LibraryOwner): Promise<WriteOutcome> {
  const writer = writerOf(owner);
  return enqueue(writer, () => flush(owner, writer));
}

/** Deletes `owner`'s library from this device, pending writes included (logout). */
export function deleteLibrary(owner: LibraryOwner): Promise<void> {
  const writer = writerOf(owner);
  writer.pending = { lists: new Map(), folders: new Map(), state: null };
  for (const table of ['savedLists', 'savedFolders', 'libraries'] as const) forgetCopies(table, owner);
  return enqueue(writer, async () => {
    const db = database();
    await db.transaction('rw', db.savedLists, db.savedFolders, db.libraries, db.listHistories, async () => {
      await db.savedLists.where('owner').equals(owner).delete();
      await db.savedFolders.where('owner').equals(owner).delete();
      await db.libraries.delete(owner);
      await db.listHistories.where('owner').equals(owner).delete();
    });
    announceLibraryChange(owner);
  });
}

/** Deletes the given lists and folders of `owner`'s library, and its order (what moved to another library). */
export function forgetRecords(owner: LibraryOwner, listIds: readonly string[], folderIds: readonly string[]): Promise<void> {
  const writer = writerOf(owner);
  for (const id of listIds) writer.pending.lists.delete(id);
  for (const id of folderIds) writer.pending.folders.delete(id);
  writer.pending.state = null;
  forgetCopies('savedLists', owner, listIds);
  forgetCopies('savedFolders', owner, folderIds);
  forgetCopies('libraries', owner);
  return enqueue(writer, async () => {
    const db = database();
    await db.transaction('rw', db.savedLists, db.savedFolders, db.libraries, db.listHistories, async () => {
      await db.savedLists.bulkDelete(listIds.map((id) => [owner, id] as [string, string]));
      await db.savedFolders.bulkDelete(folderIds.map((id) => [owner, id] as [string, string]));
      await db.libraries.delete(owner);
      await db.listHistories.bulkDelete(listIds.map((id) => [owner, id] as [string, string]));
    });
    announceLibraryChange(owner);
  });
}

/** Resolves when every write queued so far, of every library, has finished (tests, and before a move between libraries). */
export async function libraryWritesSettled(): Promise<void> {
  await Promise.all([...writers.values()].map((writer) => writer.queue));
}
