// List and folder sync, favourites and unit settings (companion §3, §4, §7;
// list-building §4). Every record is the caller's own: each query is scoped by
// request.userId. The rule, per record: a pushed record is kept only when its
// updatedAt is newer than the stored one (soft deletes are records too).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import {
  FavoritesSchema,
  ListSyncBodySchema,
  ListSyncEnvelopeSchema,
  SYNC_LIMITS,
  SyncedFolderSchema,
  SyncedListSchema,
  UnitSettingsSchema,
  type FavoriteEntry,
  type UnitSettingEntry,
} from '@scrolldex/contract';
import type { RecordState } from '@scrolldex/rules';

import type { AppDatabase } from '../db/open-database.js';
import { favorites, folders, lists, unitSettings } from '../db/schema.js';
import { AppError } from '../errors.js';
import { parseRecordsInChunks } from '../http/request-validation.js';

type SyncBody = z.infer<typeof ListSyncBodySchema>;

/** The route checks the envelope; its records are checked here, in chunks (issue 10, item 5). */
async function parseSyncBody(body: z.infer<typeof ListSyncEnvelopeSchema>): Promise<SyncBody> {
  return {
    lists: await parseRecordsInChunks(body, 'lists', body.lists, SyncedListSchema),
    folders: await parseRecordsInChunks(body, 'folders', body.folders, SyncedFolderSchema),
    outdatedLists: body.outdatedLists,
  };
}

/** `{ favorites: [...] }`, or the bare array. */
const FavoritesBody = z.preprocess((body) => (Array.isArray(body) ? { favorites: body } : body), FavoritesSchema);
/** `{ settings: [...] }`, or the bare array. */
const UnitSettingsBody = z.preprocess((body) => (Array.isArray(body) ? { settings: body } : body), UnitSettingsSchema);

export type SyncHooks = {
  /** Called inside the sync transaction after the writes; tests throw here to simulate a crash. */
  afterSyncWrites?: (userId: string) => void;
};

type RawStateRow = { id: string; updatedAt: number; deleted: number };
type StateStatements = { lists: Database.Statement<[string], RawStateRow>; folders: Database.Statement<[string], RawStateRow> };
/** GET /lists/states is the hot path of sync (bench/sync-load.bench.ts): statements prepared once per connection, documents never read. */
const stateStatements = new WeakMap<Database.Database, StateStatements>();

function statementsFor(client: Database.Database): StateStatements {
  let statements = stateStatements.get(client);
  if (!statements) {
    const query = (table: 'lists' | 'folders') =>
      client.prepare<[string], RawStateRow>(`SELECT id, updated_at AS updatedAt, deleted FROM ${table} WHERE user_id = ? ORDER BY id`);
    statements = { lists: query('lists'), folders: query('folders') };
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

type SyncedTable = typeof lists | typeof folders;
type SyncedRow = typeof lists.$inferInsert;

/** Stores a pushed record unless the stored one is as new or newer: the newer record wins. */
function upsertNewer(tx: SyncTransaction, table: SyncedTable, row: SyncedRow): void {
  tx.insert(table)
    .values(row)
    .onConflictDoUpdate({
      target: [table.userId, table.id],
      set: { document: row.document, updatedAt: row.updatedAt, deleted: row.deleted, deletedAt: row.deletedAt },
      setWhere: sql`excluded.updated_at > ${table.updatedAt}`,
    })
    .run();
}

type SyncTransaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/**
 * After a sync's writes, in its transaction: an account past a limit gets a
 * 422 naming it, and the throw rolls the whole sync back. Deleted records
 * count against their own, equal allowance (tombstones until purged).
 */
function checkQuota(tx: SyncTransaction, table: SyncedTable, userId: string, kind: 'lists' | 'folders', live: number): void {
  const [counts] = tx
    .select({ total: sql<number>`count(*)`, deleted: sql<number>`coalesce(sum(${table.deleted}), 0)` })
    .from(table)
    .where(eq(table.userId, userId))
    .all();
  const total = counts?.total ?? 0;
  const deleted = counts?.deleted ?? 0;
  if (total - deleted > live) throw new AppError('QUOTA_EXCEEDED', `An account may keep at most ${live} ${kind}; this sync would make ${total - deleted}.`);
  const tombstones = live * SYNC_LIMITS.tombstonesPerLive;
  if (deleted > tombstones) throw new AppError('QUOTA_EXCEEDED', `An account may keep at most ${tombstones} deleted ${kind} until they are purged; this sync would make ${deleted}.`);
}

/**
 * The pushed rows whose stored twin has the same updatedAt and other content:
 * neither is newer, so the stored one stays (the same answer whatever the
 * order of the pushes) and the client is told, to keep its copy apart.
 */
function findConflicts(tx: SyncTransaction, table: SyncedTable, userId: string, rows: readonly SyncedRow[]): string[] {
  const conflicts: string[] = [];
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500);
    const stored = new Map(
      tx
        .select({ id: table.id, updatedAt: table.updatedAt, document: table.document })
        .from(table)
        .where(and(eq(table.userId, userId), inArray(table.id, chunk.map((row) => row.id))))
        .all()
        .map((row) => [row.id, row]),
    );
    for (const row of chunk) {
      const twin = stored.get(row.id);
      if (twin && twin.updatedAt === row.updatedAt && twin.document !== row.document) conflicts.push(row.id);
    }
  }
  return conflicts;
}

