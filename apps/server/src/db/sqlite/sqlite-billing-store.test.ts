import { randomUUID } from 'node:crypto';

import { afterAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../open-database.js';
import type { SubscriptionFields } from '../stores.js';
import { createSqliteAccountStore } from './sqlite-account-store.js';
import { createSqliteBillingStore } from './sqlite-billing-store.js';

const db = openDatabase(':memory:');
const accounts = createSqliteAccountStore(db);
const billing = createSqliteBillingStore(db);
afterAll(() => db.$client.close());

const NOW = new Date('2026-11-25T12:00:00.000Z');

async function createAccount() {
  const name = `user-${randomUUID().slice(0, 8)}`;
  const created = await accounts.create({ id: randomUUID(), username: name, email: `${name}@example.com`, passwordHash: 'scrypt$hash', at: NOW });
  if (!created.ok) throw new Error(`${created.taken} taken`);
  return created.account;
}

const fields = (stripeCustomerId: string, subscriptionStatus = 'active'): SubscriptionFields => ({
  stripeCustomerId,
  subscriptionStatus,
  productName: 'Scrolldex Monthly',
  periodEnd: 1_800_000_000,
  cancelAt: null,
});

describe('the SQLite billing store', () => {
  it("ignores a checkout event for a customer another account holds, recording it; applies one for the account's own", async () => {
    const holder = await createAccount();
    const other = await createAccount();
    expect(await billing.storeSubscription(holder.id, fields('cus_held'), NOW)).toMatchObject({ stripeCustomerId: 'cus_held' });
    expect(await billing.storeSubscription(other.id, fields('cus_held'), NOW)).toBe('customer-taken');

    const stolen = { kind: 'byAccount', userId: other.id, fields: fields('cus_held') } as const;
    expect(await billing.recordEvent({ id: 'evt_stolen', type: 'checkout.session.completed' }, stolen, NOW)).toBe('ignored');
    expect(await billing.eventSeen('evt_stolen')).toBe(true);
    expect(await billing.customerOf(other.id)).toBeNull();

    const own = { kind: 'byAccount', userId: holder.id, fields: fields('cus_held', 'trialing') } as const;
    expect(await billing.recordEvent({ id: 'evt_own', type: 'checkout.session.completed' }, own, NOW)).toBe('applied');
    expect(await billing.subscriptionStatus(holder.id)).toBe('trialing');
  });

  it('applies an event once, and a customer change to every account of the customer', async () => {
    const account = await createAccount();
    await billing.storeSubscription(account.id, fields('cus_once'), NOW);
    const canceled = { kind: 'byCustomer', fields: fields('cus_once', 'canceled') } as const;
    expect(await billing.recordEvent({ id: 'evt_once', type: 'customer.subscription.deleted' }, canceled, NOW)).toBe('applied');
    await billing.storeSubscription(account.id, fields('cus_once', 'active'), NOW);
    expect(await billing.recordEvent({ id: 'evt_once', type: 'customer.subscription.deleted' }, canceled, NOW)).toBe('duplicate');
    expect(await billing.subscriptionStatus(account.id)).toBe('active');
    expect(await billing.subscriptionStatus('nobody')).toBeUndefined();
  });
});
