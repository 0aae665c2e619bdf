// The only module that reads process.env: every setting is parsed here, once,
// into a typed Config, and a bad value stops the start with a message naming
// the variable.
import { isAbsolute, join, resolve } from 'node:path';

import { isRemoteLocation, resolveGameDataRepo } from '@scrolldex/bsdata/node';
import type { Result } from '@scrolldex/rules';
import { z } from 'zod';

import type { SmtpConfig } from './auth/smtp-transport.js';
import { loadDotEnvFile } from './dot-env.js';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.js';
import { findProjectRoot } from './project-root.js';
import { PACKAGE_VERSION } from './version.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type Config = {
  port: number;
  host: string;
  /** Absolute path of the SQLite file, or ':memory:'. */
  databasePath: string;
  /** Absolute path or URL of the BSData git repository. */
  gameDataRepo: string;
  /** Why that repository: set by GAME_DATA_REPO, the shared folder beside the project, or the public one. */
  gameDataRepoSource: 'env' | 'shared-folder' | 'public';
  /** Clones of remote repositories and converted data, by commit. */
  gameDataCacheDir: string;
  /** How often a cloned repository is fetched; 0 never. Local repositories are read in place. */
  gameDataRefreshSeconds: number;
  /** Days a soft-deleted list or folder is kept before it is purged (db/purge.ts). */
  tombstoneDays: number;
  faqPath: string | null;
  /** The built web app to serve at /, when it exists. */
  webDistDir: string | null;
  /** Origin of the web app when it is served elsewhere (CORS is allowed for it). */
  uiUrl: string | null;
  /** Public address of this API when it differs from the web app's origin. */
  apiUrl: string | null;
  serverVersion: string;
  bodyLimitBytes: number;
  logLevel: LogLevel;
  /** Fastify's trustProxy: which X-Forwarded-For hops to believe (README 'TRUST_PROXY'). */
  trustProxy: TrustProxy;
  auth: AuthConfig;
  stripe: StripeConfig;
  /** Best Coast Pairings; absent or null: the /bcp routes answer 503. */
  bcp?: BcpConfig | null;
  /** SMTP for outgoing mail; absent or null: mail goes to the mail_outbox table. */
  smtp?: SmtpConfig | null;
  /** What GET /config tells the web app besides the addresses and version above. */
  webApp: WebAppConfig;
};

/** Run-time settings of the web app (GET /config); none of them is a secret. */
export type WebAppConfig = {
  /** DEV_MODE_PASSWORD_HASH: lower-case hex SHA-256 of the developer-mode password; null: developer mode cannot be turned on. */
  devModePasswordHash: string | null;
  /** DEV_HOST: the host whose subdomains the dev_variant cookie names. */
  devHost: string | null;
  /** DEV_VARIANTS: the subdomains a dev_variant cookie may name. */
  devVariants: string[];
  /** REPORT_ERROR_URL: the feedback form's URL template, as written. */
  reportErrorUrl: string | null;
  /** DONOR_NAMES: names for the supporter banner; empty hides it. */
  donors: string[];
  /** STRIPE_PRICING_TABLE_KEY and STRIPE_PRICING_TABLE_ID, together. */
  stripePricingTable: { publishableKey: string; pricingTableId: string } | null;
};

export const DEFAULT_WEB_APP_CONFIG: WebAppConfig = {
  devModePasswordHash: null,
  devHost: null,
  devVariants: [],
  reportErrorUrl: null,
  donors: [],
  stripePricingTable: null,
};

/** Accounts: token signing, lifetimes and the rate limits of the auth routes. */
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

/** Subscriptions through Stripe; without a secret key the /stripe routes answer 503 and sync stays free. */
export type StripeConfig = {
  /** STRIPE_SECRET_KEY; null: Stripe is not configured. */
  secretKey: string | null;
  /** STRIPE_WEBHOOK_SECRET (`whsec_...`); null: POST /stripe/webhook answers 503. */
  webhookSecret: string | null;
  /** Where the SDK sends its requests; null: Stripe's own (api.stripe.com, 443, https). For tests and proxies. */
  apiHost: string | null;
  apiPort: number | null;
  apiProtocol: 'http' | 'https' | null;
  /** With Stripe configured, sync routes answer 402 to accounts without an active or trialing subscription. */
  subscriptionRequired: boolean;
};

