// The SyncStore on SQLite (better-sqlite3 through drizzle). Every write runs
// in an IMMEDIATE transaction: it holds the write lock from its first read, so
// the newer-wins decision cannot race another process on the same file.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type Database from 'better-sqlite3';

import type { FavoriteEntry, ListSyncAnswer, UnitSettingEntry } from '@scrolldex/contract';
import { ROOT_FOLDER_ID, type ArmyList, type FolderSyncRecord, type RecordState } from '@scrolldex/rules';

import type { AppDatabase } from '../open-database.js';
import { favorites, folders, games, lists, rosters, unitSettings } from '../schema.js';
import { pickNewer, type Version } from '../../sync/pick-newer.js';
import type { EntryWriteAnswer, SyncPush, SyncStore } from '../../sync/sync-store.js';
import {
  checkQuota,
  decideEntryWrite,
  favoriteVersion,
  mergedRootRow,
  pushedRows,
  rowVersion,
  settingVersion,
  storedUnitSetting,
  unitSettingEntry,
  type SyncedRow,
  type SyncHooks,
} from '../../sync/sync-store-steps.js';

export type { SyncHooks } from '../../sync/sync-store-steps.js';

export type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];
type Reader = Pick<Transaction, 'select'>;
/** The tables of synced records: lists, folders, games and rosters (sqlite-document-sync.ts). */
export type SyncedTable = typeof lists | typeof folders | typeof games | typeof rosters;
/** One transaction that takes the write lock at once (see the top of the file). */
export const IMMEDIATE = { behavior: 'immediate' } as const;
/** Ids per `IN (...)`, under SQLite's bound-parameter limit. */
const CHUNK = 500;

type RawStateRow = { id: string; updatedAt: number; deleted: number };
type StateStatements = {
  lists: Database.Statement<[string], RawStateRow>;
  folders: Database.Statement<[string], RawStateRow>;
  listsJson: Database.Statement<[string], string>;
  foldersJson: Database.Statement<[string], string>;
};
/** GET /lists/states is the hot path of sync (bench/sync-load.bench.ts): statements prepared once per connection, documents never read. */
const stateStatements = new WeakMap<Database.Database, StateStatements>();

function statementsFor(client: Database.Database): StateStatements {
  let statements = stateStatements.get(client);
  if (!statements) {
    const states = (table: 'lists' | 'folders') => `SELECT id, updated_at AS updatedAt, deleted FROM ${table} WHERE user_id = ? ORDER BY id`;
    const query = (table: 'lists' | 'folders') => client.prepare<[string], RawStateRow>(states(table));
    // The same states as a JSON array built by SQLite: no row objects, no JSON.stringify (four times faster for 200 lists).
    const json = (table: 'lists' | 'folders') =>
      client
        .prepare<[string], string>(
          `SELECT json_group_array(json_object('id', id, 'updatedAt', updatedAt, 'deleted', json(iif(deleted, 'true', 'false')))) FROM (${states(table)})`,
        )
        .pluck();
    statements = { lists: query('lists'), folders: query('folders'), listsJson: json('lists'), foldersJson: json('folders') };
    stateStatements.set(client, statements);
  }
  return statements;
}

const rawToState = (row: RawStateRow): RecordState => ({ id: row.id, updatedAt: row.updatedAt, deleted: row.deleted !== 0 });

/** Works inside a sync transaction too: it runs on the same connection. */
function readStates(client: Database.Database, userId: string): { listStates: RecordState[]; folderStates: RecordState[] } {
  const statements = statementsFor(client);
  return { listStates: statements.lists.all(userId).map(rawToState), folderStates: statements.folders.all(userId).map(rawToState) };
}

export function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) result.push(items.slice(start, start + CHUNK));
  return result;
}

/** The stored versions of the given records: what the sync rule compares a push with. */
function readVersions(tx: Transaction, table: SyncedTable, userId: string, ids: readonly string[]): Map<string, Version> {
  const versions = new Map<string, Version>();
  for (const chunk of chunks([...new Set(ids)])) {
    const rows = tx
      .select({ id: table.id, updatedAt: table.updatedAt, document: table.document })
      .from(table)
      .where(and(eq(table.userId, userId), inArray(table.id, chunk)))
      .all();
    for (const row of rows) versions.set(row.id, { updatedAt: row.updatedAt, content: row.document });
  }
  return versions;
}

