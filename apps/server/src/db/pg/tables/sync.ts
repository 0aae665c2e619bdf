import { bigint, boolean, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

import { users } from './accounts.js';

// The PostgreSQL twin of db/tables/sync.ts. Record clocks are epoch milliseconds (`bigint`, read as numbers);
// documents are the records' JSON as text, as the clients sent them.

export function syncedRecords<TName extends string>(name: TName) {
  return pgTable(
    name,
    {
      userId: text('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      id: text('id').notNull(),
      document: text('document').notNull(),
      updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
      deleted: boolean('deleted').notNull(),
      deletedAt: bigint('deleted_at', { mode: 'number' }),
    },
    (table) => [
      primaryKey({ columns: [table.userId, table.id] }),
      // GET /lists/states reads the clocks from this index alone (an index-only scan), never a document.
      index(`${name}_states`).on(table.userId, table.id, table.updatedAt, table.deleted),
    ],
  );
}

export const lists = syncedRecords('lists');

export const folders = syncedRecords('folders');

export const favorites = pgTable(
  'favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    key: text('key').notNull(),
    isFavorited: boolean('is_favorited').notNull(),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type, table.key] })],
);

export const unitSettings = pgTable(
  'unit_settings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    upgrades: text('upgrades').notNull(),
    weapons: text('weapons').notNull(),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.name] })],
);

export const shareLinks = pgTable('share_links', {
  code: text('code').primaryKey(),
  segment: text('segment').notNull(),
  segmentHash: text('segment_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
});
