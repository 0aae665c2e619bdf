// The server's storage, as the domain code sees it: small interfaces with one
// implementation per SQL dialect (sqlite/ for the embedded default, pg/ for
// PostgreSQL behind several instances). The rules (who may do what, which
// record wins) live in the domain code and the pure helpers it shares with the
// stores; a store only runs each step's SQL, in one transaction where a step
// says so. Several server processes may share one PostgreSQL database, so a
// step that reads and then writes locks what it read (SELECT ... FOR UPDATE) or
// writes conditionally: every guarantee below holds across instances.
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SQL } from 'drizzle-orm';

import type { GameSyncStore } from '../sync/game-sync-store.js';
import type { RosterSyncStore } from '../sync/roster-sync-store.js';
import type { SyncStore } from '../sync/sync-store.js';

/** An account row, in both dialects. Username and email are unique without regard to ASCII case. */
export type Account = {
  id: string;
  username: string;
  email: string;
  /** `scrypt$N$r$p$salt$hash` (auth/password-hash.ts). */
  passwordHash: string;
  productName: string | null;
  subscriptionStatus: string | null;
  /** Seconds since the epoch, as Stripe gives them. */
  periodEnd: number | null;
  cancelAt: number | null;
  stripeCustomerId: string | null;
  /** Raised by logout, password change and reset: access tokens are signed with a key derived from it. */
  tokenGeneration: number;
  createdAt: Date;
  updatedAt: Date;
};

export type NewAccount = Pick<Account, 'id' | 'username' | 'email' | 'passwordHash'> & { at: Date };

/** One issued refresh token; only its SHA-256 is kept. */
export type RefreshTokenRow = {
  id: string;
  userId: string;
  tokenHash: string;
  family: string;
  expiresAt: Date;
  revokedAt: Date | null;
  /** Set when the token was rotated (not revoked): the hash of its successor. */
  replacedBy: string | null;
  createdAt: Date;
};

export type NewRefreshToken = Omit<RefreshTokenRow, 'revokedAt' | 'replacedBy'>;

/** What a refresh step sees, read in its transaction (the token row locked). */
export type RefreshLookup = {
  token: RefreshTokenRow;
  /** The row `token.replacedBy` names, when it has one. */
  successor: RefreshTokenRow | undefined;
  /** The token's account. */
  account: Account | undefined;
};

/** What the token service decides from a RefreshLookup (auth/token-service.ts holds the rule). */
export type RefreshStep =
  /** Refuse, writing nothing. */
  | { kind: 'refuse' }
  /** A spent token presented again outside the grace window: revoke every live token of its family, then refuse. */
  | { kind: 'revokeFamily'; at: Date }
  /** Within the grace window: answer the account again, writing nothing. */
  | { kind: 'answer'; account: Account }
  /** Rotate: mark the token revoked and replaced by `successor.tokenHash`, store the successor, answer the account. */
  | { kind: 'rotate'; account: Account; at: Date; successor: NewRefreshToken };

export type PasswordResetRow = { tokenHash: string; userId: string; expiresAt: Date; usedAt: Date | null; createdAt: Date };

/**
 * Which account a password replacement writes to: a known id (password change), or the owner of a reset link still
 * unused and unexpired at `at`, checked again inside the transaction (another request may have used it meanwhile).
 */
export type PasswordTarget = { userId: string } | { resetTokenHash: string; at: Date };

export type PasswordReplacement = {
  target: PasswordTarget;
  passwordHash: string;
  at: Date;
  /** The refresh token of the session the replacement opens, for the account it wrote to. */
  session: (account: Account) => NewRefreshToken;
};

export type Mail = { to: string; subject: string; body: string };

export type AccountStore = {
  /** The account whose username or email is `name`, ASCII case ignored. */
  findByName(name: string): Promise<Account | undefined>;
  findById(id: string): Promise<Account | undefined>;
  /** The account's token generation; undefined once it is deleted. Asked on every authenticated request: one indexed read. */
  tokenGeneration(id: string): Promise<number | undefined>;
  /** Inserts the account unless its username or email is taken (ASCII case ignored); atomic, across instances too. */
  create(account: NewAccount): Promise<{ ok: true; account: Account } | { ok: false; taken: 'username' | 'email' }>;
  /** Ends every access token of the account at once. */
  raiseTokenGeneration(userId: string): Promise<void>;
  /**
   * One transaction: stores the token, then revokes the account's oldest live (unrevoked) tokens past `maxLive`, the
   * newest first by `createdAt`; unbounded without it. Concurrent calls for one account take turns (across instances).
   */
  addRefreshToken(token: NewRefreshToken, maxLive?: number): Promise<void>;
  /** One transaction: reads the token by hash (none: null) and what `decide` needs, applies its step, and answers the account (null when refused). */
  refresh(tokenHash: string, decide: (lookup: RefreshLookup) => RefreshStep): Promise<Account | null>;
  /** Revokes the live tokens of the family of one refresh token of this user; false when the token is not theirs. */
  revokeFamilyOf(userId: string, tokenHash: string, at: Date): Promise<boolean>;
  /** One transaction: raises the token generation and revokes every live refresh token of the account. */
  revokeAll(userId: string, at: Date): Promise<void>;
  addPasswordReset(reset: Omit<PasswordResetRow, 'usedAt'>): Promise<void>;
  findPasswordReset(tokenHash: string): Promise<PasswordResetRow | undefined>;
  /**
   * One transaction: writes the new hash to the target account (none, or a spent link: null, nothing written), spends
   * its reset links, deletes the outbox mails to it, raises its token generation, revokes its refresh tokens and
   * stores the new session's token. Answers the account as written.
   */
  replacePassword(replacement: PasswordReplacement): Promise<Account | null>;
  /** One transaction: the account (its tokens, resets and records go with it) and the outbox mails to its email. */
  deleteAccount(userId: string): Promise<void>;
  /** The mail_outbox table: where mail goes without SMTP. */
  queueMail(mail: Mail, at: Date): Promise<void>;
};