export const DEFAULT_STRIPE_CONFIG: StripeConfig = {
  secretKey: null,
  webhookSecret: null,
  apiHost: null,
  apiPort: null,
  apiProtocol: null,
  subscriptionRequired: false,
};

/** Best Coast Pairings (OAuth authorization code flow, then its API with the player's bearer token). */
export type BcpConfig = {
  /** BCP_API_URL: base of the events and lists API, without a trailing slash. */
  apiUrl: string;
  /** BCP_AUTH_URL: the authorization endpoint the browser is sent to. */
  authUrl: string;
  /** BCP_TOKEN_URL: the token endpoint (code exchange and refresh). */
  tokenUrl: string;
  clientId: string;
  /** BCP_CLIENT_SECRET; null for a public client. */
  clientSecret: string | null;
};

const BCP_REQUIRED = ['BCP_API_URL', 'BCP_AUTH_URL', 'BCP_TOKEN_URL', 'BCP_CLIENT_ID'] as const;

/** Where relative paths start and where the defaults live. */
export type ConfigContext = {
  /** Relative paths in variables are taken from here: where `pnpm start` ran (INIT_CWD), else the working directory. */
  baseDir: string;
  /** The workspace root, when running from a checkout: the shared data repo and the web build are found from it. */
  projectRoot: string | null;
};

export type ConfigIssue = { variable: string; message: string };

export const DEFAULTS = {
  PORT: 3000,
  HOST: '0.0.0.0',
  DATABASE_PATH: './data/scrolldex.sqlite',
  GAME_DATA_CACHE_DIR: './data/cache',
  GAME_DATA_REFRESH_SECONDS: 600,
  TOMBSTONE_DAYS: 30,
  BODY_LIMIT: 1024 * 1024,
  LOG_LEVEL: 'info',
  ACCESS_TOKEN_TTL_SECONDS: 15 * 60,
  REFRESH_TOKEN_TTL_SECONDS: 30 * 24 * 3600,
  RESET_TOKEN_TTL_SECONDS: 3600,
  RATE_LIMIT_WINDOW_SECONDS: 15 * 60,
  RATE_LIMIT_LOGIN: 10,
  RATE_LIMIT_LOGIN_ADDRESS: 100,
  RATE_LIMIT_CREATE: 5,
  RATE_LIMIT_RESET: 5,
  SHARE_RATE_LIMIT: 60,
  SMTP_PORT: 587,
} as const;

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

/** Shortest AUTH_SECRET accepted: 32 characters. */
export const MIN_AUTH_SECRET_LENGTH = 32;

/** Least estimated strength of AUTH_SECRET: length times log2 of its distinct characters. */
const MIN_AUTH_SECRET_BITS = 128;

/**
 * Why a secret is too weak, or null. A long run of one character, or a few
 * repeated, is as guessable as a short secret: its estimated strength counts.
 */
export function authSecretProblem(secret: string): string | null {
  if (secret.length < MIN_AUTH_SECRET_LENGTH) return `AUTH_SECRET must be at least ${MIN_AUTH_SECRET_LENGTH} characters long (a random string), got ${secret.length}.`;
  const distinct = new Set(secret).size;
  if (secret.length * Math.log2(Math.max(distinct, 1)) < MIN_AUTH_SECRET_BITS || distinct < 8) {
    return `AUTH_SECRET must be random (e.g. openssl rand -base64 48); this one repeats ${distinct === 1 ? 'a single character' : `only ${distinct} different characters`}.`;
  }
  return null;
}

type Env = Readonly<Record<string, string | undefined>>;

const shown = (value: string) => JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);

/** An unset or blank variable, so `FAQ_PATH=` in a .env file means "not set". */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

function wholeNumber(name: string, min: number, max: number, fallback: number) {
  return optionalText.transform((value, ctx) => {
    if (value === undefined) return fallback;
    const number = Number(value);
    if (/^\d+$/.test(value) && number >= min && number <= max) return number;
    ctx.addIssue({ code: 'custom', message: `${name} must be a whole number from ${min} to ${max}, got ${shown(value)}.` });
    return z.NEVER;
  });
}

