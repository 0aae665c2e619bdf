// The SyncStore on PostgreSQL (drizzle's node-postgres driver), which several
// server instances share. Every write runs in one READ COMMITTED transaction
// that first locks the account's row in `users` (lockAccount), so the syncs
// and merges of one account take turns across instances while other accounts
// go on in parallel. Locking the records a sync compares (SELECT ... FOR
// UPDATE) would not be enough: a record not stored yet has no row to lock, so
// two instances pushing the same new id would both see nothing and the later
// upsert would overwrite the earlier without the sync rule; and the 'root'
// merge and the quota read every record of the account, not only the pushed
// ones. Under READ COMMITTED each statement after the lock sees every sync
// committed before it, which is what the newer-wins decision compares with.
import { and, eq, inArray, ne, sql, type Column, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

import type { FavoriteEntry, ListSyncAnswer, ListStates, UnitSettingEntry } from '@scrolldex/contract';
import { ROOT_FOLDER_ID, type ArmyList, type FolderSyncRecord } from '@scrolldex/rules';

import type { PgAppDatabase } from './open-pg-database.js';
import { favorites, folders, games, lists, rosters, unitSettings, users } from './schema.js';
import { pickNewer, type Version } from '../../sync/pick-newer.js';
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
import type { EntryWriteAnswer, SyncPush, SyncStore } from '../../sync/sync-store.js';

export type Transaction = Parameters<Parameters<PgAppDatabase['transaction']>[0]>[0];
type Reader = Pick<Transaction, 'select'>;
/** The tables of synced records: lists, folders, games and rosters (pg-document-sync.ts). */
export type SyncedTable = typeof lists | typeof folders | typeof games | typeof rosters;

/**
 * Takes the account's turn (see the top of the file) until the transaction ends. NO KEY UPDATE excludes the other
 * syncs of the account, yet not the KEY SHARE locks that foreign-key checks take, so a login that stores a refresh
 * token for the account meanwhile does not wait for the sync.
 */
export async function lockAccount(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** Byte order, as SQLite sorts text, whatever the database's collation: both dialects answer the same order. */
export const byteOrder = (column: Column): SQL => sql`${column} collate "C"`;

/** One array parameter rather than one per id: a statement of the same text whatever the count. */
export const isAnyOf = (column: Column, values: readonly string[]): SQL => sql`${column} = any(${sql.param([...new Set(values)])}::text[])`;

/** A table's states as a JSON array by id, built by PostgreSQL from the covering index (`<table>_states`), never from the documents. */
export const statesOf = (table: SyncedTable, userId: SQL): SQL =>
  sql`(select coalesce(json_agg(json_build_object('id', ${table.id}, 'updatedAt', ${table.updatedAt}, 'deleted', ${table.deleted}) order by ${byteOrder(table.id)}), '[]') from ${table} where ${table.userId} = ${userId})`;

/** The answer of GET /lists/states as one `json` value: the driver parses it, unless the query casts it to text. */
const statesJson = (userId: SQL): SQL => sql`json_build_object('listStates', ${statesOf(lists, userId)}, 'folderStates', ${statesOf(folders, userId)})`;

/**
 * GET /lists/states is the hot path of sync (bench/sync-load.bench.ts): a named statement, which each pooled
 * connection parses and plans once (a quarter of the time of a 200-list answer), the account its one parameter.
 */
const STATES_JSON_STATEMENT = { name: 'scrolldex_states_json', text: new PgDialect().sqlToQuery(sql`select ${statesJson(sql.raw('$1'))}::text as states`).sql };

async function readStates(tx: Transaction, userId: string): Promise<ListStates> {
  const { rows } = await tx.execute<{ states: ListStates }>(sql`select ${statesJson(sql`${userId}`)} as states`);
  return rows[0]!.states;
}

/** The stored versions of the given records: what the sync rule compares a push with. */
async function readVersions(tx: Transaction, table: SyncedTable, userId: string, ids: readonly string[]): Promise<Map<string, Version>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: table.id, updatedAt: table.updatedAt, document: table.document })
    .from(table)
    .where(and(eq(table.userId, userId), isAnyOf(table.id, ids)));
  return new Map(rows.map((row) => [row.id, { updatedAt: row.updatedAt, content: row.document }]));
}

