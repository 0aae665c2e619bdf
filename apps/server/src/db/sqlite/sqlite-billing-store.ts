// The BillingStore on SQLite: the Stripe columns of accounts and the webhook
// events already handled.
import { and, eq, ne, sql } from 'drizzle-orm';

import type { AppDatabase } from '../open-database.js';
import { stripeEvents, users } from '../schema.js';
import type { BillingStore, SubscriptionChange } from '../stores.js';
import { inWriteTransaction, type SqliteTransaction } from './transaction.js';

/** Whether an account other than `userId` holds the Stripe customer. */
const heldByAnother = (tx: SqliteTransaction, customerId: string, userId: string) =>
  tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.stripeCustomerId, customerId), ne(users.id, userId)))
    .get() !== undefined;

function applyChange(tx: SqliteTransaction, change: SubscriptionChange, at: Date): 'applied' | 'ignored' {
  const { fields } = change;
  if (change.kind === 'byCustomer') {
    tx.update(users)
      .set({ ...fields, updatedAt: at })
      .where(eq(users.stripeCustomerId, fields.stripeCustomerId))
      .run();
    return 'applied';
  }
  if (heldByAnother(tx, fields.stripeCustomerId, change.userId)) return 'ignored';
  tx.update(users)
    .set({ ...fields, updatedAt: at })
    .where(eq(users.id, change.userId))
    .run();
  return 'applied';
}

export function createSqliteBillingStore(db: AppDatabase): BillingStore {
  // Asked on every list sync when a subscription is required: prepared once.
  const statusQuery = db
    .select({ status: users.subscriptionStatus })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare();

  return {
    storeSubscription: async (userId, fields, at) =>
      inWriteTransaction(db, (tx) => {
        if (heldByAnother(tx, fields.stripeCustomerId, userId)) return 'customer-taken' as const;
        return tx
          .update(users)
          .set({ ...fields, updatedAt: at })
          .where(eq(users.id, userId))
          .returning()
          .get();
      }),

    customerOf: async (userId) => db.select({ customer: users.stripeCustomerId }).from(users).where(eq(users.id, userId)).get()?.customer,

    subscriptionStatus: async (userId) => statusQuery.get({ id: userId })?.status,

    eventSeen: async (eventId) => db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, eventId)).get() !== undefined,

    recordEvent: async (event, change, at) =>
      inWriteTransaction(db, (tx) => {
        const recorded = tx
          .insert(stripeEvents)
          .values({ id: event.id, type: event.type, receivedAt: at })
          .onConflictDoNothing()
          .returning({ id: stripeEvents.id })
          .get();
        if (!recorded) return 'duplicate';
        return change === null ? 'applied' : applyChange(tx, change, at);
      }),
  };
}
