// What two server instances on one PostgreSQL database can break in the billing store (what every dialect answers
// alike is in db/store-behaviours.ts).
import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { pgInstances } from '../../../test/pg-stores.js';
import { createAccount } from '../../../test/store-rows.js';
import { NOW, subscription } from '../behaviours/billing-store.behaviours.js';

const { instances } = await pgInstances('pg-billing-store');

describe('the PostgreSQL billing store on two instances', () => {
  it('links one customer to one account when two instances link it to two at once', async () => {
    const { first, second } = instances();
    for (let round = 0; round < 10; round++) {
      const [one, two] = [await createAccount(first), await createAccount(first)];
      const fields = subscription();
      const results = await Promise.all([first.billing.storeSubscription(one.id, fields, NOW), second.billing.storeSubscription(two.id, fields, NOW)]);
      expect(results.filter((result) => result === 'customer-taken')).toHaveLength(1);
    }
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
