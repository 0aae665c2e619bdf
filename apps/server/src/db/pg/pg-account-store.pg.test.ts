// What two server instances on one PostgreSQL database can break in the account store: two pools on one
// database race one account's rows. What every dialect answers alike is in db/store-behaviours.ts.
import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { pgInstances } from '../../../test/pg-stores.js';
import { at, createAccount, newAccount, newRefreshToken } from '../../../test/store-rows.js';
import { decideRefresh, type Successor } from '../../auth/token-service.js';
import type { NewRefreshToken, RefreshLookup, RefreshStep } from '../stores.js';

const { instances } = await pgInstances('pg-account-store');

const NOW = at('2026-11-26T12:00:00.000Z');

/** The token service's rule at NOW, rotating to the successor the token service would derive from `token`. */
function refreshRule(token: NewRefreshToken): { next: NewRefreshToken; decide: (lookup: RefreshLookup) => RefreshStep } {
  const successor: Successor = { id: randomUUID(), tokenHash: `${token.tokenHash}-next`, expiresAt: token.expiresAt, createdAt: NOW };
  return { next: { ...successor, userId: token.userId, family: token.family }, decide: (lookup) => decideRefresh(lookup, NOW.getTime(), successor) };
}

describe('the PostgreSQL account store on two instances', () => {
  const tokensOf = (userId: string) =>
    instances().first.maintenance.rows<{ tokenHash: string; revoked: boolean; replacedBy: string | null }>(
      sql`select token_hash as "tokenHash", revoked_at is not null as revoked, replaced_by as "replacedBy" from refresh_tokens where user_id = ${userId} order by created_at, token_hash`,
    );

  it('uses one reset link once when two instances present it at once', async () => {
    const { first, second } = instances();
    const account = await createAccount(first);
    const reset = { tokenHash: `reset-${randomUUID()}`, userId: account.id, expiresAt: at('2026-11-26T13:00:00.000Z'), createdAt: NOW };
    await first.accounts.addPasswordReset(reset);
    const replace = (stores: typeof first, passwordHash: string) =>
      stores.accounts.replacePassword({
        target: { resetTokenHash: reset.tokenHash, at: NOW },
        passwordHash,
        at: NOW,
        session: () => newRefreshToken(account.id),
      });
    const written = await Promise.all([replace(first, 'scrypt$first'), replace(second, 'scrypt$second')]);
    expect(written.filter((account) => account !== null)).toHaveLength(1);
    expect((await tokensOf(account.id)).filter(({ revoked }) => !revoked)).toHaveLength(1);
  });

  it('creates one account when two instances create one username at once; the other answers it taken', async () => {
    const { first, second } = instances();
    for (let round = 0; round < 10; round++) {
      const name = `race-${round}-${randomUUID().slice(0, 8)}`;
      const results = await Promise.all([first.accounts.create(newAccount(name)), second.accounts.create(newAccount(name.toUpperCase()))]);
      expect(results.map((result) => (result.ok ? 'created' : result.taken)).sort()).toEqual(['created', 'username']);
    }
  });

  it('rotates a token once when two instances refresh it at once; the other answers by the grace rule', async () => {
    const { first, second } = instances();
    const account = await createAccount(first);
    for (let round = 0; round < 10; round++) {
      const token = newRefreshToken(account.id);
      await first.accounts.addRefreshToken(token);
      // One successor, derived from the token as the token service does: a second rotation would store it twice.
      const { next: successor, decide } = refreshRule(token);
      const answers = await Promise.all([first.accounts.refresh(token.tokenHash, decide), second.accounts.refresh(token.tokenHash, decide)]);
      expect(answers).toEqual([account, account]);
      const family = (await tokensOf(account.id)).filter(({ tokenHash }) => tokenHash.startsWith(token.tokenHash));
      expect(family).toEqual([
        { tokenHash: token.tokenHash, revoked: true, replacedBy: successor.tokenHash },
        { tokenHash: successor.tokenHash, revoked: false, replacedBy: null },
      ]);
    }
  });

  it('keeps at most the cap of live refresh tokens when two instances add 30 at once, revoking the oldest', async () => {
    const { first, second } = instances();
    const account = await createAccount(first);
    const tokens = Array.from({ length: 30 }, (_, index) => newRefreshToken(account.id, { createdAt: new Date(NOW.getTime() + index * 1000) }));
    await Promise.all(tokens.map((token, index) => (index % 2 === 0 ? first : second).accounts.addRefreshToken(token, 20)));
    const live = (await tokensOf(account.id)).filter(({ revoked }) => !revoked).map(({ tokenHash }) => tokenHash);
    expect(live.sort()).toEqual(
      tokens
        .slice(-20)
        .map((token) => token.tokenHash)
        .sort(),
    );
  });
});
