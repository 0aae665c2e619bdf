// Access tokens: short-lived HS256 JWTs carrying the account's public fields,
// signed with a key derived from AUTH_SECRET, the account id and the account's
// token generation: raising the generation (logout, password change or reset)
// ends every access token of the account at once, without a new claim.
// Refresh tokens: opaque strings, stored as SHA-256 hashes, rotated on every
// use; presenting a rotated (or revoked) one again revokes its family, except
// within REFRESH_GRACE_MS of its rotation, when it answers the same successor
// again (two tabs refreshing at once must not log the user out).
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';

import { and, eq, isNull, sql } from 'drizzle-orm';

import type { AppDatabase } from '../db/open-database.js';
import { refreshTokens, users, type UserRow } from '../db/schema.js';
import { AppError } from '../errors.js';
import { hmacKey, signJwt, verifyJwt, type JwtKey } from './jwt.js';

export type TokenPair = { accessToken: string; refreshToken: string };

/** The claims of an access token, exactly (companion §3). */
export type AccessTokenClaims = {
  username: string;
  email: string;
  productName: string | null;
  subscriptionStatus: string | null;
  periodEnd: number | null;
  cancelAt: number | null;
  id: string;
  iat: number;
  exp: number;
  type: 'access';
};

export const INVALID_ACCESS_TOKEN = 'Missing or invalid access token.';
export const EXPIRED_ACCESS_TOKEN = 'The access token has expired. Refresh it and try again.';
export const INVALID_REFRESH_TOKEN = 'The refresh token is invalid, expired or revoked. Please log in again.';

export type TokenServiceOptions = {
  db: AppDatabase;
  secret: string;
  /** Milliseconds since the epoch; tests pass their own clock. */
  now: () => number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
};

export type AccessCheck = { ok: true; userId: string } | { ok: false; message: string };

/** How long a rotated refresh token still answers its successor. */
export const REFRESH_GRACE_MS = 10_000;

