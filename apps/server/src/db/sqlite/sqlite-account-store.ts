// The AccountStore on SQLite: accounts, refresh tokens, reset links and the
// mail outbox. Each step that reads and then writes runs in one write
// transaction (transaction.ts).
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';

import type { AppDatabase } from '../open-database.js';
import { mailOutbox, passwordResets, refreshTokens, users } from '../schema.js';
import type { AccountStore, PasswordTarget } from '../stores.js';
import { inWriteTransaction, type SqliteTransaction } from './transaction.js';

type Reader = Pick<SqliteTransaction, 'select'>;

const findAccount = (tx: Reader, id: string) => tx.select().from(users).where(eq(users.id, id)).get();
const findToken = (tx: Reader, tokenHash: string) => tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).get();

function revokeFamily(tx: SqliteTransaction, family: string, at: Date): void {
  tx.update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)))
    .run();
}

function revokeLiveTokens(tx: SqliteTransaction, userId: string, at: Date): void {
  tx.update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .run();
}

function raiseGeneration(tx: Pick<SqliteTransaction, 'update'>, userId: string): void {
  tx.update(users)
    .set({ tokenGeneration: sql`${users.tokenGeneration} + 1` })
    .where(eq(users.id, userId))
    .run();
}

/** The account a password replacement writes to: the given one, or the owner of a reset link still usable at `at`. */
function targetAccount(tx: Reader, target: PasswordTarget): string | undefined {
  if ('userId' in target) return target.userId;
  const reset = tx.select().from(passwordResets).where(eq(passwordResets.tokenHash, target.resetTokenHash)).get();
  return reset && reset.usedAt === null && reset.expiresAt.getTime() > target.at.getTime() ? reset.userId : undefined;
}

export function createSqliteAccountStore(db: AppDatabase): AccountStore {
  // Asked on every authenticated request: prepared once.
  const generationQuery = db
    .select({ generation: users.tokenGeneration })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare();

  return {
    // `username` and `email` are COLLATE NOCASE: these comparisons ignore ASCII case.
    findByName: async (name) =>
      db
        .select()
        .from(users)
        .where(or(eq(users.username, name), eq(users.email, name)))
        .get(),

    findById: async (id) => findAccount(db, id),

    tokenGeneration: async (id) => generationQuery.get({ id })?.generation,

    create: async ({ at, ...account }) =>
      inWriteTransaction(db, (tx) => {
        const taken = (column: typeof users.username | typeof users.email, value: string) =>
          tx.select({ id: users.id }).from(users).where(eq(column, value)).get() !== undefined;
        if (taken(users.username, account.username)) return { ok: false, taken: 'username' } as const;
        if (taken(users.email, account.email)) return { ok: false, taken: 'email' } as const;
        const created = tx
          .insert(users)
          .values({ ...account, createdAt: at, updatedAt: at })
          .returning()
          .get();
        return { ok: true, account: created } as const;
      }),

    raiseTokenGeneration: async (userId) => raiseGeneration(db, userId),

    addRefreshToken: async (token, maxLive) =>
      inWriteTransaction(db, (tx) => {
        tx.insert(refreshTokens).values(token).run();
        if (maxLive === undefined) return;
        const live = tx
          .select({ id: refreshTokens.id })
          .from(refreshTokens)
          .where(and(eq(refreshTokens.userId, token.userId), isNull(refreshTokens.revokedAt)))
          .orderBy(desc(refreshTokens.createdAt), desc(refreshTokens.id))
          .all();
        const past = live.slice(maxLive).map((row) => row.id);
        if (past.length > 0) tx.update(refreshTokens).set({ revokedAt: token.createdAt }).where(inArray(refreshTokens.id, past)).run();
      }),

    refresh: async (tokenHash, decide) =>
      inWriteTransaction(db, (tx) => {
        const token = findToken(tx, tokenHash);
        if (!token) return null;
        const successor = token.replacedBy === null ? undefined : findToken(tx, token.replacedBy);
        const step = decide({ token, successor, account: findAccount(tx, token.userId) });
        switch (step.kind) {
          case 'refuse':
            return null;
          case 'revokeFamily':
            revokeFamily(tx, token.family, step.at);
            return null;
          case 'answer':
            return step.account;
          case 'rotate':
            tx.update(refreshTokens).set({ revokedAt: step.at, replacedBy: step.successor.tokenHash }).where(eq(refreshTokens.id, token.id)).run();
            tx.insert(refreshTokens).values(step.successor).run();
            return step.account;
        }
      }),

    revokeFamilyOf: async (userId, tokenHash, at) =>
      inWriteTransaction(db, (tx) => {
        const token = findToken(tx, tokenHash);
        if (token?.userId !== userId) return false;
        revokeFamily(tx, token.family, at);
        return true;
      }),

    revokeAll: async (userId, at) =>
      inWriteTransaction(db, (tx) => {
        raiseGeneration(tx, userId);
        revokeLiveTokens(tx, userId, at);
      }),

    addPasswordReset: async (reset) => {
      db.insert(passwordResets).values(reset).run();
    },

    findPasswordReset: async (tokenHash) => db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).get(),

    replacePassword: async ({ target, passwordHash, at, session }) =>
      inWriteTransaction(db, (tx) => {
        const userId = targetAccount(tx, target);
        if (userId === undefined) return null;
        const changed = tx
          .update(users)
          .set({ passwordHash, updatedAt: at, tokenGeneration: sql`${users.tokenGeneration} + 1` })
          .where(eq(users.id, userId))
          .returning()
          .get();
        if (!changed) return null;
        tx.update(passwordResets)
          .set({ usedAt: at })
          .where(and(eq(passwordResets.userId, changed.id), isNull(passwordResets.usedAt)))
          .run();
        // The mails carrying those links are spent too.
        tx.delete(mailOutbox).where(eq(mailOutbox.to, changed.email)).run();
        revokeLiveTokens(tx, changed.id, at);
        tx.insert(refreshTokens).values(session(changed)).run();
        return changed;
      }),

    deleteAccount: async (userId) =>
      inWriteTransaction(db, (tx) => {
        // Refresh tokens, reset links and synced records go with the account (ON DELETE CASCADE).
        const deleted = tx.delete(users).where(eq(users.id, userId)).returning({ email: users.email }).get();
        if (deleted) tx.delete(mailOutbox).where(eq(mailOutbox.to, deleted.email)).run();
      }),

    queueMail: async (mail, at) => {
      db.insert(mailOutbox)
        .values({ ...mail, createdAt: at })
        .run();
    },
  };
}
