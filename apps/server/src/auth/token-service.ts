// Access tokens: short-lived HS256 JWTs carrying the account's public fields,
// signed with a key derived from AUTH_SECRET, the account id and the account's
// token generation: raising the generation (logout, password change or reset)
// ends every access token of the account at once, without a new claim.
// Refresh tokens: opaque strings, stored as SHA-256 hashes, rotated on every
// use; presenting a rotated (or revoked) one again revokes its family, except
// within REFRESH_GRACE_MS of its rotation, when it answers the same successor
// again (two tabs refreshing at once must not log the user out).
// The rules live here; the AccountStore (db/stores.ts) runs their SQL.
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';

import type { Account, AccountStore, NewRefreshToken, RefreshLookup, RefreshStep } from '../db/stores.js';
import { AppError } from '../errors.js';
import { hmacKey, signJwt, verifyJwt, type JwtKey } from './jwt.js';

export type TokenPair = { accessToken: string; refreshToken: string };

/** The claims of an access token, exactly. */
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
  accounts: AccountStore;
  secret: string;
  /** Milliseconds since the epoch; tests pass their own clock. */
  now: () => number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
};

export type AccessCheck = { ok: true; userId: string } | { ok: false; message: string };

/**
 * Live refresh tokens (sessions) one account keeps: a new login past it revokes the oldest (a flood
 * of logins added a row each, without end). Far above a player's devices and browsers.
 */
export const MAX_LIVE_REFRESH_TOKENS = 20;

/** How long a rotated refresh token still answers its successor. */
export const REFRESH_GRACE_MS = 10_000;

const MAX_CACHED_KEYS = 10_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A refresh token's successor, before it is known whose and which family's it is. */
export type Successor = Omit<NewRefreshToken, 'userId' | 'family'>;

/**
 * The refresh rule, applied to what the store read in its transaction: a live token rotates to `successor`; a spent
 * one presented again answers its successor within REFRESH_GRACE_MS of its rotation (while that successor is live),
 * and otherwise revokes its whole family (a stolen token); expired tokens and deleted accounts are refused.
 */
export function decideRefresh({ token, successor, account }: RefreshLookup, at: number, next: Successor): RefreshStep {
  if (token.revokedAt !== null) {
    const inGrace = token.replacedBy === next.tokenHash && at - token.revokedAt.getTime() < REFRESH_GRACE_MS;
    const successorLive = successor !== undefined && successor.revokedAt === null && successor.expiresAt.getTime() > at;
    if (inGrace && successorLive && account) return { kind: 'answer', account };
    return { kind: 'revokeFamily', at: new Date(at) };
  }
  if (token.expiresAt.getTime() <= at || !account) return { kind: 'refuse' };
  return { kind: 'rotate', account, at: new Date(at), successor: { ...next, userId: token.userId, family: token.family } };
}

export function createTokenService(options: TokenServiceOptions) {
  const { accounts, secret, now } = options;
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

  /** Signs with the generation read now, not the row's: another request may have raised it since the row was read. */
  async function accessToken(account: Account): Promise<string> {
    const iat = Math.floor(now() / 1000);
    const claims: AccessTokenClaims = {
      username: account.username,
      email: account.email,
      productName: account.productName,
      subscriptionStatus: account.subscriptionStatus,
      periodEnd: account.periodEnd,
      cancelAt: account.cancelAt,
      id: account.id,
      iat,
      exp: iat + options.accessTokenTtlSeconds,
      type: 'access',
    };
    const generation = (await accounts.tokenGeneration(account.id)) ?? account.tokenGeneration;
    return signJwt(claims, await signingKey(account.id, generation));
  }

  /** The row of a refresh token issued now, before it is known whose and which family's it is. */
  function successorRow(token: string): Successor {
    const at = now();
    return { id: randomUUID(), tokenHash: hashToken(token), expiresAt: new Date(at + options.refreshTokenTtlSeconds * 1000), createdAt: new Date(at) };
  }

  /** A refresh token of a new family: the token, and its row once the store knows the account. */
  function newSession(): { refreshToken: string; row: (account: Account) => NewRefreshToken } {
    const refreshToken = randomBytes(32).toString('base64url');
    const row = successorRow(refreshToken);
    return { refreshToken, row: (account) => ({ ...row, userId: account.id, family: randomUUID() }) };
  }

  // The successor of a refresh token is derived from it, so that a second refresh in the grace window can answer the
  // same one again without the server keeping any token in the clear. Each token is rotated once, so each successor is new.
  const successorOf = (token: string) => createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url');

  return {
    /** A new pair in a new family (login, account creation, a subscription stored). */
    async issue(account: Account): Promise<TokenPair> {
      const session = newSession();
      await accounts.addRefreshToken(session.row(account), MAX_LIVE_REFRESH_TOKENS);
      return { accessToken: await accessToken(account), refreshToken: session.refreshToken };
    },

    /** For a store that writes the session in its own transaction (password change, reset): `signAccess` makes the access token after. */
    newSession,

    signAccess: accessToken,

    /** Rotates a refresh token; reuse of a spent one revokes every token of its family, after the grace window (decideRefresh). */
    async refresh(token: string): Promise<TokenPair> {
      const successor = successorOf(token);
      const next = successorRow(successor);
      const at = now();
      const account = await accounts.refresh(hashToken(token), (lookup) => decideRefresh(lookup, at, next));
      if (!account) throw new AppError('UNAUTHORIZED', INVALID_REFRESH_TOKEN);
      return { accessToken: await accessToken(account), refreshToken: successor };
    },

    /** Revokes the family of one refresh token of this user; false when it is not theirs. */
    revokeFamilyOf: (userId: string, token: string): Promise<boolean> => accounts.revokeFamilyOf(userId, hashToken(token), new Date(now())),

    /** Ends every access token of the account at once (logout). */
    endAccessTokens: (userId: string): Promise<void> => accounts.raiseTokenGeneration(userId),

    /** Revokes every refresh token of the account and ends its access tokens. */
    revokeAll: (userId: string): Promise<void> => accounts.revokeAll(userId, new Date(now())),

    /** Checks a bearer access token's signature (for the account's current generation: none once it is deleted), type and expiry. */
    async verifyAccess(token: string): Promise<AccessCheck> {
      const keyFor = async ({ id }: Record<string, unknown>) => {
        if (typeof id !== 'string') return undefined;
        const generation = await accounts.tokenGeneration(id);
        return generation === undefined ? undefined : signingKey(id, generation);
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