const MAX_CACHED_KEYS = 10_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createTokenService(options: TokenServiceOptions) {
  const { db, secret, now } = options;
  // Every authenticated request asks this (it also tells that the account still exists): prepared once, and the
  // only query of the check, as the account lookup it replaces was (bench/sync-load.bench.ts).
  const generationQuery = db
    .select({ generation: users.tokenGeneration })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare();
  const generationOf = (userId: string) => generationQuery.get({ id: userId })?.generation;
  // Derived keys are cached (an HMAC and a key import per request would double the check's cost); a raised
  // generation is a new entry.
  const keys = new Map<string, Promise<JwtKey>>();
  const signingKey = (userId: string, generation: number) => {
    const entry = `${userId}:${generation}`;
    let key = keys.get(entry);
    if (key === undefined) {
      if (keys.size >= MAX_CACHED_KEYS) keys.clear();
      key = hmacKey(createHmac('sha256', secret).update(`access:${entry}`).digest('base64url'));
      keys.set(entry, key);
    }
    return key;
  };

  /** Ends every access token of the account at once (logout, password change, reset). */
  function endAccessTokens(userId: string): void {
    db.update(users)
      .set({ tokenGeneration: sql`${users.tokenGeneration} + 1` })
      .where(eq(users.id, userId))
      .run();
  }

  /** Reads the generation now (synchronously, so inside a caller's transaction), signs after. */
  function accessToken(user: UserRow): Promise<string> {
    const iat = Math.floor(now() / 1000);
    const claims: AccessTokenClaims = {
      username: user.username,
      email: user.email,
      productName: user.productName,
      subscriptionStatus: user.subscriptionStatus,
      periodEnd: user.periodEnd,
      cancelAt: user.cancelAt,
      id: user.id,
      iat,
      exp: iat + options.accessTokenTtlSeconds,
      type: 'access',
    };
    // Read now, not from the row: the caller may have just raised it (a password change issues after revoking).
    const key = signingKey(user.id, generationOf(user.id) ?? user.tokenGeneration);
    return key.then((ready) => signJwt(claims, ready));
  }

  function storeRefreshToken(userId: string, family: string, token = randomBytes(32).toString('base64url')): string {
    const at = now();
    db.insert(refreshTokens)
      .values({
        id: randomUUID(),
        userId,
        tokenHash: hashToken(token),
        family,
        expiresAt: new Date(at + options.refreshTokenTtlSeconds * 1000),
        createdAt: new Date(at),
      })
      .run();
    return token;
  }

  // The successor of a refresh token is derived from it, so that a second refresh in the grace window can answer the
  // same one again without the server keeping any token in the clear. Each token is rotated once, so each successor is new.
  const successorOf = (token: string) => createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url');

  return {
    /** A new pair in a new family (login, account creation, password change or reset). */
    async issue(user: UserRow): Promise<TokenPair> {
      const refreshToken = storeRefreshToken(user.id, randomUUID());
      return { accessToken: await accessToken(user), refreshToken };
    },

    /**
     * The synchronous half of `issue`, for a caller's transaction: stores the
     * refresh token of a new family; `signAccess` makes the access token after.
     */
    openSession(user: UserRow): string {
      return storeRefreshToken(user.id, randomUUID());
    },

    signAccess: accessToken,

    /** Rotates a refresh token; reuse of a spent one revokes every token of its family, after the grace window. */
    async refresh(token: string): Promise<TokenPair> {
      // The transaction returns null instead of throwing, so that the family's revocation is kept (a throw rolls back).
      const rotated = db.transaction((tx): { user: UserRow; refreshToken: string } | null => {
        const row = tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashToken(token)))
          .get();
        if (!row) return null;
        const at = now();
        const successor = successorOf(token);
        if (row.revokedAt !== null) {
          if (row.replacedBy === hashToken(successor) && at - row.revokedAt.getTime() < REFRESH_GRACE_MS) {
            const next = tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, row.replacedBy)).get();
            const user = tx.select().from(users).where(eq(users.id, row.userId)).get();
            if (next && next.revokedAt === null && next.expiresAt.getTime() > at && user) return { user, refreshToken: successor };
          }
          tx.update(refreshTokens)
            .set({ revokedAt: new Date(at) })
            .where(and(eq(refreshTokens.family, row.family), isNull(refreshTokens.revokedAt)))
            .run();
          return null;
        }
        if (row.expiresAt.getTime() <= at) return null;
        const user = tx.select().from(users).where(eq(users.id, row.userId)).get();
        if (!user) return null;
        tx.update(refreshTokens)
          .set({ revokedAt: new Date(at), replacedBy: hashToken(successor) })
          .where(eq(refreshTokens.id, row.id))
          .run();
        return { user, refreshToken: storeRefreshToken(user.id, row.family, successor) };
      });
      if (!rotated) throw new AppError('UNAUTHORIZED', INVALID_REFRESH_TOKEN);
      return { accessToken: await accessToken(rotated.user), refreshToken: rotated.refreshToken };
    },

    /** Revokes the family of one refresh token of this user; false when it is not theirs. */
    revokeFamilyOf(userId: string, token: string): boolean {
      const row = db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)))
        .get();
      if (!row || row.userId !== userId) return false;
      db.update(refreshTokens)
        .set({ revokedAt: new Date(now()) })
        .where(and(eq(refreshTokens.family, row.family), isNull(refreshTokens.revokedAt)))
        .run();
      return true;
    },

    endAccessTokens,

    /** Revokes every refresh token of the account and ends its access tokens. */
    revokeAll(userId: string): void {
      endAccessTokens(userId);
      db.update(refreshTokens)
        .set({ revokedAt: new Date(now()) })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
        .run();
    },

    /** Checks a bearer access token's signature (for the account's current generation: none once it is deleted), type and expiry. */
    async verifyAccess(token: string): Promise<AccessCheck> {
      const keyFor = ({ id }: Record<string, unknown>) => {
        const generation = typeof id === 'string' ? generationOf(id) : undefined;
        return generation === undefined ? undefined : signingKey(id as string, generation);
      };
      const result = await verifyJwt(token, keyFor, Math.floor(now() / 1000));
      if (!result.ok) return { ok: false, message: result.reason === 'expired' ? EXPIRED_ACCESS_TOKEN : INVALID_ACCESS_TOKEN };
      const { type, id } = result.payload;
      if (type !== 'access' || typeof id !== 'string') return { ok: false, message: INVALID_ACCESS_TOKEN };
      return { ok: true, userId: id };
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
