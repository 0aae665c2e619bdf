import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * One converted data set: the commit it was read from and the converter that
 * made it (build key). The files themselves live on disk under the cache
 * folder; this row says they are complete and what they hold.
 */
export const gameDataBuilds = sqliteTable(
  'game_data_builds',
  {
    commit: text('commit').notNull(),
    buildKey: text('build_key').notNull(),
    handbookName: text('handbook_name').notNull(),
    handbookSeason: text('handbook_season').notNull(),
    /** Weak ETag of the game data JSON (a hash of its bytes). */
    etag: text('etag').notNull(),
    jsonBytes: integer('json_bytes').notNull(),
    gzipBytes: integer('gzip_bytes').notNull(),
    brotliBytes: integer('brotli_bytes').notNull(),
    warningCount: integer('warning_count').notNull(),
    convertMs: integer('convert_ms').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    lastServedAt: integer('last_served_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.commit, table.buildKey] })],
);

export type GameDataBuildRow = typeof gameDataBuilds.$inferSelect;
