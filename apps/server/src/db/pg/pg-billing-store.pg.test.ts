import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { at, createAccount, pgInstances } from '../../../test/pg-stores.js';
import type { SubscriptionFields } from '../stores.js';

const { instances } = await pgInstances('pg-billing-store');

const NOW = at('2026-11-26T12:00:00.000Z');

function subscription(fields: Partial<SubscriptionFields> = {}): SubscriptionFields {
  return {
    stripeCustomerId: `cus_${randomUUID()}`,
    subscriptionStatus: 'active',
    productName: 'Scrolldex Plus',
    periodEnd: 1_798_000_000,
    cancelAt: null,
    ...fields,
  };
}

describe('the PostgreSQL billing store', () => {
  it('stores a subscription on an account unless its customer is another account’s', async () => {
    const { billing } = instances().first;
    const account = await createAccount(instances().first);
    const other = await createAccount(instances().first);
    expect(await billing.customerOf(account.id)).toBeNull();
    expect(await billing.subscriptionStatus(account.id)).toBeNull();

    const fields = subscription({ cancelAt: 1_799_000_000 });
    expect(await billing.storeSubscription(account.id, fields, NOW)).toEqual({ ...account, ...fields, updatedAt: NOW });
    expect(await billing.customerOf(account.id)).toBe(fields.stripeCustomerId);
    expect(await billing.subscriptionStatus(account.id)).toBe('active');
    // The same customer again on its own account is an update.
    expect(await billing.storeSubscription(account.id, { ...fields, subscriptionStatus: 'past_due' }, NOW)).toMatchObject({ subscriptionStatus: 'past_due' });

    expect(await billing.storeSubscription(other.id, fields, NOW)).toBe('customer-taken');
    expect(await billing.customerOf(other.id)).toBeNull();
    expect(await billing.storeSubscription('nobody', subscription(), NOW)).toBeUndefined();
    expect(await billing.customerOf('nobody')).toBeUndefined();
    expect(await billing.subscriptionStatus('nobody')).toBeUndefined();
  });

  it('links one customer to one account when two instances link it to two at once', async () => {
    const { first, second } = instances();
    for (let round = 0; round < 10; round++) {
      const [one, two] = [await createAccount(first), await createAccount(first)];
      const fields = subscription();
      const results = await Promise.all([first.billing.storeSubscription(one.id, fields, NOW), second.billing.storeSubscription(two.id, fields, NOW)]);
      expect(results.filter((result) => result === 'customer-taken')).toHaveLength(1);
    }
  });

  it('records an event once, applying its change to every account of the customer', async () => {
    const { billing } = instances().first;
    const account = await createAccount(instances().first);
    const fields = subscription();
    await billing.storeSubscription(account.id, fields, NOW);
    const event = { id: `evt_${randomUUID()}`, type: 'customer.subscription.updated' };
    expect(await billing.eventSeen(event.id)).toBe(false);

    const later = at('2026-11-27T12:00:00.000Z');
    const change = { kind: 'byCustomer', fields: { ...fields, subscriptionStatus: 'canceled', cancelAt: 1_797_000_000 } } as const;
    expect(await billing.recordEvent(event, change, later)).toBe('applied');
    expect(await billing.eventSeen(event.id)).toBe(true);
    expect(await instances().first.accounts.findById(account.id)).toEqual({ ...account, ...change.fields, updatedAt: later });

    expect(await billing.recordEvent(event, { ...change, fields: { ...change.fields, subscriptionStatus: 'active' } }, later)).toBe('duplicate');
    expect(await billing.subscriptionStatus(account.id)).toBe('canceled');
    // An event without a change is recorded all the same.
    expect(await billing.recordEvent({ id: `evt_${randomUUID()}`, type: 'invoice.paid' }, null, later)).toBe('applied');
  });

  it('applies a checkout to its account, and ignores one whose customer is another account’s (the event stays recorded)', async () => {
    const { billing } = instances().first;
    const holder = await createAccount(instances().first);
    const account = await createAccount(instances().first);
    const held = subscription();
    await billing.storeSubscription(holder.id, held, NOW);

    const taken = { id: `evt_${randomUUID()}`, type: 'checkout.session.completed' };
    expect(await billing.recordEvent(taken, { kind: 'byAccount', userId: account.id, fields: held }, NOW)).toBe('ignored');
    expect(await billing.eventSeen(taken.id)).toBe(true);
    expect(await billing.customerOf(account.id)).toBeNull();

    const own = subscription();
    expect(
      await billing.recordEvent({ id: `evt_${randomUUID()}`, type: 'checkout.session.completed' }, { kind: 'byAccount', userId: account.id, fields: own }, NOW),
    ).toBe('applied');
    expect(await billing.customerOf(account.id)).toBe(own.stripeCustomerId);
  });

  it('applies an event once when two instances are given it at once', async () => {
    const { first, second } = instances();
    const account = await createAccount(first);
    for (let round = 0; round < 10; round++) {
      const event = { id: `evt_${randomUUID()}`, type: 'checkout.session.completed' };
      const change = { kind: 'byAccount', userId: account.id, fields: subscription({ stripeCustomerId: `cus_${account.id}` }) } as const;
      const results = await Promise.all([first.billing.recordEvent(event, change, NOW), second.billing.recordEvent(event, change, NOW)]);
      expect(results.sort()).toEqual(['applied', 'duplicate']);
      expect(await first.maintenance.rows(sql`select id from stripe_events where id = ${event.id}`)).toEqual([{ id: event.id }]);
    }
  });
});
