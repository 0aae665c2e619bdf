// Accounts: the token signing key (refused when weak, required in
// production), token lifetimes and the rate limits of the auth routes.
import { z } from 'zod';

import { authSecretProblem } from './auth-secret.js';
import { DEFAULTS } from './defaults.js';
import { optionalText, wholeNumber, type VariablesOf } from './variable-readers.js';

export type AuthConfig = {
  /** HS256 key of the access tokens; null outside production: a random key per process (tokens die with a restart). */
  secret: string | null;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  resetTokenTtlSeconds: number;
  /** Fixed-window rate limits (see the README for what each counts); 0 turns a limit off. */
  rateLimitWindowSeconds: number;
  /** Failed logins per (account, client address); also failed current-password checks per account. */
  loginLimit: number;
  /** Failed logins per client address, whatever the account (RATE_LIMIT_LOGIN_ADDRESS). */
  loginAddressLimit: number;
  createLimit: number;
  resetLimit: number;
  /** POST /share/:segment per client address (SHARE_RATE_LIMIT); 0 off. */
  shareLimit: number;
};

/** The auth settings when no variable sets them (and no secret: one is generated per process). */
export const DEFAULT_AUTH_CONFIG: AuthConfig = {
  secret: null,
  accessTokenTtlSeconds: DEFAULTS.ACCESS_TOKEN_TTL_SECONDS,
  refreshTokenTtlSeconds: DEFAULTS.REFRESH_TOKEN_TTL_SECONDS,
  resetTokenTtlSeconds: DEFAULTS.RESET_TOKEN_TTL_SECONDS,
  rateLimitWindowSeconds: DEFAULTS.RATE_LIMIT_WINDOW_SECONDS,
  loginLimit: DEFAULTS.RATE_LIMIT_LOGIN,
  loginAddressLimit: DEFAULTS.RATE_LIMIT_LOGIN_ADDRESS,
  createLimit: DEFAULTS.RATE_LIMIT_CREATE,
  resetLimit: DEFAULTS.RATE_LIMIT_RESET,
  shareLimit: DEFAULTS.SHARE_RATE_LIMIT,
};

export const AUTH_VARIABLES = {
  NODE_ENV: optionalText,
  AUTH_SECRET: optionalText.transform((value, ctx) => {
    if (value === undefined) return null;
    const problem = authSecretProblem(value);
    if (problem === null) return value;
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }),
  ACCESS_TOKEN_TTL_SECONDS: wholeNumber('ACCESS_TOKEN_TTL_SECONDS', 10, 24 * 3600, DEFAULTS.ACCESS_TOKEN_TTL_SECONDS),
  REFRESH_TOKEN_TTL_SECONDS: wholeNumber('REFRESH_TOKEN_TTL_SECONDS', 60, 365 * 24 * 3600, DEFAULTS.REFRESH_TOKEN_TTL_SECONDS),
  RESET_TOKEN_TTL_SECONDS: wholeNumber('RESET_TOKEN_TTL_SECONDS', 60, 7 * 24 * 3600, DEFAULTS.RESET_TOKEN_TTL_SECONDS),
  RATE_LIMIT_WINDOW_SECONDS: wholeNumber('RATE_LIMIT_WINDOW_SECONDS', 1, 24 * 3600, DEFAULTS.RATE_LIMIT_WINDOW_SECONDS),
  RATE_LIMIT_LOGIN: wholeNumber('RATE_LIMIT_LOGIN', 0, 100_000, DEFAULTS.RATE_LIMIT_LOGIN),
  RATE_LIMIT_LOGIN_ADDRESS: wholeNumber('RATE_LIMIT_LOGIN_ADDRESS', 0, 100_000, DEFAULTS.RATE_LIMIT_LOGIN_ADDRESS),
  RATE_LIMIT_CREATE: wholeNumber('RATE_LIMIT_CREATE', 0, 100_000, DEFAULTS.RATE_LIMIT_CREATE),
  RATE_LIMIT_RESET: wholeNumber('RATE_LIMIT_RESET', 0, 100_000, DEFAULTS.RATE_LIMIT_RESET),
  SHARE_RATE_LIMIT: wholeNumber('SHARE_RATE_LIMIT', 0, 100_000, DEFAULTS.SHARE_RATE_LIMIT),
} satisfies z.ZodRawShape;

type AuthVariables = VariablesOf<typeof AUTH_VARIABLES>;

/** Production never runs on a per-process key: every restart would log everyone out. */
export function checkAuthVariables(vars: AuthVariables, ctx: z.RefinementCtx): void {
  if (vars.NODE_ENV === 'production' && vars.AUTH_SECRET === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['AUTH_SECRET'],
      message: 'AUTH_SECRET is required in production (NODE_ENV=production): set it to a random string of at least 32 characters.',
    });
  }
}

export function readAuthSettings(vars: AuthVariables): AuthConfig {
  return {
    secret: vars.AUTH_SECRET,
    accessTokenTtlSeconds: vars.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: vars.REFRESH_TOKEN_TTL_SECONDS,
    resetTokenTtlSeconds: vars.RESET_TOKEN_TTL_SECONDS,
    rateLimitWindowSeconds: vars.RATE_LIMIT_WINDOW_SECONDS,
    loginLimit: vars.RATE_LIMIT_LOGIN,
    loginAddressLimit: vars.RATE_LIMIT_LOGIN_ADDRESS,
    createLimit: vars.RATE_LIMIT_CREATE,
    resetLimit: vars.RATE_LIMIT_RESET,
    shareLimit: vars.SHARE_RATE_LIMIT,
  };
}
