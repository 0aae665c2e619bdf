import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Accounts. `username` and `email` are unique without regard to ASCII case
 * (`COLLATE NOCASE` in the migration), so comparisons in queries ignore case too.
 * The subscription fields stay null until Stripe fills them (routes/billing.ts).
 */
export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  username: text('username').notNull(),
  email: text('email').notNull(),
  /** `scrypt$N$r$p$salt$hash` (see auth/password-hash.ts). */
  passwordHash: text('password_hash').notNull(),
  productName: text('product_name'),
  subscriptionStatus: text('subscription_status'),
  /** Seconds since the epoch, as Stripe gives them. */
  periodEnd: integer('period_end'),
  cancelAt: integer('cancel_at'),
  /** The Stripe customer (`cus_...`) of the account's subscription; set by POST /stripe/session-complete or the webhook. */
  stripeCustomerId: text('stripe_customer_id'),
  /** Raised by logout, password change and reset; access tokens are signed with a key derived from it (auth/token-service.ts). */
  tokenGeneration: integer('token_generation').notNull().default(0),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

/** One row per refresh token ever issued; only the SHA-256 of the token is kept. */
export const refreshTokens = sqliteTable('refresh_tokens', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  /** Every token rotated from one login shares its family; reusing a rotated token revokes the family. */
  family: text('family').notNull(),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
  /** Set when the token was rotated (not revoked): the hash of its successor (auth/token-service.ts, the grace window). */
  replacedBy: text('replaced_by'),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
});

export const passwordResets = sqliteTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  usedAt: integer('used_at', { mode: 'timestamp_ms' }),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
});

/** Mail the server would send; without SMTP this table is the outbox an operator reads. */
export const mailOutbox = sqliteTable('mail_outbox', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type MailRow = typeof mailOutbox.$inferSelect;
