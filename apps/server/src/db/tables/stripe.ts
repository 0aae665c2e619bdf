import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Stripe webhook events already handled, by event id: Stripe delivers an event
 * at least once, so a redelivery is answered 200 and not applied again.
 */
export const stripeEvents = sqliteTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: integer('received_at', { mode: 'timestamp_ms' }).notNull(),
});