function booleanFlag(name: string) {
  return optionalText.transform((value, ctx) => {
    if (value === undefined) return false;
    const lower = value.toLowerCase();
    if (lower === 'true' || lower === '1') return true;
    if (lower === 'false' || lower === '0') return false;
    ctx.addIssue({ code: 'custom', message: `${name} must be true or false, got ${shown(value)}.` });
    return z.NEVER;
  });
}

/** A full http(s) URL (path kept, trailing slashes dropped), or null when unset. */
function fullHttpUrl(name: string) {
  return optionalText.transform((value, ctx) => {
    if (value === undefined) return null;
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString().replace(/\/+$/, '');
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: `${name} must be an http:// or https:// address, got ${shown(value)}.` });
    return z.NEVER;
  });
}

function httpUrl(name: string) {
  return optionalText.transform((value, ctx) => {
    if (value === undefined) return null;
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: `${name} must be an http:// or https:// address, got ${shown(value)}.` });
    return z.NEVER;
  });
}

/** A comma-separated list, each item trimmed, blanks dropped; [] when unset. */
function commaList(name: string, item?: { pattern: RegExp; what: string }) {
  return optionalText.transform((value, ctx) => {
    const items = (value ?? '').split(',').map((part) => part.trim()).filter((part) => part !== '');
    const bad = item ? items.find((part) => !item.pattern.test(part)) : undefined;
    if (bad === undefined) return items;
    ctx.addIssue({ code: 'custom', message: `${name} must be a comma-separated list of ${item!.what}, got ${shown(bad)}.` });
    return z.NEVER;
  });
}

/** A value that must start with a fixed prefix (Stripe's `pk_`, `prctbl_`), or null when unset. */
function prefixed(name: string, prefix: string) {
  return optionalText.transform((value, ctx) => {
    if (value === undefined) return null;
    if (value.startsWith(prefix) && value.length > prefix.length) return value;
    ctx.addIssue({ code: 'custom', message: `${name} must start with ${prefix}, got ${shown(value)}.` });
    return z.NEVER;
  });
}

