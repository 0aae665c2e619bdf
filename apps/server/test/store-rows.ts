// Builders for the rows the store tests start from (db/behaviours/, db/pg/*.pg.test.ts): accounts and refresh
// tokens as the auth routes make them, with fresh ids so the cases of one database never meet.
import { randomUUID } from 'node:crypto';

import type { Account, NewAccount, NewRefreshToken, Stores } from '../src/db/stores.js';

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
