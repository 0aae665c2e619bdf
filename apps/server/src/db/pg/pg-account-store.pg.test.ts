import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { at, createAccount, newAccount, newRefreshToken, pgInstances } from '../../../test/pg-stores.js';
import { decideRefresh, type Successor } from '../../auth/token-service.js';
import type { Account, NewRefreshToken, RefreshLookup, RefreshStep } from '../stores.js';

const { instances } = await pgInstances('pg-account-store');

const NOW = at('2026-11-26T12:00:00.000Z');

/** The token service's rule at NOW, rotating to the successor the token service would derive from `token`. */
function refreshRule(token: NewRefreshToken): { next: NewRefreshToken; decide: (lookup: RefreshLookup) => RefreshStep } {
  const successor: Successor = { id: randomUUID(), tokenHash: `${token.tokenHash}-next`, expiresAt: token.expiresAt, createdAt: NOW };
  return { next: { ...successor, userId: token.userId, family: token.family }, decide: (lookup) => decideRefresh(lookup, NOW.getTime(), successor) };
}

describe('the PostgreSQL account store', () => {
  const tokensOf = (userId: string) =>
    instances().first.maintenance.rows<{ tokenHash: string; revoked: boolean; replacedBy: string | null }>(
      sql`select token_hash as "tokenHash", revoked_at is not null as revoked, replaced_by as "replacedBy" from refresh_tokens where user_id = ${userId} order by created_at, token_hash`,
    );

  it('creates an account and answers it as an Account: numbers for Stripe seconds and the generation, Dates for times', async () => {
    const { accounts } = instances().first;
    const account = newAccount('Creator');
    const created = await accounts.create(account);
    expect(created).toEqual({
      ok: true,
      account: {
        id: account.id,
        username: 'Creator',
        email: 'Creator@example.com',
        passwordHash: 'scrypt$hash',
        productName: null,
        subscriptionStatus: null,
        periodEnd: null,
        cancelAt: null,
        stripeCustomerId: null,
        tokenGeneration: 0,
        createdAt: account.at,
        updatedAt: account.at,
      } satisfies Account,
    });
    expect(await accounts.findById(account.id)).toEqual(created.ok && created.account);
    expect(await accounts.findById('nobody')).toBeUndefined();
  });

  it('refuses a username or email taken in another case, the username first', async () => {
    const { accounts } = instances().first;
    const holder = await createAccount(instances().first, newAccount('Taken'));
    expect(await accounts.create({ ...newAccount('TAKEN'), email: 'other-taken@example.com' })).toEqual({ ok: false, taken: 'username' });
    expect(await accounts.create({ ...newAccount('not-taken'), email: 'TAKEN@EXAMPLE.COM' })).toEqual({ ok: false, taken: 'email' });
    expect(await accounts.create({ ...newAccount('taken'), email: holder.email.toUpperCase() })).toEqual({ ok: false, taken: 'username' });
  });

  it('finds an account by username or email, case ignored', async () => {
    const { accounts } = instances().first;
    const account = await createAccount(instances().first, newAccount('Finder'));
    expect((await accounts.findByName('fINDER'))?.id).toBe(account.id);
    expect((await accounts.findByName('finder@EXAMPLE.com'))?.id).toBe(account.id);
    expect(await accounts.findByName('finder2')).toBeUndefined();
  });

  it('raises the token generation, and has none once the account is deleted', async () => {
    const { accounts } = instances().first;
    const account = await createAccount(instances().first);
    expect(await accounts.tokenGeneration(account.id)).toBe(0);
    await accounts.raiseTokenGeneration(account.id);
    expect(await instances().second.accounts.tokenGeneration(account.id)).toBe(1);
    await accounts.queueMail({ to: account.email, subject: 'hello', body: 'text' }, NOW);
    await accounts.addRefreshToken(newRefreshToken(account.id));
    await accounts.deleteAccount(account.id);
    expect(await accounts.tokenGeneration(account.id)).toBeUndefined();
    expect(await tokensOf(account.id)).toEqual([]);
    expect(await instances().first.maintenance.rows(sql`select id from mail_outbox where "to" = ${account.email}`)).toEqual([]);
  });

  it('rotates a refresh token, answers its successor within the rule, and revokes the family on reuse', async () => {
    const { accounts } = instances().first;
    const account = await createAccount(instances().first);
    const token = newRefreshToken(account.id);
    await accounts.addRefreshToken(token);
    const { next: successor, decide } = refreshRule(token);
    expect(await accounts.refresh('unknown-hash', decide)).toBeNull();

    let seen: RefreshLookup | undefined;
    const rotated = await accounts.refresh(token.tokenHash, (lookup) => {
      seen = lookup;
      return decide(lookup);
    });
    expect(rotated).toEqual(account);
    expect(seen).toEqual({ token: { ...token, revokedAt: null, replacedBy: null }, successor: undefined, account });
    expect(await tokensOf(account.id)).toEqual([
      { tokenHash: token.tokenHash, revoked: true, replacedBy: successor.tokenHash },
      { tokenHash: successor.tokenHash, revoked: false, replacedBy: null },
    ]);

    // Presented again: the lookup carries the successor, and the rule answers the account without writing.
    const again = await accounts.refresh(token.tokenHash, (lookup) => {
      seen = lookup;
      return decide(lookup);
    });
    expect(again).toEqual(account);
    expect(seen?.successor).toEqual({ ...successor, revokedAt: null, replacedBy: null });

    // Outside the rule: the family's live tokens are revoked, and that is kept although the answer is a refusal.
    expect(await accounts.refresh(token.tokenHash, () => ({ kind: 'revokeFamily', at: NOW }))).toBeNull();
    expect((await tokensOf(account.id)).map(({ revoked }) => revoked)).toEqual([true, true]);
  });

  it('refuses without writing', async () => {
    const { accounts } = instances().first;
    const account = await createAccount(instances().first);
    const token = newRefreshToken(account.id);
    await accounts.addRefreshToken(token);
    expect(await accounts.refresh(token.tokenHash, () => ({ kind: 'refuse' }))).toBeNull();
    expect(await tokensOf(account.id)).toEqual([{ tokenHash: token.tokenHash, revoked: false, replacedBy: null }]);
  });

  it("revokes one family of the user's own token only, and every token with revokeAll", async () => {
    const { accounts } = instances().first;
    const owner = await createAccount(instances().first);
    const stranger = await createAccount(instances().first);
    const first = newRefreshToken(owner.id, { tokenHash: 'a-first' });
    const sameFamily = newRefreshToken(owner.id, { tokenHash: 'b-same-family', family: first.family });
    const otherFamily = newRefreshToken(owner.id, { tokenHash: 'c-other-family' });
    for (const token of [first, sameFamily, otherFamily]) await accounts.addRefreshToken(token);

    expect(await accounts.revokeFamilyOf(stranger.id, first.tokenHash, NOW)).toBe(false);
    expect(await accounts.revokeFamilyOf(owner.id, 'unknown', NOW)).toBe(false);
    expect((await tokensOf(owner.id)).map(({ revoked }) => revoked)).toEqual([false, false, false]);
    expect(await accounts.revokeFamilyOf(owner.id, first.tokenHash, NOW)).toBe(true);
    expect((await tokensOf(owner.id)).map(({ revoked }) => revoked)).toEqual([true, true, false]);

    await accounts.revokeAll(owner.id, NOW);
    expect((await tokensOf(owner.id)).map(({ revoked }) => revoked)).toEqual([true, true, true]);
    expect(await accounts.tokenGeneration(owner.id)).toBe(1);
  });

  it('replaces a password through a reset link once: spends the links and their mails, ends every session and opens one', async () => {
    const { accounts } = instances().first;
    const account = await createAccount(instances().first);
    const reset = { tokenHash: `reset-${randomUUID()}`, userId: account.id, expiresAt: at('2026-11-26T13:00:00.000Z'), createdAt: NOW };
    await accounts.addPasswordReset(reset);
    expect(await accounts.findPasswordReset(reset.tokenHash)).toEqual({ ...reset, usedAt: null });
    await accounts.queueMail({ to: account.email, subject: 'reset', body: 'link' }, NOW);
    const old = newRefreshToken(account.id);
    await accounts.addRefreshToken(old);
    const session = newRefreshToken(account.id, { tokenHash: 'zz-session' });
    const later = at('2026-11-26T12:30:00.000Z');
    const replacement = { target: { resetTokenHash: reset.tokenHash, at: later }, passwordHash: 'scrypt$new', at: later, session: () => session };

    const written = await accounts.replacePassword(replacement);
    expect(written).toEqual({ ...account, passwordHash: 'scrypt$new', tokenGeneration: 1, updatedAt: later });
    expect(await accounts.findPasswordReset(reset.tokenHash)).toEqual({ ...reset, usedAt: later });
    expect(await instances().first.maintenance.rows(sql`select id from mail_outbox where "to" = ${account.email}`)).toEqual([]);
    expect(await tokensOf(account.id)).toEqual([
      { tokenHash: old.tokenHash, revoked: true, replacedBy: null },
      { tokenHash: session.tokenHash, revoked: false, replacedBy: null },
    ]);
    // The link is spent: nothing more is written.
    expect(await accounts.replacePassword({ ...replacement, passwordHash: 'scrypt$again' })).toBeNull();
    expect((await accounts.findById(account.id))?.passwordHash).toBe('scrypt$new');
  });

  it('refuses an expired or unknown reset link, and answers a password change by account id', async () => {
    const { accounts } = instances().first;
    const account = await createAccount(instances().first);
    const reset = { tokenHash: `reset-${randomUUID()}`, userId: account.id, expiresAt: NOW, createdAt: NOW };
    await accounts.addPasswordReset(reset);
    const replacement = (target: { resetTokenHash: string; at: Date } | { userId: string }) => ({
      target,
      passwordHash: 'scrypt$changed',
      at: NOW,
      session: (written: Account) => newRefreshToken(written.id),
    });
    expect(await accounts.replacePassword(replacement({ resetTokenHash: reset.tokenHash, at: NOW }))).toBeNull();
    expect(await accounts.replacePassword(replacement({ resetTokenHash: 'unknown', at: NOW }))).toBeNull();
    expect(await accounts.replacePassword(replacement({ userId: 'nobody' }))).toBeNull();
    expect(await accounts.replacePassword(replacement({ userId: account.id }))).toMatchObject({ passwordHash: 'scrypt$changed', tokenGeneration: 1 });
    expect(await accounts.findPasswordReset(reset.tokenHash)).toEqual({ ...reset, usedAt: NOW });
  });

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
