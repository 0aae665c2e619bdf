// What every BillingStore answers, whichever its dialect (store-behaviours.ts): a Stripe customer belongs to one
// account, a webhook event is applied once, and a change reaches only the accounts it names.
import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { at, createAccount } from '../../../test/store-rows.js';
import type { SubscriptionFields } from '../stores.js';
import type { StoresFixture } from './store-fixture.js';

/** The time of the billing cases, here and in the races of pg/pg-billing-store.pg.test.ts. */
export const NOW = at('2026-11-26T12:00:00.000Z');
const LATER = at('2026-11-27T12:00:00.000Z');

/** An active subscription of a new customer, with the fields given. */
export function subscription(fields: Partial<SubscriptionFields> = {}): SubscriptionFields {
  return {
    stripeCustomerId: `cus_${randomUUID()}`,
    subscriptionStatus: 'active',
    productName: 'Scrolldex Plus',
    periodEnd: 1_798_000_000,
    cancelAt: null,
    ...fields,
  };
}

const newEvent = (type: string) => ({ id: `evt_${randomUUID()}`, type });

export function describeBillingStore({ stores }: StoresFixture): void {
  const billing = () => stores().billing;

  describe('billing', () => {
    it('stores a subscription on an account unless its customer is another account’s', async () => {
      const account = await createAccount(stores());
      const other = await createAccount(stores());
      expect(await billing().customerOf(account.id)).toBeNull();
      expect(await billing().subscriptionStatus(account.id)).toBeNull();

      const fields = subscription({ cancelAt: 1_799_000_000 });
      expect(await billing().storeSubscription(account.id, fields, NOW)).toEqual({ ...account, ...fields, updatedAt: NOW });
      expect(await stores().accounts.findById(account.id)).toEqual({ ...account, ...fields, updatedAt: NOW });
      expect(await billing().customerOf(account.id)).toBe(fields.stripeCustomerId);
      expect(await billing().subscriptionStatus(account.id)).toBe('active');
      // The same customer again on its own account is an update.
      expect(await billing().storeSubscription(account.id, { ...fields, subscriptionStatus: 'past_due' }, LATER)).toMatchObject({
        subscriptionStatus: 'past_due',
        updatedAt: LATER,
      });

      expect(await billing().storeSubscription(other.id, fields, NOW)).toBe('customer-taken');
      expect(await stores().accounts.findById(other.id)).toEqual(other);
      expect(await billing().storeSubscription('nobody', subscription(), NOW)).toBeUndefined();
      expect(await billing().customerOf('nobody')).toBeUndefined();
      expect(await billing().subscriptionStatus('nobody')).toBeUndefined();
    });

    it("records an event once, applying a customer's change to that customer's accounts only", async () => {
      const account = await createAccount(stores());
      const bystander = await createAccount(stores());
      const fields = subscription();
      await billing().storeSubscription(account.id, fields, NOW);
      await billing().storeSubscription(bystander.id, subscription(), NOW);
      const event = newEvent('customer.subscription.updated');
      expect(await billing().eventSeen(event.id)).toBe(false);

      const change = { kind: 'byCustomer', fields: { ...fields, subscriptionStatus: 'canceled', cancelAt: 1_797_000_000 } } as const;
      expect(await billing().recordEvent(event, change, LATER)).toBe('applied');
      expect(await billing().eventSeen(event.id)).toBe(true);
      expect(await stores().accounts.findById(account.id)).toEqual({ ...account, ...change.fields, updatedAt: LATER });
      expect(await billing().subscriptionStatus(bystander.id)).toBe('active');

      // The same event again applies nothing, though the account changed meanwhile.
      await billing().storeSubscription(account.id, fields, LATER);
      expect(await billing().recordEvent(event, change, LATER)).toBe('duplicate');
      expect(await billing().subscriptionStatus(account.id)).toBe('active');
      // An event without a change is recorded all the same.
      const unhandled = newEvent('invoice.paid');
      expect(await billing().recordEvent(unhandled, null, LATER)).toBe('applied');
      expect(await billing().eventSeen(unhandled.id)).toBe(true);
    });

    it('applies a checkout to its account, and ignores one whose customer is another account’s, the event recorded', async () => {
      const holder = await createAccount(stores());
      const account = await createAccount(stores());
      const held = subscription();
      await billing().storeSubscription(holder.id, held, NOW);

      const taken = newEvent('checkout.session.completed');
      expect(await billing().recordEvent(taken, { kind: 'byAccount', userId: account.id, fields: held }, NOW)).toBe('ignored');
      expect(await billing().eventSeen(taken.id)).toBe(true);
      expect(await billing().customerOf(account.id)).toBeNull();
      expect(await billing().customerOf(holder.id)).toBe(held.stripeCustomerId);

      const own = subscription({ subscriptionStatus: 'trialing' });
      expect(await billing().recordEvent(newEvent('checkout.session.completed'), { kind: 'byAccount', userId: account.id, fields: own }, NOW)).toBe('applied');
      expect(await billing().customerOf(account.id)).toBe(own.stripeCustomerId);
      expect(await billing().subscriptionStatus(account.id)).toBe('trialing');
    });
  });
}
