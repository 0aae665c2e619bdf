// The AccountStore on PostgreSQL. Several instances share the database, so
// every step that reads and then writes locks what it read (a refresh token, a
// reset link), and an account's unique names are left to the unique indexes on
// lower(username) and lower(email): the insert that loses a race is refused by
// the database, not by a check that another instance may pass at the same time.
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';

import type { Account, AccountStore, NewRefreshToken, PasswordTarget } from '../stores.js';
import type { PgAppDatabase } from './open-pg-database.js';
import { mailOutbox, passwordResets, refreshTokens, users } from './schema.js';

type Transaction = Parameters<Parameters<PgAppDatabase['transaction']>[0]>[0];
type Executor = PgAppDatabase | Transaction;

/** The constraint a statement broke when it was a unique violation (23505). */
function uniqueViolation(error: unknown): string | undefined {
  const cause = error instanceof DrizzleQueryError ? error.cause : error;
  return cause instanceof pg.DatabaseError && cause.code === '23505' ? cause.constraint : undefined;
}

const sameName = (column: typeof users.username | typeof users.email, name: string) => sql`lower(${column}) = lower(${name})`;

async function accountById(db: Executor, id: string): Promise<Account | undefined> {
  const [account] = await db.select().from(users).where(eq(users.id, id));
  return account;
}

async function refreshTokenByHash(db: Executor, tokenHash: string) {
  const [token] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return token;
}

function revokeLiveTokens(db: Executor, scope: { family: string } | { userId: string }, at: Date) {
  const owner = 'family' in scope ? eq(refreshTokens.family, scope.family) : eq(refreshTokens.userId, scope.userId);
  return db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(owner, isNull(refreshTokens.revokedAt)));
}

function addRefreshToken(db: Executor, token: NewRefreshToken) {
  return db.insert(refreshTokens).values(token);
}

/** The account a password replacement writes to: a reset link is locked and checked again here. */
async function targetAccountId(tx: Transaction, target: PasswordTarget): Promise<string | undefined> {
  if ('userId' in target) return target.userId;
  const [reset] = await tx.select().from(passwordResets).where(eq(passwordResets.tokenHash, target.resetTokenHash)).for('update');
  return reset && reset.usedAt === null && reset.expiresAt.getTime() > target.at.getTime() ? reset.userId : undefined;
}

export function createPgAccountStore(db: PgAppDatabase): AccountStore {
  // Asked on every authenticated request: prepared once per pooled connection.
  const generationQuery = db
    .select({ generation: users.tokenGeneration })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('account_token_generation');

  return {
    async findByName(name) {
      const [account] = await db
        .select()
        .from(users)
        .where(or(sameName(users.username, name), sameName(users.email, name)))
        .limit(1);
      return account;
    },

    findById: (id) => accountById(db, id),

    async tokenGeneration(id) {
      const [row] = await generationQuery.execute({ id });
      return row?.generation;
    },

    async create({ at, ...fields }) {
      try {
        const [account] = await db
          .insert(users)
          .values({ ...fields, createdAt: at, updatedAt: at })
          .returning();
        return { ok: true, account: account! };
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint !== 'users_username_lower' && constraint !== 'users_email_lower') throw error;
        // Both may be taken, and the database reports whichever index it checked first: the username is answered first.
        const [holder] = await db.select({ id: users.id }).from(users).where(sameName(users.username, fields.username));
        return { ok: false, taken: holder || constraint === 'users_username_lower' ? 'username' : 'email' };
      }
    },

    async raiseTokenGeneration(userId) {
      await db
        .update(users)
        .set({ tokenGeneration: sql`${users.tokenGeneration} + 1` })
        .where(eq(users.id, userId));
    },

    async addRefreshToken(token, maxLive) {
      if (maxLive === undefined) {
        await addRefreshToken(db, token);
        return;
      }
      await db.transaction(async (tx) => {
        // Concurrent logins of one account take turns, whichever instance runs them, on a lock of their own: the
        // account's row lock is the turn of its syncs (db/pg/pg-sync-store.ts), which a login need not wait for.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`refresh-tokens:${token.userId}`}, 0))`);
        await addRefreshToken(tx, token);
        const live = await tx
          .select({ id: refreshTokens.id })
          .from(refreshTokens)
          .where(and(eq(refreshTokens.userId, token.userId), isNull(refreshTokens.revokedAt)))
          .orderBy(desc(refreshTokens.createdAt), desc(refreshTokens.id));
        const past = live.slice(maxLive).map((row) => row.id);
        if (past.length > 0) await tx.update(refreshTokens).set({ revokedAt: token.createdAt }).where(inArray(refreshTokens.id, past));
      });
    },

    refresh(tokenHash, decide) {
      return db.transaction(async (tx) => {
        // Locked: another instance rotating the same token waits here, then reads it rotated (the grace rule answers).
        const [token] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).for('update');
        if (!token) return null;
        const successor = token.replacedBy === null ? undefined : await refreshTokenByHash(tx, token.replacedBy);
        const step = decide({ token, successor, account: await accountById(tx, token.userId) });
        switch (step.kind) {
          case 'refuse':
            return null;
          case 'revokeFamily':
            await revokeLiveTokens(tx, { family: token.family }, step.at);
            return null;
          case 'answer':
            return step.account;
          case 'rotate':
            await tx.update(refreshTokens).set({ revokedAt: step.at, replacedBy: step.successor.tokenHash }).where(eq(refreshTokens.id, token.id));
            await addRefreshToken(tx, step.successor);
            return step.account;
        }
      });
    },

    async revokeFamilyOf(userId, tokenHash, at) {
      const token = await refreshTokenByHash(db, tokenHash);
      if (!token || token.userId !== userId) return false;
      await revokeLiveTokens(db, { family: token.family }, at);
      return true;
    },

    async revokeAll(userId, at) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ tokenGeneration: sql`${users.tokenGeneration} + 1` })
          .where(eq(users.id, userId));
        await revokeLiveTokens(tx, { userId }, at);
      });
    },

    async addPasswordReset(reset) {
      await db.insert(passwordResets).values(reset);
    },

    async findPasswordReset(tokenHash) {
      const [reset] = await db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash));
      return reset;
    },

    replacePassword({ target, passwordHash, at, session }) {
      return db.transaction(async (tx) => {
        const userId = await targetAccountId(tx, target);
        if (userId === undefined) return null;
        const [account] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: at, tokenGeneration: sql`${users.tokenGeneration} + 1` })
          .where(eq(users.id, userId))
          .returning();
        if (!account) return null;
        await tx
          .update(passwordResets)
          .set({ usedAt: at })
          .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
        // The mails carrying those links are spent too.
        await tx.delete(mailOutbox).where(eq(mailOutbox.to, account.email));
        await revokeLiveTokens(tx, { userId }, at);
        await addRefreshToken(tx, session(account));
        return account;
      });
    },

    async deleteAccount(userId) {
      await db.transaction(async (tx) => {
        // Refresh tokens, reset links and records go with the account (ON DELETE CASCADE).
        const [deleted] = await tx.delete(users).where(eq(users.id, userId)).returning({ email: users.email });
        if (deleted) await tx.delete(mailOutbox).where(eq(mailOutbox.to, deleted.email));
      });
    },

    async queueMail(mail, at) {
      await db.insert(mailOutbox).values({ ...mail, createdAt: at });
    },
  };
}
