// Shared by the PostgreSQL store tests (src/db/pg/*.pg.test.ts): two sets of
// stores on one database, as two server instances would open them, and
// builders for the rows the tests start from.
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll } from 'vitest';

import { openPgStores } from '../src/db/pg/open-pg-stores.js';
import type { Account, NewAccount, NewRefreshToken, Stores } from '../src/db/stores.js';
import { requirePostgresDatabase } from './postgres.js';

export type Instances = { first: Stores; second: Stores };

/** The database for `key` and, once the suite starts, two sets of stores on it, closed after the suite. */
export async function pgInstances(key: string): Promise<{ url: string; instances: () => Instances }> {
  const url = await requirePostgresDatabase(key);
  let opened: Instances | undefined;
  beforeAll(async () => {
    opened = { first: await openPgStores(url, {}), second: await openPgStores(url, {}) };
  });
  afterAll(async () => {
    await opened?.first.close();
    await opened?.second.close();
  });
  return { url, instances: () => opened! };
}

export const at = (iso: string) => new Date(iso);

export function newAccount(name = `user-${randomUUID().slice(0, 8)}`, when = at('2026-11-25T12:00:00.000Z')): NewAccount {
  return { id: randomUUID(), username: name, email: `${name}@example.com`, passwordHash: 'scrypt$hash', at: when };
}

export async function createAccount(stores: Stores, account = newAccount()): Promise<Account> {
  const created = await stores.accounts.create(account);
  if (!created.ok) throw new Error(`${account.username}: ${created.taken} taken`);
  return created.account;
}

export function newRefreshToken(userId: string, fields: Partial<NewRefreshToken> = {}): NewRefreshToken {
  return {
    id: randomUUID(),
    userId,
    tokenHash: `hash-${randomUUID()}`,
    family: randomUUID(),
    expiresAt: at('2026-12-25T12:00:00.000Z'),
    createdAt: at('2026-11-25T12:00:00.000Z'),
    ...fields,
  };
}