const EnvSchema = z.object({
  PORT: wholeNumber('PORT', 0, 65535, DEFAULTS.PORT),
  HOST: optionalText.transform((value) => value ?? DEFAULTS.HOST),
  DATABASE_PATH: optionalText,
  GAME_DATA_REPO: optionalText,
  GAME_DATA_CACHE_DIR: optionalText,
  GAME_DATA_REFRESH_SECONDS: wholeNumber('GAME_DATA_REFRESH_SECONDS', 0, 7 * 24 * 3600, DEFAULTS.GAME_DATA_REFRESH_SECONDS),
  TOMBSTONE_DAYS: wholeNumber('TOMBSTONE_DAYS', 1, 3650, DEFAULTS.TOMBSTONE_DAYS),
  FAQ_PATH: optionalText,
  WEB_DIST_DIR: optionalText,
  UI_URL: httpUrl('UI_URL'),
  API_URL: httpUrl('API_URL'),
  SERVER_VERSION: optionalText,
  BODY_LIMIT: wholeNumber('BODY_LIMIT', 1024, 100 * 1024 * 1024, DEFAULTS.BODY_LIMIT),
  LOG_LEVEL: optionalText.transform((value, ctx) => {
    const level = (value ?? DEFAULTS.LOG_LEVEL).toLowerCase();
    if ((LOG_LEVELS as readonly string[]).includes(level)) return level as LogLevel;
    ctx.addIssue({ code: 'custom', message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${shown(value ?? '')}.` });
    return z.NEVER;
  }),
  TRUST_PROXY: optionalText.transform((value, ctx): TrustProxy => {
    const problem = `TRUST_PROXY must be false, a number of proxies (1 for one reverse proxy; true means 1) or a comma-separated list of proxy addresses or CIDR ranges, got ${shown(value ?? '')}.`;
    return parseTrustProxy(value) ?? (ctx.addIssue({ code: 'custom', message: problem }), z.NEVER);
  }),
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
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_HOST: optionalText.transform((value, ctx) => {
    if (value === undefined) return null;
    if (/^[A-Za-z0-9.-]+$/.test(value)) return value;
    ctx.addIssue({ code: 'custom', message: `STRIPE_API_HOST must be a host name without scheme or port (e.g. localhost), got ${shown(value)}.` });
    return z.NEVER;
  }),
  STRIPE_API_PORT: optionalText.transform((value, ctx) => {
    if (value === undefined) return null;
    const number = Number(value);
    if (/^\d+$/.test(value) && number >= 1 && number <= 65535) return number;
    ctx.addIssue({ code: 'custom', message: `STRIPE_API_PORT must be a whole number from 1 to 65535, got ${shown(value)}.` });
    return z.NEVER;
  }),
  STRIPE_API_PROTOCOL: optionalText.transform((value, ctx) => {
    if (value === undefined) return null;
    const lower = value.toLowerCase();
    if (lower === 'http' || lower === 'https') return lower;
    ctx.addIssue({ code: 'custom', message: `STRIPE_API_PROTOCOL must be http or https, got ${shown(value)}.` });
    return z.NEVER;
  }),
  SUBSCRIPTION_REQUIRED: booleanFlag('SUBSCRIPTION_REQUIRED'),
  BCP_API_URL: fullHttpUrl('BCP_API_URL'),
  BCP_AUTH_URL: fullHttpUrl('BCP_AUTH_URL'),
  BCP_TOKEN_URL: fullHttpUrl('BCP_TOKEN_URL'),
  BCP_CLIENT_ID: optionalText,
  BCP_CLIENT_SECRET: optionalText,
  SMTP_HOST: optionalText.transform((value, ctx) => {
    if (value === undefined) return null;
    if (/^[A-Za-z0-9.:[\]-]+$/.test(value)) return value;
    ctx.addIssue({ code: 'custom', message: `SMTP_HOST must be a host name or address without scheme or port (e.g. smtp.example.com), got ${shown(value)}.` });
    return z.NEVER;
  }),
  SMTP_PORT: wholeNumber('SMTP_PORT', 1, 65535, DEFAULTS.SMTP_PORT),
  SMTP_SECURE: booleanFlag('SMTP_SECURE'),
  SMTP_STARTTLS: optionalText.transform((value, ctx) => {
    if (value === undefined) return null;
    const lower = value.toLowerCase();
    if (lower === 'true' || lower === '1') return true;
    if (lower === 'false' || lower === '0') return false;
    ctx.addIssue({ code: 'custom', message: `SMTP_STARTTLS must be true or false, got ${shown(value)}.` });
    return z.NEVER;
  }),
  SMTP_USER: optionalText,
  // Not trimmed: a password may start or end with spaces; never shown in a message.
  SMTP_PASSWORD: z.string().optional().transform((value) => (value === undefined || value === '' ? undefined : value)),
  MAIL_FROM: optionalText.transform((value, ctx) => {
    if (value === undefined) return null;
    if (/^[^\s<>@]+@[^\s<>@]+$/.test(value)) return value;
    ctx.addIssue({ code: 'custom', message: `MAIL_FROM must be a plain email address (e.g. scrolldex@example.com), got ${shown(value)}.` });
    return z.NEVER;
  }),
  // decisions.md: the bundle carries the hash, never the password.
  DEV_MODE_PASSWORD_HASH: optionalText.transform((value, ctx) => {
    if (value === undefined) return null;
    if (/^[0-9a-fA-F]{64}$/.test(value)) return value.toLowerCase();
    ctx.addIssue({ code: 'custom', message: `DEV_MODE_PASSWORD_HASH must be the SHA-256 of the password as 64 hex digits (printf %s 'password' | sha256sum), got ${shown(value)}.` });
    return z.NEVER;
  }),
  DEV_HOST: optionalText.transform((value, ctx) => {
    if (value === undefined) return null;
    if (/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/.test(value)) return value.toLowerCase();
    ctx.addIssue({ code: 'custom', message: `DEV_HOST must be a host name without scheme or port (e.g. dev.example.com), got ${shown(value)}.` });
    return z.NEVER;
  }),
  DEV_VARIANTS: commaList('DEV_VARIANTS', { pattern: /^[a-z0-9-]+$/, what: 'subdomain names (lower-case letters, digits and -)' }),
  // Checked as a URL but kept as written: the {army}-style placeholders must survive.
  REPORT_ERROR_URL: optionalText.transform((value, ctx) => {
    if (value === undefined) return null;
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') return value;
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: `REPORT_ERROR_URL must be an http:// or https:// address, got ${shown(value)}.` });
    return z.NEVER;
  }),
  DONOR_NAMES: commaList('DONOR_NAMES'),
  STRIPE_PRICING_TABLE_KEY: prefixed('STRIPE_PRICING_TABLE_KEY', 'pk_'),
  STRIPE_PRICING_TABLE_ID: prefixed('STRIPE_PRICING_TABLE_ID', 'prctbl_'),
}).superRefine((vars, ctx) => {
  if ((vars.STRIPE_PRICING_TABLE_KEY === null) !== (vars.STRIPE_PRICING_TABLE_ID === null)) {
    const missing = vars.STRIPE_PRICING_TABLE_KEY === null ? 'STRIPE_PRICING_TABLE_KEY' : 'STRIPE_PRICING_TABLE_ID';
    ctx.addIssue({ code: 'custom', path: [missing], message: `STRIPE_PRICING_TABLE_KEY and STRIPE_PRICING_TABLE_ID go together; ${missing} is missing.` });
  }
  if (vars.SMTP_HOST !== null) {
    if (vars.MAIL_FROM === null) ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'MAIL_FROM is required when SMTP_HOST is set: the address reset mail is sent from.' });
    if (vars.SMTP_SECURE && vars.SMTP_STARTTLS === true) ctx.addIssue({ code: 'custom', path: ['SMTP_STARTTLS'], message: 'SMTP_STARTTLS=true cannot be combined with SMTP_SECURE=true (the connection is already TLS).' });
    if (vars.SMTP_USER !== undefined && vars.SMTP_PASSWORD === undefined) ctx.addIssue({ code: 'custom', path: ['SMTP_PASSWORD'], message: 'SMTP_PASSWORD is required when SMTP_USER is set.' });
    if (vars.SMTP_USER === undefined && vars.SMTP_PASSWORD !== undefined) ctx.addIssue({ code: 'custom', path: ['SMTP_USER'], message: 'SMTP_USER is required when SMTP_PASSWORD is set.' });
  }
  const bcpSet = BCP_REQUIRED.filter((name) => vars[name] !== undefined && vars[name] !== null);
  if (bcpSet.length > 0 && bcpSet.length < BCP_REQUIRED.length) {
    const missing = BCP_REQUIRED.filter((name) => !bcpSet.includes(name));
    ctx.addIssue({ code: 'custom', path: [missing[0]!], message: `BCP needs ${BCP_REQUIRED.join(', ')} together; missing ${missing.join(', ')}.` });
  }
  if (vars.NODE_ENV === 'production' && vars.AUTH_SECRET === null) {
    ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'AUTH_SECRET is required in production (NODE_ENV=production): set it to a random string of at least 32 characters.' });
  }
});