/** The Stripe columns of an account. */
export type SubscriptionFields = {
  stripeCustomerId: string;
  subscriptionStatus: string;
  productName: string | null;
  periodEnd: number | null;
  cancelAt: number | null;
};

/** What a Stripe webhook event does to accounts, applied in the transaction that records the event. */
export type SubscriptionChange =
  /** customer.subscription.*: every account of that customer. */
  | { kind: 'byCustomer'; fields: SubscriptionFields }
  /** checkout.session.completed: the account that started the session, unless the customer is another account's. */
  | { kind: 'byAccount'; userId: string; fields: SubscriptionFields };

export type BillingStore = {
  /** One transaction: the subscription onto the account; 'customer-taken' when the customer is another account's; undefined when the account is gone. */
  storeSubscription(userId: string, fields: SubscriptionFields, at: Date): Promise<Account | 'customer-taken' | undefined>;
  /** The account's Stripe customer (null: none yet; undefined: no account). */
  customerOf(userId: string): Promise<string | null | undefined>;
  /** The account's subscription status; asked on every list sync when a subscription is required. */
  subscriptionStatus(userId: string): Promise<string | null | undefined>;
  /** Whether a webhook event was recorded already. */
  eventSeen(eventId: string): Promise<boolean>;
  /**
   * One transaction: records the event unless it is recorded already ('duplicate': nothing applied; two instances
   * given the same event apply it once), then applies the change. 'ignored' when a byAccount change names a
   * customer another account holds.
   */
  recordEvent(event: { id: string; type: string }, change: SubscriptionChange | null, at: Date): Promise<'applied' | 'ignored' | 'duplicate'>;
};

export type ShareStore = {
  /** The code of a segment: the stored one, else a new one from `newCode` (retried on a taken code). Same segment, same code, across instances. */
  codeFor(segment: string, segmentHash: string, newCode: () => string, at: Date): Promise<string>;
  segmentOf(code: string): Promise<string | undefined>;
};

/** BCP login states already used (routes/bcp.ts): each state is good once, whichever instance BCP sends the player back to. */
export type BcpStateStore = {
  /** Records the state's nonce as spent, kept until `expiresAt`: true the first time, false ever after; atomic, across instances too. */
  spend(nonce: string, expiresAt: Date): Promise<boolean>;
};

export type PurgeOptions = {
  /** How long a reset link lives: outbox mails older than that carry a dead link. */
  resetTokenTtlMs: number;
  /** How long a soft-deleted list, folder, game or roster is kept. */
  tombstoneMs: number;
};

export type PurgeCounts = {
  passwordResets: number;
  outboxMails: number;
  refreshTokens: number;
  lists: number;
  folders: number;
  games: number;
  rosters: number;
  bcpStates: number;
};

export type MaintenanceStore = {
  /**
   * One transaction: spent or expired reset links and their mails, expired refresh tokens, tombstones past their time
   * (db/purge rules), and spent BCP states past their `expiresAt`.
   */
  purge(now: number, options: PurgeOptions): Promise<PurgeCounts>;
  /** Runs a read-only query (GET /health's `select 1`, tests' checks) and answers its rows. */
  rows<T extends Record<string, unknown>>(query: SQL): Promise<T[]>;
};

export type Dialect = 'sqlite' | 'postgres';

export type Stores = {
  dialect: Dialect;
  accounts: AccountStore;
  billing: BillingStore;
  share: ShareStore;
  bcpStates: BcpStateStore;
  sync: SyncStore;
  /** The games at the table, synced like lists. */
  games: GameSyncStore;
  /** The Path to Glory rosters, synced like lists. */
  rosters: RosterSyncStore;
  maintenance: MaintenanceStore;
  /**
   * Where @fastify/rate-limit counts: null for its in-memory store (one process: SQLite), a table every instance
   * shares on PostgreSQL. Each limit names its keys (auth/rate-limits.ts), so one store serves them all.
   */
  rateLimitStore: FastifyRateLimitStoreCtor | null;
  /** Closes the connection (SQLite file or PostgreSQL pool). */
  close(): Promise<void>;
};