/** One statement for every row (a push holds at most 1,000 lists, 6 parameters each: far below PostgreSQL's 65,535). */
async function upsert(tx: Transaction, table: SyncedTable, rows: readonly SyncedRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(table)
    .values([...rows])
    .onConflictDoUpdate({
      target: [table.userId, table.id],
      set: { document: sql`excluded.document`, updatedAt: sql`excluded.updated_at`, deleted: sql`excluded.deleted`, deletedAt: sql`excluded.deleted_at` },
    });
}

/** Writes the pushed rows the sync rule lets win; answers the ids of the ties it kept the stored copy of. */
export async function storeNewer(tx: Transaction, table: SyncedTable, userId: string, rows: readonly SyncedRow[]): Promise<string[]> {
  const held = await readVersions(
    tx,
    table,
    userId,
    rows.map((row) => row.id),
  );
  const { writes, conflicts } = pickNewer(rows, held, rowVersion);
  await upsert(tx, table, writes);
  return conflicts;
}

/** Merges the pushed 'root' orders into the stored one (mergedRootRow), after the lists and folders of the sync are written. */
async function storeRoot(tx: Transaction, userId: string, pushed: readonly FolderSyncRecord[]): Promise<void> {
  if (pushed.length === 0) return;
  const [stored] = await tx
    .select({ document: folders.document })
    .from(folders)
    .where(and(eq(folders.userId, userId), eq(folders.id, ROOT_FOLDER_ID)));
  const liveFolders = await tx
    .select({ document: folders.document })
    .from(folders)
    .where(and(eq(folders.userId, userId), eq(folders.deleted, false), ne(folders.id, ROOT_FOLDER_ID)));
  const liveLists = await tx
    .select({ id: lists.id })
    .from(lists)
    .where(and(eq(lists.userId, userId), eq(lists.deleted, false)));
  const deletedRosters = await tx
    .select({ id: rosters.id })
    .from(rosters)
    .where(and(eq(rosters.userId, userId), eq(rosters.deleted, true)));
  const root = mergedRootRow(userId, pushed, {
    stored: stored?.document,
    liveFolders: liveFolders.map((row) => row.document),
    liveLists: liveLists.map((row) => row.id),
    deletedRosters: deletedRosters.map((row) => row.id),
  });
  if (root) await upsert(tx, folders, [root]);
}

/** The counts checkQuota judges, read after the sync's writes. */
export async function recordCounts(tx: Transaction, table: SyncedTable, userId: string): Promise<{ total: number; deleted: number }> {
  const [counts] = await tx
    .select({ total: sql<number>`count(*)::int`, deleted: sql<number>`(count(*) filter (where ${table.deleted}))::int` })
    .from(table)
    .where(eq(table.userId, userId));
  return counts ?? { total: 0, deleted: 0 };
}

async function readLists(tx: Transaction, userId: string, ids: readonly string[]): Promise<ArmyList[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ document: lists.document })
    .from(lists)
    .where(and(eq(lists.userId, userId), isAnyOf(lists.id, ids)))
    .orderBy(byteOrder(lists.id));
  return rows.map((row) => JSON.parse(row.document) as ArmyList);
}

async function readFolders(tx: Transaction, userId: string): Promise<FolderSyncRecord[]> {
  const rows = await tx.select({ document: folders.document }).from(folders).where(eq(folders.userId, userId)).orderBy(byteOrder(folders.id));
  return rows.map((row) => JSON.parse(row.document) as FolderSyncRecord);
}

function applySync(db: PgAppDatabase, userId: string, push: SyncPush, hooks: SyncHooks, now: number): Promise<ListSyncAnswer> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const rows = pushedRows(userId, push, now);
    const conflicts = { lists: await storeNewer(tx, lists, userId, rows.lists), folders: await storeNewer(tx, folders, userId, rows.folders) };
    await storeRoot(tx, userId, rows.roots);
    checkQuota('lists', await recordCounts(tx, lists, userId));
    checkQuota('folders', await recordCounts(tx, folders, userId));
    hooks.afterSyncWrites?.(userId);
    return { lists: await readLists(tx, userId, push.outdatedLists), ...(await readStates(tx, userId)), folders: await readFolders(tx, userId), conflicts };
  });
}

function readFavorites(db: Reader, userId: string): Promise<FavoriteEntry[]> {
  return db
    .select({ type: favorites.type, key: favorites.key, isFavorited: favorites.isFavorited, updatedAt: favorites.updatedAt })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(byteOrder(favorites.type), byteOrder(favorites.key)) as Promise<FavoriteEntry[]>;
}

