// The BillingStore on PostgreSQL. A Stripe customer belongs to one account, but
// no row exists to lock before an account takes one: a transaction that links
// a customer first takes an advisory lock on the customer's id, so two
// instances linking it to two accounts at once run one after the other.
import { and, eq, ne, sql } from 'drizzle-orm';

import type { BillingStore, SubscriptionFields } from '../stores.js';
import type { PgAppDatabase } from './open-pg-database.js';
import { stripeEvents, users } from './schema.js';

type Transaction = Parameters<Parameters<PgAppDatabase['transaction']>[0]>[0];

/**
 * Writes the subscription onto the account unless the customer is another account's ('customer-taken'); answers the
 * account as written (undefined: no account).
 */
async function linkCustomer(tx: Transaction, userId: string, fields: SubscriptionFields, at: Date) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`stripe-customer:${fields.stripeCustomerId}`}, 0))`);
  const [holder] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.stripeCustomerId, fields.stripeCustomerId), ne(users.id, userId)))
    .limit(1);
  if (holder) return 'customer-taken' as const;
  const [account] = await tx
    .update(users)
    .set({ ...fields, updatedAt: at })
    .where(eq(users.id, userId))
    .returning();
  return account;
}

export function createPgBillingStore(db: PgAppDatabase): BillingStore {
  // Asked on every list sync when a subscription is required: prepared once per pooled connection.
  const statusQuery = db
    .select({ status: users.subscriptionStatus })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('account_subscription_status');

  return {
    storeSubscription: (userId, fields, at) => db.transaction((tx) => linkCustomer(tx, userId, fields, at)),

    async customerOf(userId) {
      const [row] = await db.select({ customer: users.stripeCustomerId }).from(users).where(eq(users.id, userId));
      return row?.customer;
    },

    async subscriptionStatus(userId) {
      const [row] = await statusQuery.execute({ id: userId });
      return row?.status;
    },

    async eventSeen(eventId) {
      const [row] = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, eventId));
      return row !== undefined;
    },

    recordEvent(event, change, at) {
      return db.transaction(async (tx) => {
        // The primary key decides: an instance given the same event meanwhile waits here for this one's commit, then inserts nothing.
        const [recorded] = await tx
          .insert(stripeEvents)
          .values({ id: event.id, type: event.type, receivedAt: at })
          .onConflictDoNothing()
          .returning({ id: stripeEvents.id });
        if (!recorded) return 'duplicate';
        if (change?.kind === 'byCustomer') {
          await tx
            .update(users)
            .set({ ...change.fields, updatedAt: at })
            .where(eq(users.stripeCustomerId, change.fields.stripeCustomerId));
        } else if (change?.kind === 'byAccount') {
          if ((await linkCustomer(tx, change.userId, change.fields, at)) === 'customer-taken') return 'ignored';
        }
        return 'applied';
      });
    },
  };
}
