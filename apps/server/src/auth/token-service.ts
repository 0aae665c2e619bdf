// Access tokens: short-lived HS256 JWTs carrying the account's public fields.
// Refresh tokens: opaque random strings, stored as SHA-256 hashes, rotated on
// every use; presenting a rotated (or revoked) one again revokes its family.
import { createHash, randomBytes, randomUUID } from 'node:crypto';

import { and, eq, isNull } from 'drizzle-orm';

import type { AppDatabase } from '../db/open-database.js';
import { refreshTokens, users, type UserRow } from '../db/schema.js';
import { AppError } from '../errors.js';
import { signJwt, verifyJwt } from './jwt.js';

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

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createTokenService(options: TokenServiceOptions) {
  const { db, secret, now } = options;

  function accessToken(user: UserRow): string {
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
    return signJwt(claims, secret);
  }

  function storeRefreshToken(userId: string, family: string): string {
    const token = randomBytes(32).toString('base64url');
    const at = now();
    db.insert(refreshTokens)
      .values({ id: randomUUID(), userId, tokenHash: hashToken(token), family, expiresAt: new Date(at + options.refreshTokenTtlSeconds * 1000), createdAt: new Date(at) })
      .run();
    return token;
  }

  return {
    /** A new pair in a new family (login, account creation, password change or reset). */
    issue(user: UserRow): TokenPair {
      return { accessToken: accessToken(user), refreshToken: storeRefreshToken(user.id, randomUUID()) };
    },

    /** Rotates a refresh token; reuse of a spent one revokes every token of its family. */
    refresh(token: string): TokenPair {
      // The transaction returns null instead of throwing, so that the family's revocation is kept (a throw rolls back).
      const pair = db.transaction((tx): TokenPair | null => {
        const row = tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(token))).get();
        if (!row) return null;
        const at = now();
        if (row.revokedAt !== null) {
          tx.update(refreshTokens)
            .set({ revokedAt: new Date(at) })
            .where(and(eq(refreshTokens.family, row.family), isNull(refreshTokens.revokedAt)))
            .run();
          return null;
        }
        if (row.expiresAt.getTime() <= at) return null;
        const user = tx.select().from(users).where(eq(users.id, row.userId)).get();
        if (!user) return null;
        tx.update(refreshTokens).set({ revokedAt: new Date(at) }).where(eq(refreshTokens.id, row.id)).run();
        return { accessToken: accessToken(user), refreshToken: storeRefreshToken(user.id, row.family) };
      });
      if (!pair) throw new AppError('UNAUTHORIZED', INVALID_REFRESH_TOKEN);
      return pair;
    },

    /** Revokes the family of one refresh token of this user; false when it is not theirs. */
    revokeFamilyOf(userId: string, token: string): boolean {
      const row = db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(token))).get();
      if (!row || row.userId !== userId) return false;
      db.update(refreshTokens)
        .set({ revokedAt: new Date(now()) })
        .where(and(eq(refreshTokens.family, row.family), isNull(refreshTokens.revokedAt)))
        .run();
      return true;
    },

    revokeAll(userId: string): void {
      db.update(refreshTokens)
        .set({ revokedAt: new Date(now()) })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
        .run();
    },

    /** Checks a bearer access token's signature, type and expiry (not whether the account still exists). */
    verifyAccess(token: string): AccessCheck {
      const result = verifyJwt(token, secret, Math.floor(now() / 1000));
      if (!result.ok) return { ok: false, message: result.reason === 'expired' ? EXPIRED_ACCESS_TOKEN : INVALID_ACCESS_TOKEN };
      const { type, id } = result.payload;
      if (type !== 'access' || typeof id !== 'string') return { ok: false, message: INVALID_ACCESS_TOKEN };
      return { ok: true, userId: id };
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