/** How far ahead of the server's clock a client's edit time may be; past it, a wrong clock would win every later edit. */
export const MAX_CLOCK_AHEAD_MS = 24 * 3600 * 1000;

/**
 * A record stamped far in the future (a device with a wrong clock) is stored
 * as stamped at the limit, document included, so it cannot outrank the edits
 * of correct devices for months; the client then fetches the clamped copy.
 */
function clampedTime<T extends object>(record: T, field: '_updatedAt' | 'updatedAt', now: number): { record: T; time: number } {
  const time = (record as Record<string, unknown>)[field] as number;
  const limit = now + MAX_CLOCK_AHEAD_MS;
  return time <= limit ? { record, time } : { record: { ...record, [field]: limit }, time: limit };
}

function applySync(db: AppDatabase, userId: string, body: SyncBody, hooks: SyncHooks, now: number) {
  return db.transaction((tx) => {
    const listRows = body.lists.map((list): SyncedRow => {
      const { record, time } = clampedTime(list, '_updatedAt', now);
      return { userId, id: list.id, document: JSON.stringify(record), updatedAt: time, deleted: list.deleted, deletedAt: list.deletedAt };
    });
    const folderRows = body.folders.map((folder): SyncedRow => {
      const { record, time } = clampedTime(folder, 'updatedAt', now);
      return { userId, id: folder.id, document: JSON.stringify(record), updatedAt: time, deleted: folder.deleted, deletedAt: folder.deletedAt };
    });
    const conflicts = { lists: findConflicts(tx, lists, userId, listRows), folders: findConflicts(tx, folders, userId, folderRows) };
    for (const row of listRows) upsertNewer(tx, lists, row);
    for (const row of folderRows) upsertNewer(tx, folders, row);
    checkQuota(tx, lists, userId, 'lists', SYNC_LIMITS.listsPerAccount);
    checkQuota(tx, folders, userId, 'folders', SYNC_LIMITS.foldersPerAccount);
    hooks.afterSyncWrites?.(userId);

    const outdated = [...new Set(body.outdatedLists)];
    const listDocuments: unknown[] = [];
    // Chunked to stay under SQLite's bound-parameter limit.
    for (let start = 0; start < outdated.length; start += 500) {
      const ids = outdated.slice(start, start + 500);
      for (const row of tx.select({ document: lists.document }).from(lists).where(and(eq(lists.userId, userId), inArray(lists.id, ids))).orderBy(lists.id).all()) {
        listDocuments.push(JSON.parse(row.document));
      }
    }
    const folderDocuments = tx
      .select({ document: folders.document })
      .from(folders)
      .where(eq(folders.userId, userId))
      .orderBy(folders.id)
      .all()
      .map((row) => JSON.parse(row.document) as unknown);
    const { listStates, folderStates } = readStates(db.$client, userId);
    return { lists: listDocuments, listStates, folders: folderDocuments, folderStates, conflicts };
  });
}

