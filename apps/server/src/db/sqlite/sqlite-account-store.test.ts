import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { openDatabase } from '../open-database.js';
import { mailOutbox, passwordResets, refreshTokens, users } from '../schema.js';
import type { NewAccount, NewRefreshToken, RefreshLookup, RefreshStep } from '../stores.js';
import { createSqliteAccountStore } from './sqlite-account-store.js';

const db = openDatabase(':memory:');
const accounts = createSqliteAccountStore(db);
afterAll(() => db.$client.close());

const NOW = new Date('2026-11-25T12:00:00.000Z');
const LATER = new Date('2026-11-25T13:00:00.000Z');

const newAccount = (name = `user-${randomUUID().slice(0, 8)}`): NewAccount => ({
  id: randomUUID(),
  username: name,
  email: `${name}@example.com`,
  passwordHash: 'scrypt$old',
  at: NOW,
});

async function createAccount(name?: string) {
  const created = await accounts.create(newAccount(name));
  if (!created.ok) throw new Error(`${created.taken} taken`);
  return created.account;
}

const newToken = (userId: string, fields: Partial<NewRefreshToken> = {}): NewRefreshToken => ({
  id: randomUUID(),
  userId,
  tokenHash: `hash-${randomUUID()}`,
  family: randomUUID(),
  expiresAt: new Date('2026-12-25T12:00:00.000Z'),
  createdAt: NOW,
  ...fields,
});

const tokensOf = (userId: string) =>
  db
    .select({ tokenHash: refreshTokens.tokenHash, revokedAt: refreshTokens.revokedAt, replacedBy: refreshTokens.replacedBy })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .orderBy(refreshTokens.createdAt, refreshTokens.tokenHash)
    .all();

