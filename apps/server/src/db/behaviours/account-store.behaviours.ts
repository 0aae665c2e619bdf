// What every AccountStore answers, whichever its dialect (store-behaviours.ts runs these on SQLite and PostgreSQL):
// accounts unique without regard to case, refresh tokens under the token service's own rule, password resets used
// once, and an account's deletion taking its tokens and mail with it, never another account's.
import { randomUUID } from 'node:crypto';

import { describe, expect, it, vi } from 'vitest';

import { at, createAccount, newAccount, newRefreshToken } from '../../../test/store-rows.js';
import { decideRefresh, REFRESH_GRACE_MS, type Successor } from '../../auth/token-service.js';
import type { Account, NewRefreshToken, PasswordTarget, RefreshLookup, RefreshStep } from '../stores.js';
import { mailsTo, refreshTokensOf, type StoresFixture } from './store-fixture.js';

const NOW = at('2026-11-26T12:00:00.000Z');
const LATER = at('2026-11-26T12:30:00.000Z');

/** The token service's rule at `time`, rotating `token` to the successor the service would derive from it. */
function refreshRule(token: NewRefreshToken, time = NOW.getTime()) {
  const successor: Successor = { id: `${token.id}-next`, tokenHash: `${token.tokenHash}-next`, expiresAt: token.expiresAt, createdAt: new Date(time) };
  return { successorHash: successor.tokenHash, decide: (lookup: RefreshLookup) => decideRefresh(lookup, time, successor) };
}

