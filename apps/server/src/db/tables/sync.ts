import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

import { users } from './accounts.js';

/**
 * A table of synced records, one row per (user, record id): records are per
 * user, so two accounts may hold records with the same id. `document` is the
 * record as JSON; `updatedAt` is its epoch-ms clock, which the sync rule
 * compares. Soft-deleted records stay as rows (`deleted`).
 */
export function syncedRecords<TName extends string>(name: TName) {
  return sqliteTable(
    name,
    {
      userId: text('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      id: text('id').notNull(),
      document: text('document').notNull(),
      updatedAt: integer('updated_at').notNull(),
      deleted: integer('deleted', { mode: 'boolean' }).notNull(),
      deletedAt: integer('deleted_at'),
    },
    (table) => [
      primaryKey({ columns: [table.userId, table.id] }),
      // Covers GET /lists/states: the row itself puts `document` before the clock, so reading the clock from the row
      // walks a whole list's overflow pages; from this index the states never touch a document.
      index(`${name}_states`).on(table.userId, table.id, table.updatedAt, table.deleted),
    ],
  );
}

/** Synced army lists (ArmyListSchema as JSON; `updatedAt` is the list's `_updatedAt`). */
export const lists = syncedRecords('lists');

/** Synced folders (FolderSyncRecordSchema as JSON), the 'root' pseudo folder included. */
export const folders = syncedRecords('folders');

/** Favourite entries, keyed by type and key per user. */
export const favorites = sqliteTable(
  'favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    key: text('key').notNull(),
    isFavorited: integer('is_favorited', { mode: 'boolean' }).notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type, table.key] })],
);

/** Unit default settings: upgrades and weapons as JSON, per unit name per user. */
export const unitSettings = sqliteTable(
  'unit_settings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    upgrades: text('upgrades').notNull(),
    weapons: text('weapons').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.name] })],
);

/** Short share links: one code per distinct import segment (unique by its SHA-256), so links are stable. */
export const shareLinks = sqliteTable('share_links', {
  code: text('code').primaryKey(),
  segment: text('segment').notNull(),
  segmentHash: text('segment_hash').notNull().unique(),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
});
