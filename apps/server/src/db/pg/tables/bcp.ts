import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** BCP login states already used (routes/bcp.ts): a state is good once, whichever instance BCP sends the player back to. */
export const bcpSpentStates = pgTable('bcp_spent_states', {
  nonce: text('nonce').primaryKey(),
  /** When the state would have expired anyway; the row may go after that. */
  expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
});