describe('the SQLite account store', () => {
  it('refuses a username or email taken in another case, the username first', async () => {
    const holder = await createAccount('Taken');
    expect(await accounts.create({ ...newAccount('TAKEN'), email: 'other-taken@example.com' })).toEqual({ ok: false, taken: 'username' });
    expect(await accounts.create({ ...newAccount('not-taken'), email: 'TAKEN@EXAMPLE.COM' })).toEqual({ ok: false, taken: 'email' });
    expect(await accounts.create({ ...newAccount('taken'), email: holder.email.toUpperCase() })).toEqual({ ok: false, taken: 'username' });
    expect(await accounts.findByName('taken@EXAMPLE.com')).toEqual(holder);
  });

  describe('refresh applies the step its rule decides, in one transaction', () => {
    async function tokenWithSuccessor() {
      const account = await createAccount();
      const successor = newToken(account.id, { createdAt: LATER });
      const token = newToken(account.id, { family: successor.family });
      await accounts.addRefreshToken(token);
      return { account, token, successor };
    }

    it('answers null without asking the rule for an unknown token', async () => {
      const decide = vi.fn<(lookup: RefreshLookup) => RefreshStep>();
      expect(await accounts.refresh('no-such-hash', decide)).toBeNull();
      expect(decide).not.toHaveBeenCalled();
    });

    it('rotates: the token revoked and replaced by its successor, which is stored; the rule saw the token, no successor, the account', async () => {
      const { account, token, successor } = await tokenWithSuccessor();
      const decide = vi.fn((): RefreshStep => ({ kind: 'rotate', account, at: LATER, successor }));
      expect(await accounts.refresh(token.tokenHash, decide)).toEqual(account);
      expect(decide).toHaveBeenCalledWith({ token: { ...token, revokedAt: null, replacedBy: null }, successor: undefined, account });
      expect(tokensOf(account.id)).toEqual([
        { tokenHash: token.tokenHash, revokedAt: LATER, replacedBy: successor.tokenHash },
        { tokenHash: successor.tokenHash, revokedAt: null, replacedBy: null },
      ]);

      // Presented again, the rule sees the successor the token names.
      const lookups: RefreshLookup[] = [];
      const answered = await accounts.refresh(token.tokenHash, (lookup) => {
        lookups.push(lookup);
        return { kind: 'answer', account: lookup.account! };
      });
      expect(answered).toEqual(account);
      expect(lookups[0]!.successor).toMatchObject({ tokenHash: successor.tokenHash, revokedAt: null });
      expect(tokensOf(account.id)).toHaveLength(2);
    });

    it('refuses, writing nothing', async () => {
      const { account, token } = await tokenWithSuccessor();
      expect(await accounts.refresh(token.tokenHash, () => ({ kind: 'refuse' }))).toBeNull();
      expect(tokensOf(account.id)).toEqual([{ tokenHash: token.tokenHash, revokedAt: null, replacedBy: null }]);
    });

    it("revokes the live tokens of the token's family only, and refuses", async () => {
      const { account, token } = await tokenWithSuccessor();
      const spent = newToken(account.id, { family: token.family, createdAt: new Date(NOW.getTime() + 1) });
      const otherFamily = newToken(account.id, { createdAt: new Date(NOW.getTime() + 2) });
      await accounts.addRefreshToken(spent);
      await accounts.addRefreshToken(otherFamily);
      db.update(refreshTokens).set({ revokedAt: NOW }).where(eq(refreshTokens.id, spent.id)).run();
      expect(await accounts.refresh(token.tokenHash, () => ({ kind: 'revokeFamily', at: LATER }))).toBeNull();
      expect(tokensOf(account.id)).toEqual([
        { tokenHash: token.tokenHash, revokedAt: LATER, replacedBy: null },
        // Revoked before: its time is kept.
        { tokenHash: spent.tokenHash, revokedAt: NOW, replacedBy: null },
        { tokenHash: otherFamily.tokenHash, revokedAt: null, replacedBy: null },
      ]);
    });
  });

  it("revokes a family only through its own user's token", async () => {
    const owner = await createAccount();
    const stranger = await createAccount();
    const token = newToken(owner.id);
    await accounts.addRefreshToken(token);
    expect(await accounts.revokeFamilyOf(stranger.id, token.tokenHash, NOW)).toBe(false);
    expect(tokensOf(owner.id)[0]!.revokedAt).toBeNull();
    expect(await accounts.revokeFamilyOf(owner.id, token.tokenHash, NOW)).toBe(true);
    expect(tokensOf(owner.id)[0]!.revokedAt).toEqual(NOW);
  });

  describe('replacePassword through a reset link', () => {
    async function accountWithReset(expiresAt: Date) {
      const account = await createAccount();
      const reset = { tokenHash: `reset-${randomUUID()}`, userId: account.id, expiresAt, createdAt: NOW };
      await accounts.addPasswordReset(reset);
      await accounts.queueMail({ to: account.email, subject: 'Reset', body: 'link' }, NOW);
      const old = newToken(account.id);
      await accounts.addRefreshToken(old);
      return { account, reset, old };
    }
    const replacement = (resetTokenHash: string, at: Date) => {
      const session = (account: { id: string }) => newToken(account.id, { tokenHash: `session-${resetTokenHash}`, createdAt: at });
      return { target: { resetTokenHash, at }, passwordHash: 'scrypt$new', at, session };
    };

    it('writes the password, spends the links, drops their mail, ends every session and opens the new one; once', async () => {
      const { account, reset, old } = await accountWithReset(new Date(LATER.getTime() + 1));
      const written = await accounts.replacePassword(replacement(reset.tokenHash, LATER));
      expect(written).toEqual({ ...account, passwordHash: 'scrypt$new', tokenGeneration: account.tokenGeneration + 1, updatedAt: LATER });
      expect(db.select().from(passwordResets).where(eq(passwordResets.userId, account.id)).all()).toEqual([{ ...reset, usedAt: LATER }]);
      expect(db.select().from(mailOutbox).where(eq(mailOutbox.to, account.email)).all()).toEqual([]);
      expect(tokensOf(account.id)).toEqual([
        { tokenHash: old.tokenHash, revokedAt: LATER, replacedBy: null },
        { tokenHash: `session-${reset.tokenHash}`, revokedAt: null, replacedBy: null },
      ]);
      expect(await accounts.replacePassword(replacement(reset.tokenHash, LATER))).toBeNull();
    });

    it('writes nothing for an expired link', async () => {
      const { account, reset } = await accountWithReset(LATER);
      expect(await accounts.replacePassword(replacement(reset.tokenHash, LATER))).toBeNull();
      expect(db.select().from(users).where(eq(users.id, account.id)).get()).toEqual(account);
      expect(db.select().from(mailOutbox).where(eq(mailOutbox.to, account.email)).all()).toHaveLength(1);
      expect(tokensOf(account.id)).toHaveLength(1);
    });
  });

  it('deletes an account with the mail to it, and no other mail', async () => {
    const account = await createAccount();
    const other = await createAccount();
    await accounts.queueMail({ to: account.email, subject: 'Reset', body: 'link' }, NOW);
    await accounts.queueMail({ to: other.email, subject: 'Reset', body: 'link' }, NOW);
    await accounts.deleteAccount(account.id);
    expect(await accounts.findById(account.id)).toBeUndefined();
    expect(await accounts.tokenGeneration(account.id)).toBeUndefined();
    const mailTo = (email: string) => db.select({ to: mailOutbox.to }).from(mailOutbox).where(eq(mailOutbox.to, email)).all();
    expect([...mailTo(account.email), ...mailTo(other.email)]).toEqual([{ to: other.email }]);
  });
});
