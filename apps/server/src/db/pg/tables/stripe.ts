import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Stripe webhook events already handled: the primary key makes two instances given one event apply it once. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, precision: 3 }).notNull(),
});