/** The stored favourites of the pushed entries' keys, by favoriteVersion's key. */
async function heldFavorites(tx: Reader, userId: string, entries: readonly FavoriteEntry[]): Promise<Map<string, FavoriteEntry>> {
  const wanted = new Set(entries.map((entry) => favoriteVersion(entry).key));
  const keys = [...new Set(entries.map((entry) => entry.key))];
  if (keys.length === 0) return new Map();
  const rows = (await tx
    .select({ type: favorites.type, key: favorites.key, isFavorited: favorites.isFavorited, updatedAt: favorites.updatedAt })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), inArray(favorites.key, keys)))) as FavoriteEntry[];
  return new Map(rows.filter((row) => wanted.has(favoriteVersion(row).key)).map((row) => [favoriteVersion(row).key, row]));
}

async function countOf(tx: Reader, table: typeof favorites | typeof unitSettings, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<string>`count(*)` })
    .from(table)
    .where(eq(table.userId, userId));
  return Number(row!.n);
}

/** A body holds at most SYNC_LIMITS.favouritesPerWrite entries, 5 parameters each: one statement writes them all. */
function mergeFavorites(db: PgAppDatabase, userId: string, entries: readonly FavoriteEntry[]): Promise<EntryWriteAnswer<FavoriteEntry>> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const held = await heldFavorites(tx, userId, entries);
    const { writes, answer } = decideEntryWrite('favourites', entries, held, await countOf(tx, favorites, userId), favoriteVersion);
    if (writes.length > 0)
      await tx
        .insert(favorites)
        .values(writes.map((entry) => ({ userId, ...entry })))
        .onConflictDoUpdate({
          target: [favorites.userId, favorites.type, favorites.key],
          set: { isFavorited: sql`excluded.is_favorited`, updatedAt: sql`excluded.updated_at` },
        });
    return answer;
  });
}

async function readUnitSettings(db: Reader, userId: string): Promise<UnitSettingEntry[]> {
  const rows = await db
    .select({ name: unitSettings.name, upgrades: unitSettings.upgrades, weapons: unitSettings.weapons, updatedAt: unitSettings.updatedAt })
    .from(unitSettings)
    .where(eq(unitSettings.userId, userId))
    .orderBy(byteOrder(unitSettings.name));
  return rows.map(unitSettingEntry);
}

/** The stored unit settings of the pushed entries' names. */
async function heldUnitSettings(tx: Reader, userId: string, entries: readonly UnitSettingEntry[]): Promise<Map<string, UnitSettingEntry>> {
  const names = [...new Set(entries.map((entry) => entry.name))];
  if (names.length === 0) return new Map();
  const rows = await tx
    .select({ name: unitSettings.name, upgrades: unitSettings.upgrades, weapons: unitSettings.weapons, updatedAt: unitSettings.updatedAt })
    .from(unitSettings)
    .where(and(eq(unitSettings.userId, userId), inArray(unitSettings.name, names)));
  return new Map(rows.map((row) => [row.name, unitSettingEntry(row)]));
}

/** Like mergeFavorites: at most SYNC_LIMITS.unitSettingsPerWrite entries in one statement. */
function mergeUnitSettings(db: PgAppDatabase, userId: string, entries: readonly UnitSettingEntry[]): Promise<EntryWriteAnswer<UnitSettingEntry>> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const held = await heldUnitSettings(tx, userId, entries);
    const { writes, answer } = decideEntryWrite('unit settings', entries, held, await countOf(tx, unitSettings, userId), settingVersion);
    if (writes.length > 0)
      await tx
        .insert(unitSettings)
        .values(writes.map((entry) => ({ userId, name: entry.name, ...storedUnitSetting(entry) })))
        .onConflictDoUpdate({
          target: [unitSettings.userId, unitSettings.name],
          set: { upgrades: sql`excluded.upgrades`, weapons: sql`excluded.weapons`, updatedAt: sql`excluded.updated_at` },
        });
    return answer;
  });
}

export function createPgSyncStore(db: PgAppDatabase, hooks: SyncHooks = {}): SyncStore {
  return {
    readStatesJson: async (userId) => {
      const { rows } = await db.$client.query<{ states: string }>({ ...STATES_JSON_STATEMENT, values: [userId] });
      return rows[0]!.states;
    },
    sync: (userId, push, now) => applySync(db, userId, push, hooks, now),
    readFavorites: (userId) => readFavorites(db, userId),
    mergeFavorites: (userId, entries) => mergeFavorites(db, userId, entries),
    readUnitSettings: (userId) => readUnitSettings(db, userId),
    mergeUnitSettings: (userId, entries) => mergeUnitSettings(db, userId, entries),
  };
}