export function describeAccountStore({ stores }: StoresFixture): void {
  const accounts = () => stores().accounts;
  const revokedFlags = async (userId: string) => (await refreshTokensOf(stores(), userId)).map(({ revokedAt }) => revokedAt !== null);

  describe('accounts', () => {
    it('creates an account and answers it as an Account: numbers for Stripe seconds and the generation, Dates for times', async () => {
      const account = newAccount(`Creator-${randomUUID().slice(0, 8)}`);
      const created = await accounts().create(account);
      expect(created).toEqual({
        ok: true,
        account: {
          id: account.id,
          username: account.username,
          email: account.email,
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
      expect(await accounts().findById(account.id)).toEqual(created.ok && created.account);
      expect(await accounts().findById('nobody')).toBeUndefined();
    });

    it('refuses a username or email taken in another case, the username first, and finds an account by either in any case', async () => {
      const name = `Taken-${randomUUID().slice(0, 8)}`;
      const holder = await createAccount(stores(), newAccount(name));
      expect(await accounts().create({ ...newAccount(name.toUpperCase()), email: `other-${name}@example.com` })).toEqual({ ok: false, taken: 'username' });
      expect(await accounts().create({ ...newAccount(), email: holder.email.toUpperCase() })).toEqual({ ok: false, taken: 'email' });
      expect(await accounts().create({ ...newAccount(name.toLowerCase()), email: holder.email.toUpperCase() })).toEqual({ ok: false, taken: 'username' });
      expect(await accounts().findByName(name.toLowerCase())).toEqual(holder);
      expect(await accounts().findByName(holder.email.toUpperCase())).toEqual(holder);
      expect(await accounts().findByName(`${name}-2`)).toBeUndefined();
    });

    it("raises one account's token generation, not another's, and has none once the account is deleted", async () => {
      const account = await createAccount(stores());
      const other = await createAccount(stores());
      expect(await accounts().tokenGeneration(account.id)).toBe(0);
      await accounts().raiseTokenGeneration(account.id);
      expect(await accounts().tokenGeneration(account.id)).toBe(1);
      expect(await accounts().tokenGeneration(other.id)).toBe(0);
      await accounts().deleteAccount(account.id);
      expect(await accounts().tokenGeneration(account.id)).toBeUndefined();
      expect(await accounts().tokenGeneration('nobody')).toBeUndefined();
    });
  });

  describe('refresh tokens, under the token service’s rule', () => {
    it('answers null for an unknown token without asking the rule', async () => {
      const decide = vi.fn<(lookup: RefreshLookup) => RefreshStep>();
      expect(await accounts().refresh('no-such-hash', decide)).toBeNull();
      expect(decide).not.toHaveBeenCalled();
    });

    it('rotates a live token; presented again within the grace window it answers the account, after it revokes the family', async () => {
      const account = await createAccount(stores());
      const token = newRefreshToken(account.id, { createdAt: NOW });
      const otherSession = newRefreshToken(account.id, { createdAt: NOW });
      await accounts().addRefreshToken(token);
      await accounts().addRefreshToken(otherSession);
      const { successorHash, decide } = refreshRule(token);

      const lookups: RefreshLookup[] = [];
      const rotated = await accounts().refresh(token.tokenHash, (lookup) => {
        lookups.push(lookup);
        return decide(lookup);
      });
      expect(rotated).toEqual(account);
      expect(lookups).toEqual([{ token: { ...token, revokedAt: null, replacedBy: null }, successor: undefined, account }]);
      const rotatedRows = await refreshTokensOf(stores(), account.id);
      expect(rotatedRows.find((row) => row.tokenHash === token.tokenHash)).toEqual({
        tokenHash: token.tokenHash,
        revokedAt: NOW.getTime(),
        replacedBy: successorHash,
      });
      expect(rotatedRows.find((row) => row.tokenHash === successorHash)).toEqual({ tokenHash: successorHash, revokedAt: null, replacedBy: null });

      // Two requests raced with one token: the rule, reading the rotation time back, answers the loser the account.
      const inGrace = refreshRule(token, NOW.getTime() + REFRESH_GRACE_MS - 1);
      const again = await accounts().refresh(token.tokenHash, (lookup) => {
        lookups.push(lookup);
        return inGrace.decide(lookup);
      });
      expect(again).toEqual(account);
      expect(lookups[1]?.successor).toEqual(expect.objectContaining({ tokenHash: successorHash, revokedAt: null, expiresAt: token.expiresAt }));
      expect(await refreshTokensOf(stores(), account.id)).toEqual(rotatedRows);

      // Past the window it is a stolen token: its family goes, kept although the answer is a refusal; the other session stays.
      expect(await accounts().refresh(token.tokenHash, refreshRule(token, NOW.getTime() + REFRESH_GRACE_MS).decide)).toBeNull();
      const revoked = Object.fromEntries((await refreshTokensOf(stores(), account.id)).map((row) => [row.tokenHash, row.revokedAt]));
      expect(revoked).toEqual({
        // Revoked before: its time is kept.
        [token.tokenHash]: NOW.getTime(),
        [successorHash]: NOW.getTime() + REFRESH_GRACE_MS,
        [otherSession.tokenHash]: null,
      });
    });

    it('refuses an expired token and a deleted account’s, writing nothing', async () => {
      const account = await createAccount(stores());
      const expired = newRefreshToken(account.id, { expiresAt: NOW });
      await accounts().addRefreshToken(expired);
      expect(await accounts().refresh(expired.tokenHash, refreshRule(expired).decide)).toBeNull();
      expect(await refreshTokensOf(stores(), account.id)).toEqual([{ tokenHash: expired.tokenHash, revokedAt: null, replacedBy: null }]);
      await accounts().deleteAccount(account.id);
      expect(await accounts().refresh(expired.tokenHash, refreshRule(expired).decide)).toBeNull();
    });

    it("revokes a family only through its own account's token, and every token of the account with revokeAll", async () => {
      const owner = await createAccount(stores());
      const stranger = await createAccount(stores());
      const first = newRefreshToken(owner.id, { tokenHash: `a-${randomUUID()}` });
      const sameFamily = newRefreshToken(owner.id, { tokenHash: `b-${randomUUID()}`, family: first.family });
      const otherFamily = newRefreshToken(owner.id, { tokenHash: `c-${randomUUID()}` });
      const strangers = newRefreshToken(stranger.id);
      for (const token of [first, sameFamily, otherFamily, strangers]) await accounts().addRefreshToken(token);

      expect(await accounts().revokeFamilyOf(stranger.id, first.tokenHash, NOW)).toBe(false);
      expect(await accounts().revokeFamilyOf(owner.id, 'unknown', NOW)).toBe(false);
      expect(await revokedFlags(owner.id)).toEqual([false, false, false]);
      expect(await accounts().revokeFamilyOf(owner.id, first.tokenHash, NOW)).toBe(true);
      expect(await revokedFlags(owner.id)).toEqual([true, true, false]);

      await accounts().revokeAll(owner.id, NOW);
      expect(await revokedFlags(owner.id)).toEqual([true, true, true]);
      expect(await accounts().tokenGeneration(owner.id)).toBe(1);
      expect(await revokedFlags(stranger.id)).toEqual([false]);
      expect(await accounts().tokenGeneration(stranger.id)).toBe(0);
    });

    it('keeps at most the cap of live tokens per account, revoking the oldest, and never counts another account’s', async () => {
      const account = await createAccount(stores());
      const other = await createAccount(stores());
      await accounts().addRefreshToken(newRefreshToken(other.id), 2);
      const tokens = Array.from({ length: 4 }, (_, index) => newRefreshToken(account.id, { createdAt: new Date(NOW.getTime() + index * 1000) }));
      for (const token of tokens) await accounts().addRefreshToken(token, 2);
      expect(await revokedFlags(account.id)).toEqual([true, true, false, false]);
      expect(await revokedFlags(other.id)).toEqual([false]);
      // Without a cap, none is revoked.
      await accounts().addRefreshToken(newRefreshToken(account.id, { createdAt: LATER }));
      expect(await revokedFlags(account.id)).toEqual([true, true, false, false, false]);
    });
  });

  describe('password replacement', () => {
    async function accountWithReset(expiresAt: Date) {
      const account = await createAccount(stores());
      const reset = { tokenHash: `reset-${randomUUID()}`, userId: account.id, expiresAt, createdAt: NOW };
      await accounts().addPasswordReset(reset);
      await accounts().queueMail({ to: account.email, subject: 'Reset', body: 'link' }, NOW);
      const old = newRefreshToken(account.id, { createdAt: NOW });
      await accounts().addRefreshToken(old);
      return { account, reset, old };
    }
    const replacement = (target: PasswordTarget, passwordHash = 'scrypt$new') => ({
      target,
      passwordHash,
      at: LATER,
      session: (written: Account) => newRefreshToken(written.id, { tokenHash: `session-${randomUUID()}`, createdAt: LATER }),
    });

    it('through a reset link, once: writes the hash, spends the link, drops its mail, ends every session and opens one', async () => {
      const { account, reset, old } = await accountWithReset(at('2026-11-26T13:00:00.000Z'));
      const bystander = await accountWithReset(at('2026-11-26T13:00:00.000Z'));
      expect(await accounts().findPasswordReset(reset.tokenHash)).toEqual({ ...reset, usedAt: null });

      const written = await accounts().replacePassword(replacement({ resetTokenHash: reset.tokenHash, at: LATER }));
      expect(written).toEqual({ ...account, passwordHash: 'scrypt$new', tokenGeneration: 1, updatedAt: LATER });
      expect(await accounts().findById(account.id)).toEqual(written);
      expect(await accounts().findPasswordReset(reset.tokenHash)).toEqual({ ...reset, usedAt: LATER });
      expect(await mailsTo(stores(), account.email)).toEqual([]);
      const tokens = await refreshTokensOf(stores(), account.id);
      expect(tokens.map(({ tokenHash, revokedAt }) => [tokenHash.startsWith('session-') ? 'session' : tokenHash, revokedAt])).toEqual([
        [old.tokenHash, LATER.getTime()],
        ['session', null],
      ]);

      // The link is spent: nothing more is written.
      expect(await accounts().replacePassword(replacement({ resetTokenHash: reset.tokenHash, at: LATER }, 'scrypt$again'))).toBeNull();
      expect((await accounts().findById(account.id))?.passwordHash).toBe('scrypt$new');
      // The other account, its link, mail and session are as they were.
      expect(await accounts().findById(bystander.account.id)).toEqual(bystander.account);
      expect(await accounts().findPasswordReset(bystander.reset.tokenHash)).toEqual({ ...bystander.reset, usedAt: null });
      expect(await mailsTo(stores(), bystander.account.email)).toEqual(['Reset']);
      expect(await revokedFlags(bystander.account.id)).toEqual([false]);
    });

    it('writes nothing for an expired or unknown link, or an unknown account; by account id it replaces and spends the links', async () => {
      const { account, reset } = await accountWithReset(LATER);
      expect(await accounts().replacePassword(replacement({ resetTokenHash: reset.tokenHash, at: LATER }))).toBeNull();
      expect(await accounts().replacePassword(replacement({ resetTokenHash: 'unknown', at: LATER }))).toBeNull();
      expect(await accounts().replacePassword(replacement({ userId: 'nobody' }))).toBeNull();
      expect(await accounts().findById(account.id)).toEqual(account);
      expect(await mailsTo(stores(), account.email)).toEqual(['Reset']);
      expect(await revokedFlags(account.id)).toEqual([false]);

      expect(await accounts().replacePassword(replacement({ userId: account.id }, 'scrypt$changed'))).toMatchObject({
        passwordHash: 'scrypt$changed',
        tokenGeneration: 1,
      });
      expect(await accounts().findPasswordReset(reset.tokenHash)).toEqual({ ...reset, usedAt: LATER });
      expect(await revokedFlags(account.id)).toEqual([true, false]);
    });
  });

  it('deletes an account with its tokens, reset links and the mail to it, and nothing of another account', async () => {
    const account = await createAccount(stores());
    const other = await createAccount(stores());
    for (const owner of [account, other]) {
      await accounts().queueMail({ to: owner.email, subject: 'Reset', body: 'link' }, NOW);
      await accounts().addRefreshToken(newRefreshToken(owner.id));
      await accounts().addPasswordReset({ tokenHash: `reset-${owner.id}`, userId: owner.id, expiresAt: LATER, createdAt: NOW });
    }
    await accounts().deleteAccount(account.id);
    expect(await accounts().findById(account.id)).toBeUndefined();
    expect(await accounts().findByName(account.username)).toBeUndefined();
    expect(await refreshTokensOf(stores(), account.id)).toEqual([]);
    expect(await accounts().findPasswordReset(`reset-${account.id}`)).toBeUndefined();
    expect(await mailsTo(stores(), account.email)).toEqual([]);

    expect(await accounts().findById(other.id)).toEqual(other);
    expect(await revokedFlags(other.id)).toEqual([false]);
    expect(await accounts().findPasswordReset(`reset-${other.id}`)).toMatchObject({ userId: other.id, usedAt: null });
    expect(await mailsTo(stores(), other.email)).toEqual(['Reset']);
    // Its name is free again.
    expect((await accounts().create(newAccount(account.username))).ok).toBe(true);
  });
}
