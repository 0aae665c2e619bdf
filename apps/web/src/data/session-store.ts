// The account session kept on this device (keys for the access
// token and the refresh token), validated on read like every stored value.
import { z } from 'zod/mini';

export const ACCESS_TOKEN_KEY = 'scrolldex-access-token';
export const REFRESH_TOKEN_KEY = 'scrolldex-refresh-token';

/**
 * A stored token is a non-empty string; anything else under the key reads as no token. Built on first use (z.lazy):
 * the app's first bundle imports it, and only a device that holds a token checks one.
 */
export const StoredTokenSchema = z.lazy(() => z.nullable(z.string().check(z.minLength(1), z.maxLength(8192))));

export type SessionTokens = { accessToken: string | null; refreshToken: string | null };

/** Where the client reads and writes its tokens; the app binds it to the session atoms (state/session). */
export type TokenStorage = {
  read: () => SessionTokens;
  write: (tokens: SessionTokens) => void;
};
