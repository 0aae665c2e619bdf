import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The PostgreSQL twin of db/tables/accounts.ts: the same columns and meaning. Times are `timestamptz`; Stripe's
// seconds are `bigint`. Username and email are unique without regard to case through indexes on lower(...), which
// the queries compare against (SQLite does the same with COLLATE NOCASE).

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    productName: text('product_name'),
    subscriptionStatus: text('subscription_status'),
    periodEnd: bigint('period_end', { mode: 'number' }),
    cancelAt: bigint('cancel_at', { mode: 'number' }),
    stripeCustomerId: text('stripe_customer_id'),
    tokenGeneration: integer('token_generation').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    uniqueIndex('users_username_lower').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower').on(sql`lower(${table.email})`),
    uniqueIndex('users_stripe_customer_id_unique').on(table.stripeCustomerId),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    family: text('family').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
    replacedBy: text('replaced_by'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [index('refresh_tokens_user_idx').on(table.userId), index('refresh_tokens_family_idx').on(table.family)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [index('password_resets_user_idx').on(table.userId)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [index('mail_outbox_to_idx').on(table.to)],
);
