import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The counters of @fastify/rate-limit when several instances share the database (db/pg/pg-rate-limit-store.ts):
 * one fixed window per key, which ends at `expiresAt` (epoch ms).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
});