const SMTP_SETTINGS = ['SMTP_PORT', 'SMTP_SECURE', 'SMTP_STARTTLS', 'SMTP_USER', 'SMTP_PASSWORD', 'MAIL_FROM'] as const;

/** SMTP settings without SMTP_HOST: a half-done setup that would silently keep mail in the outbox. */
function strayMailSettings(env: Env): ConfigIssue | null {
  if (env.SMTP_HOST !== undefined && env.SMTP_HOST.trim() !== '') return null;
  const set = SMTP_SETTINGS.filter((name) => env[name] !== undefined && env[name] !== '');
  if (set.length === 0) return null;
  return { variable: 'SMTP_HOST', message: `SMTP_HOST is required when ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set; unset them to keep mail in the mail_outbox table.` };
}

/** Parses the environment into a Config; pure, so tests pass their own env. */
export function parseConfig(env: Env, context: ConfigContext): Result<Config, ConfigIssue> {
  const smtpIssue = strayMailSettings(env);
  if (smtpIssue) return { ok: false, errors: [smtpIssue] };
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? 'environment');
      const message = issue.code === 'custom' ? issue.message : `${variable}: ${issue.message}`;
      return { variable, message };
    });
    return { ok: false, errors };
  }
  const vars = parsed.data;
  const path = (value: string) => (isAbsolute(value) ? value : resolve(context.baseDir, value));
  const repo = resolveGameDataRepo(env, context.projectRoot ?? context.baseDir);
  const defaultWebDist = context.projectRoot ? join(context.projectRoot, 'apps', 'web', 'dist') : null;
  const databasePath = vars.DATABASE_PATH ?? DEFAULTS.DATABASE_PATH;

  return {
    ok: true,
    value: {
      port: vars.PORT,
      host: vars.HOST,
      databasePath: databasePath === ':memory:' ? databasePath : path(databasePath),
      gameDataRepo: isRemoteLocation(repo.location) ? repo.location : path(repo.location),
      gameDataRepoSource: repo.source,
      gameDataCacheDir: path(vars.GAME_DATA_CACHE_DIR ?? DEFAULTS.GAME_DATA_CACHE_DIR),
      gameDataRefreshSeconds: vars.GAME_DATA_REFRESH_SECONDS,
      tombstoneDays: vars.TOMBSTONE_DAYS,
      faqPath: vars.FAQ_PATH === undefined ? null : path(vars.FAQ_PATH),
      webDistDir: vars.WEB_DIST_DIR === undefined ? defaultWebDist : path(vars.WEB_DIST_DIR),
      uiUrl: vars.UI_URL,
      apiUrl: vars.API_URL,
      serverVersion: vars.SERVER_VERSION ?? PACKAGE_VERSION,
      bodyLimitBytes: vars.BODY_LIMIT,
      logLevel: vars.LOG_LEVEL,
      trustProxy: vars.TRUST_PROXY,
      auth: {
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
      },
      stripe: {
        secretKey: vars.STRIPE_SECRET_KEY ?? null,
        webhookSecret: vars.STRIPE_WEBHOOK_SECRET ?? null,
        apiHost: vars.STRIPE_API_HOST,
        apiPort: vars.STRIPE_API_PORT,
        apiProtocol: vars.STRIPE_API_PROTOCOL,
        subscriptionRequired: vars.SUBSCRIPTION_REQUIRED,
      },
      ...(vars.BCP_API_URL && vars.BCP_AUTH_URL && vars.BCP_TOKEN_URL && vars.BCP_CLIENT_ID
        ? { bcp: { apiUrl: vars.BCP_API_URL, authUrl: vars.BCP_AUTH_URL, tokenUrl: vars.BCP_TOKEN_URL, clientId: vars.BCP_CLIENT_ID, clientSecret: vars.BCP_CLIENT_SECRET ?? null } }
        : {}),
      ...(vars.SMTP_HOST !== null && vars.MAIL_FROM !== null
        ? {
            smtp: {
              host: vars.SMTP_HOST,
              port: vars.SMTP_PORT,
              secure: vars.SMTP_SECURE,
              startTls: vars.SMTP_STARTTLS ?? !vars.SMTP_SECURE,
              user: vars.SMTP_USER ?? null,
              password: vars.SMTP_PASSWORD ?? null,
              from: vars.MAIL_FROM,
            },
          }
        : {}),
      webApp: {
        devModePasswordHash: vars.DEV_MODE_PASSWORD_HASH,
        devHost: vars.DEV_HOST,
        devVariants: vars.DEV_VARIANTS,
        reportErrorUrl: vars.REPORT_ERROR_URL,
        donors: vars.DONOR_NAMES,
        stripePricingTable:
          vars.STRIPE_PRICING_TABLE_KEY !== null && vars.STRIPE_PRICING_TABLE_ID !== null
            ? { publishableKey: vars.STRIPE_PRICING_TABLE_KEY, pricingTableId: vars.STRIPE_PRICING_TABLE_ID }
            : null,
      },
    },
  };
}

export function formatConfigIssues(issues: readonly ConfigIssue[]): string {
  return ['Invalid configuration (environment or .env file):', ...issues.map((issue) => `  ${issue.message}`)].join('\n');
}

/**
 * Reads the process environment plus a `.env` file (ENV_FILE, else `.env` in
 * the directory the server was started from; the environment wins) into a Config.
 */
export function loadConfig(moduleDir: string): Result<Config, ConfigIssue> & { envFile: string } {
  const env = process.env;
  const baseDir = env.INIT_CWD || process.cwd();
  const envFile = env.ENV_FILE ? resolve(baseDir, env.ENV_FILE) : join(baseDir, '.env');
  loadDotEnvFile(envFile, env);
  return { ...parseConfig(env, { baseDir, projectRoot: findProjectRoot(moduleDir) }), envFile };
}
