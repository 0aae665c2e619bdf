import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** BCP login states already used (routes/bcp.ts): a state is good once, and stays spent across a restart. */
export const bcpSpentStates = sqliteTable('bcp_spent_states', {
  nonce: text('nonce').primaryKey(),
  /** When the state would have expired anyway; the row may go after that. */
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
});