function readFavorites(db: AppDatabase, userId: string): FavoriteEntry[] {
  return db
    .select({ type: favorites.type, key: favorites.key, isFavorited: favorites.isFavorited, updatedAt: favorites.updatedAt })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(favorites.type, favorites.key)
    .all() as FavoriteEntry[];
}

function readUnitSettings(db: AppDatabase, userId: string): UnitSettingEntry[] {
  return db
    .select()
    .from(unitSettings)
    .where(eq(unitSettings.userId, userId))
    .orderBy(unitSettings.name)
    .all()
    .map((row) => ({ name: row.name, upgrades: JSON.parse(row.upgrades) as string[], weapons: JSON.parse(row.weapons) as UnitSettingEntry['weapons'], updatedAt: row.updatedAt }));
}

export async function syncRoutes(app: FastifyInstance, hooks: SyncHooks = {}): Promise<void> {
  const auth = { onRequest: app.authenticate };
  // decisions.md 'Subscriptions': list and folder sync answer 402 without an active subscription when one is required.
  const listAuth = { onRequest: [app.authenticate, app.requireSubscription] };

  app.get('/lists/states', listAuth, async (request) => readStates(app.db.$client, request.userId));

  app.post('/lists/sync', { ...listAuth, bodyLimit: SYNC_LIMITS.syncBodyBytes, schema: { body: ListSyncEnvelopeSchema } }, async (request) =>
    applySync(app.db, request.userId, await parseSyncBody(request.body as z.infer<typeof ListSyncEnvelopeSchema>), hooks, app.auth.now()),
  );

  app.get('/favorites', auth, async (request) => ({ favorites: readFavorites(app.db, request.userId) }));

  app.post('/favorites', { ...auth, schema: { body: FavoritesBody } }, async (request) => {
    const { favorites: entries } = request.body as z.infer<typeof FavoritesBody>;
    const userId = request.userId;
    return app.db.transaction((tx) => {
      for (const entry of entries) {
        tx.insert(favorites)
          .values({ userId, ...entry })
          .onConflictDoUpdate({
            target: [favorites.userId, favorites.type, favorites.key],
            set: { isFavorited: entry.isFavorited, updatedAt: entry.updatedAt },
            setWhere: sql`excluded.updated_at > ${favorites.updatedAt}`,
          })
          .run();
      }
      return { favorites: readFavorites(tx as unknown as AppDatabase, userId) };
    });
  });

  app.get('/unit-settings', auth, async (request) => ({ settings: readUnitSettings(app.db, request.userId) }));

  app.post('/unit-settings', { ...auth, schema: { body: UnitSettingsBody } }, async (request) => {
    const { settings } = request.body as z.infer<typeof UnitSettingsBody>;
    const userId = request.userId;
    return app.db.transaction((tx) => {
      for (const entry of settings) {
        const row = { userId, name: entry.name, upgrades: JSON.stringify(entry.upgrades), weapons: JSON.stringify(entry.weapons), updatedAt: entry.updatedAt };
        tx.insert(unitSettings)
          .values(row)
          .onConflictDoUpdate({
            target: [unitSettings.userId, unitSettings.name],
            set: { upgrades: row.upgrades, weapons: row.weapons, updatedAt: row.updatedAt },
            setWhere: sql`excluded.updated_at > ${unitSettings.updatedAt}`,
          })
          .run();
      }
      return { settings: readUnitSettings(tx as unknown as AppDatabase, userId) };
    });
  });
}