function upsert(tx: Transaction, table: SyncedTable, row: SyncedRow): void {
  tx.insert(table)
    .values(row)
    .onConflictDoUpdate({
      target: [table.userId, table.id],
      set: { document: row.document, updatedAt: row.updatedAt, deleted: row.deleted, deletedAt: row.deletedAt },
    })
    .run();
}

/** Writes the pushed rows the sync rule lets win; answers the ids of the ties it kept the stored copy of. */
export function storeNewer(tx: Transaction, table: SyncedTable, userId: string, rows: readonly SyncedRow[]): string[] {
  const held = readVersions(
    tx,
    table,
    userId,
    rows.map((row) => row.id),
  );
  const { writes, conflicts } = pickNewer(rows, held, rowVersion);
  for (const row of writes) upsert(tx, table, row);
  return conflicts;
}

/** Merges the pushed 'root' orders into the stored one (mergedRootRow), after the lists and folders of the sync are written. */
function storeRoot(tx: Transaction, userId: string, pushed: readonly FolderSyncRecord[]): void {
  if (pushed.length === 0) return;
  const stored = tx
    .select({ document: folders.document })
    .from(folders)
    .where(and(eq(folders.userId, userId), eq(folders.id, ROOT_FOLDER_ID)))
    .get();
  const liveFolders = tx
    .select({ document: folders.document })
    .from(folders)
    .where(and(eq(folders.userId, userId), eq(folders.deleted, false), ne(folders.id, ROOT_FOLDER_ID)))
    .all();
  const liveLists = tx
    .select({ id: lists.id })
    .from(lists)
    .where(and(eq(lists.userId, userId), eq(lists.deleted, false)))
    .all();
  const deletedRosters = tx
    .select({ id: rosters.id })
    .from(rosters)
    .where(and(eq(rosters.userId, userId), eq(rosters.deleted, true)))
    .all();
  const root = mergedRootRow(userId, pushed, {
    stored: stored?.document,
    liveFolders: liveFolders.map((row) => row.document),
    liveLists: liveLists.map((row) => row.id),
    deletedRosters: deletedRosters.map((row) => row.id),
  });
  if (root) upsert(tx, folders, root);
}

/** The counts checkQuota judges, read after the sync's writes. */
export function recordCounts(tx: Transaction, table: SyncedTable, userId: string): { total: number; deleted: number } {
  const [counts] = tx
    .select({ total: sql<number>`count(*)`, deleted: sql<number>`coalesce(sum(${table.deleted}), 0)` })
    .from(table)
    .where(eq(table.userId, userId))
    .all();
  return { total: counts?.total ?? 0, deleted: counts?.deleted ?? 0 };
}

function readLists(tx: Transaction, userId: string, ids: readonly string[]): ArmyList[] {
  return chunks([...new Set(ids)]).flatMap((chunk) =>
    tx
      .select({ document: lists.document })
      .from(lists)
      .where(and(eq(lists.userId, userId), inArray(lists.id, chunk)))
      .orderBy(lists.id)
      .all()
      .map((row) => JSON.parse(row.document) as ArmyList),
  );
}

function readFolders(tx: Transaction, userId: string): FolderSyncRecord[] {
  return tx
    .select({ document: folders.document })
    .from(folders)
    .where(eq(folders.userId, userId))
    .orderBy(folders.id)
    .all()
    .map((row) => JSON.parse(row.document) as FolderSyncRecord);
}

function applySync(db: AppDatabase, userId: string, push: SyncPush, hooks: SyncHooks, now: number): ListSyncAnswer {
  return db.transaction((tx) => {
    const rows = pushedRows(userId, push, now);
    const conflicts = { lists: storeNewer(tx, lists, userId, rows.lists), folders: storeNewer(tx, folders, userId, rows.folders) };
    storeRoot(tx, userId, rows.roots);
    checkQuota('lists', recordCounts(tx, lists, userId));
    checkQuota('folders', recordCounts(tx, folders, userId));
    hooks.afterSyncWrites?.(userId);
    return { lists: readLists(tx, userId, push.outdatedLists), ...readStates(db.$client, userId), folders: readFolders(tx, userId), conflicts };
  }, IMMEDIATE);
}

