// What every store behaviour case gets (store-behaviours.ts opens it): the stores of one dialect on a database the
// cases share, a way to open more, and reads of the rows a case checks, alike in both dialects.
import { sql, type SQL } from 'drizzle-orm';

import type { Stores } from '../stores.js';

export type StoresFixture = {
  /** The stores the cases share, their sync stores with the fault of `failNextSync`. */
  stores: () => Stores;
  /**
   * Another set of stores, on a database of its own named `database` (the same name, the same database: a restart);
   * the case closes it. For cases that count every row of a table, or reopen what they wrote.
   */
  open: (database: string) => Promise<Stores>;
  /** A new account without records, on the shared stores: its id. */
  makeUser: () => Promise<string>;
  /** Makes the next list or games sync of the shared stores throw after its writes, once. */
  failNextSync: () => void;
};

/** What a synced-document store's cases (games, rosters) get: the shared store, a new account, and the injected fault. */
export type DocumentStoreFixture<S> = {
  /** The store, opened by store-behaviours.ts with the hooks of `injectedFault` (sync-store.behaviours.ts). */
  store: () => S;
  /** A new account, without records. */
  makeUser: () => Promise<string>;
  failNextSync: () => void;
};

/** A time column as milliseconds: SQLite keeps numbers, PostgreSQL answers Dates. */
const millisOf = (value: unknown): number | null => (value === null ? null : new Date(value as number | string | Date).getTime());

/** The `n` of a `select count(*) as n ...`, a number in both dialects (PostgreSQL answers counts as text). */
export async function countRows(stores: Stores, query: SQL): Promise<number> {
  const [row] = await stores.maintenance.rows<{ n: number | string }>(query);
  return Number(row?.n);
}

/** How many rows of `table` belong to the account. */
export const rowsOfUser = (stores: Stores, table: string, userId: string) =>
  countRows(stores, sql`select count(*) as n from ${sql.identifier(table)} where user_id = ${userId}`);

/** The account's refresh tokens, oldest first: hash, revocation time (ms, null when live) and successor. */
export async function refreshTokensOf(stores: Stores, userId: string) {
  const rows = await stores.maintenance.rows<{ tokenHash: string; revokedAt: unknown; replacedBy: string | null }>(
    sql`select token_hash as "tokenHash", revoked_at as "revokedAt", replaced_by as "replacedBy" from refresh_tokens where user_id = ${userId} order by created_at, token_hash`,
  );
  return rows.map((row) => ({ ...row, revokedAt: millisOf(row.revokedAt) }));
}

/** The subjects of the outbox mails to `to`, oldest first. */
export async function mailsTo(stores: Stores, to: string): Promise<string[]> {
  const rows = await stores.maintenance.rows<{ subject: string }>(sql`select subject from mail_outbox where "to" = ${to} order by id`);
  return rows.map((row) => row.subject);
}

/** Runs `use` on stores opened on `database`, closing them after. */
export async function withStores<T>(open: StoresFixture['open'], database: string, use: (stores: Stores) => Promise<T>): Promise<T> {
  const stores = await open(database);
  try {
    return await use(stores);
  } finally {
    await stores.close();
  }
}