function readFavorites(db: Reader, userId: string): FavoriteEntry[] {
  return db
    .select({ type: favorites.type, key: favorites.key, isFavorited: favorites.isFavorited, updatedAt: favorites.updatedAt })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(favorites.type, favorites.key)
    .all() as FavoriteEntry[];
}

/** The stored favourites of the pushed entries' keys, by favoriteVersion's key. */
function heldFavorites(tx: Reader, userId: string, entries: readonly FavoriteEntry[]): Map<string, FavoriteEntry> {
  const wanted = new Set(entries.map((entry) => favoriteVersion(entry).key));
  const held = new Map<string, FavoriteEntry>();
  for (const chunk of chunks([...new Set(entries.map((entry) => entry.key))])) {
    const rows = tx
      .select({ type: favorites.type, key: favorites.key, isFavorited: favorites.isFavorited, updatedAt: favorites.updatedAt })
      .from(favorites)
      .where(and(eq(favorites.userId, userId), inArray(favorites.key, chunk)))
      .all() as FavoriteEntry[];
    for (const row of rows) if (wanted.has(favoriteVersion(row).key)) held.set(favoriteVersion(row).key, row);
  }
  return held;
}

const countOf = (tx: Reader, table: typeof favorites | typeof unitSettings, userId: string): number =>
  tx
    .select({ n: sql<number>`count(*)` })
    .from(table)
    .where(eq(table.userId, userId))
    .get()!.n;

function mergeFavorites(db: AppDatabase, userId: string, entries: readonly FavoriteEntry[]): EntryWriteAnswer<FavoriteEntry> {
  return db.transaction((tx) => {
    const { writes, answer } = decideEntryWrite('favourites', entries, heldFavorites(tx, userId, entries), countOf(tx, favorites, userId), favoriteVersion);
    for (const entry of writes) {
      tx.insert(favorites)
        .values({ userId, ...entry })
        .onConflictDoUpdate({ target: [favorites.userId, favorites.type, favorites.key], set: { isFavorited: entry.isFavorited, updatedAt: entry.updatedAt } })
        .run();
    }
    return answer;
  }, IMMEDIATE);
}

function readUnitSettings(db: Reader, userId: string): UnitSettingEntry[] {
  return db.select().from(unitSettings).where(eq(unitSettings.userId, userId)).orderBy(unitSettings.name).all().map(unitSettingEntry);
}

/** The stored unit settings of the pushed entries' names. */
function heldUnitSettings(tx: Reader, userId: string, entries: readonly UnitSettingEntry[]): Map<string, UnitSettingEntry> {
  const held = new Map<string, UnitSettingEntry>();
  for (const chunk of chunks([...new Set(entries.map((entry) => entry.name))])) {
    const rows = tx
      .select()
      .from(unitSettings)
      .where(and(eq(unitSettings.userId, userId), inArray(unitSettings.name, chunk)))
      .all();
    for (const row of rows) held.set(row.name, unitSettingEntry(row));
  }
  return held;
}

function mergeUnitSettings(db: AppDatabase, userId: string, entries: readonly UnitSettingEntry[]): EntryWriteAnswer<UnitSettingEntry> {
  return db.transaction((tx) => {
    const held = heldUnitSettings(tx, userId, entries);
    const { writes, answer } = decideEntryWrite('unit settings', entries, held, countOf(tx, unitSettings, userId), settingVersion);
    for (const entry of writes) {
      const values = storedUnitSetting(entry);
      tx.insert(unitSettings)
        .values({ userId, name: entry.name, ...values })
        .onConflictDoUpdate({ target: [unitSettings.userId, unitSettings.name], set: values })
        .run();
    }
    return answer;
  }, IMMEDIATE);
}

export function createSqliteSyncStore(db: AppDatabase, hooks: SyncHooks = {}): SyncStore {
  return {
    readStatesJson: async (userId) => {
      const statements = statementsFor(db.$client);
      return `{"listStates":${statements.listsJson.get(userId)},"folderStates":${statements.foldersJson.get(userId)}}`;
    },
    sync: async (userId, push, now) => applySync(db, userId, push, hooks, now),
    readFavorites: async (userId) => readFavorites(db, userId),
    mergeFavorites: async (userId, entries) => mergeFavorites(db, userId, entries),
    readUnitSettings: async (userId) => readUnitSettings(db, userId),
    mergeUnitSettings: async (userId, entries) => mergeUnitSettings(db, userId, entries),
  };
}
