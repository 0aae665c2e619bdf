import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { PUBLIC_GAME_DATA_REPO } from '@scrolldex/bsdata/node';
import { describe, expect, it, onTestFinished } from 'vitest';

import { makeTempDir } from '../../test/helpers.js';
import { PACKAGE_VERSION } from '../version.js';
import type { Config } from './config.js';
import { MAKE_AUTH_SECRET } from './auth-secret.js';
import { DEFAULTS } from './defaults.js';
import { formatConfigIssues, parseConfig } from './parse-config.js';

const context = { baseDir: '/srv/scrolldex', projectRoot: null };

function parse(env: Record<string, string | undefined>): Config {
  const result = parseConfig(env, context);
  if (!result.ok) throw new Error(formatConfigIssues(result.errors));
  return result.value;
}

function problems(env: Record<string, string | undefined>): string[] {
  const result = parseConfig(env, context);
  return result.ok ? [] : result.errors.map((issue) => issue.message);
}

describe('parseConfig', () => {
  it('has a default for every variable', () => {
    expect(parse({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databasePath: '/srv/scrolldex/data/scrolldex.sqlite',
      databaseUrl: null,
      gameDataRepo: PUBLIC_GAME_DATA_REPO,
      gameDataRepoSource: 'public',
      gameDataCacheDir: '/srv/scrolldex/data/cache',
      gameDataRefreshSeconds: DEFAULTS.GAME_DATA_REFRESH_SECONDS,
      gameDataConvertAtStart: true,
      tombstoneDays: 30,
      faqPath: null,
      webDistDir: null,
      uiUrl: null,
      apiUrl: null,
      serverVersion: PACKAGE_VERSION,
      bodyLimitBytes: 1024 * 1024,
      logLevel: 'info',
      trustProxy: false,
      auth: {
        secret: null,
        accessTokenTtlSeconds: 900,
        refreshTokenTtlSeconds: 30 * 24 * 3600,
        resetTokenTtlSeconds: 3600,
        rateLimitWindowSeconds: 900,
        loginLimit: 10,
        loginAddressLimit: 100,
        createLimit: 5,
        resetLimit: 5,
        shareLimit: 60,
      },
      stripe: { secretKey: null, webhookSecret: null, apiHost: null, apiPort: null, apiProtocol: null, subscriptionRequired: false },
      webApp: { devModePasswordHash: null, devHost: null, devVariants: [], reportErrorUrl: null, donors: [], stripePricingTable: null },
    } satisfies Config);
  });

  it('reads every variable, relative paths from the start directory', () => {
    const config = parse({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_PATH: 'db/app.sqlite',
      DATABASE_URL: 'postgresql://scrolldex:s3cret@db.example:5432/scrolldex',
      GAME_DATA_REPO: '../bsdata.git',
      GAME_DATA_CACHE_DIR: '/var/cache/scrolldex',
      GAME_DATA_REFRESH_SECONDS: '0',
      GAME_DATA_CONVERT_AT_START: 'false',
      FAQ_PATH: 'faq.json',
      WEB_DIST_DIR: '/opt/web',
      UI_URL: 'https://scrolldex.example/some/path',
      API_URL: 'https://api.scrolldex.example',
      SERVER_VERSION: '2.0.0',
      BODY_LIMIT: '2048',
      LOG_LEVEL: 'WARN',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databasePath: '/srv/scrolldex/db/app.sqlite',
      databaseUrl: 'postgresql://scrolldex:s3cret@db.example:5432/scrolldex',
      gameDataRepo: '/srv/bsdata.git',
      gameDataRepoSource: 'env',
      gameDataCacheDir: '/var/cache/scrolldex',
      gameDataRefreshSeconds: 0,
      gameDataConvertAtStart: false,
      faqPath: '/srv/scrolldex/faq.json',
      webDistDir: '/opt/web',
      uiUrl: 'https://scrolldex.example',
      apiUrl: 'https://api.scrolldex.example',
      serverVersion: '2.0.0',
      bodyLimitBytes: 2048,
      logLevel: 'warn',
      trustProxy: 1,
    });
  });

  it('keeps a repository URL as it is and treats blank values as unset', () => {
    const config = parse({ GAME_DATA_REPO: 'https://github.com/BSData/age-of-sigmar-4th.git', FAQ_PATH: '  ', PORT: '', DATABASE_PATH: ':memory:' });
    expect(config.gameDataRepo).toBe('https://github.com/BSData/age-of-sigmar-4th.git');
    expect(config.faqPath).toBeNull();
    expect(config.port).toBe(3000);
    expect(config.databasePath).toBe(':memory:');
  });

  it('finds the shared data repository and the web build from the project root', () => {
    // A checkout with the team's shared folder beside it, made here: the real one may have none.
    const temp = makeTempDir();
    onTestFinished(temp.remove);
    const projectRoot = join(temp.dir, 'scrolldex');
    mkdirSync(join(temp.dir, 'shared', 'bsdata', 'age-of-sigmar-4th.git'), { recursive: true });
    const result = parseConfig({}, { baseDir: projectRoot, projectRoot });
    if (!result.ok) throw new Error('config');
    expect(result.value.gameDataRepoSource).toBe('shared-folder');
    expect(result.value.gameDataRepo).toBe(join(projectRoot, '../shared/bsdata/age-of-sigmar-4th.git'));
    expect(result.value.webDistDir).toBe(join(projectRoot, 'apps/web/dist'));
  });

  it('names each bad variable and its value', () => {
    expect(problems({ PORT: 'eighty', UI_URL: 'localhost:5173', LOG_LEVEL: 'loud', TRUST_PROXY: 'maybe', BODY_LIMIT: '10' })).toEqual([
      'PORT must be a whole number from 0 to 65535, got "eighty".',
      'UI_URL must be an http:// or https:// address, got "localhost:5173".',
      'BODY_LIMIT must be a whole number from 1024 to 104857600, got "10".',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud".',
      'TRUST_PROXY must be false, a number of proxies (1 for one reverse proxy; true means 1) or a comma-separated list of proxy addresses or CIDR ranges, got "maybe".',
    ]);
    expect(problems({ PORT: '70000' })).toEqual(['PORT must be a whole number from 0 to 65535, got "70000".']);
  });

  it('takes a PostgreSQL URL only, and never shows its password', () => {
    expect(parse({ DATABASE_URL: 'postgres:///scrolldex?host=/run/postgresql' }).databaseUrl).toBe('postgres:///scrolldex?host=/run/postgresql');
    expect(problems({ DATABASE_URL: 'mysql://app:hunter2@db.example/app' })).toEqual([
      'DATABASE_URL must be a postgres:// or postgresql:// URL, got "mysql://[redacted]@db.example/app".',
    ]);
    expect(problems({ DATABASE_URL: 'app:hunter2@db.example' })).toEqual([
      'DATABASE_URL must be a postgres:// or postgresql:// URL, got "[redacted]@db.example".',
    ]);
  });

  it('reads the account settings and requires AUTH_SECRET in production', () => {
    const secret = 'Vb3nQ8rT1xLw6ZpK0yHc5JmD9sFa2GeU';
    const config = parse({
      NODE_ENV: 'production',
      AUTH_SECRET: secret,
      ACCESS_TOKEN_TTL_SECONDS: '300',
      REFRESH_TOKEN_TTL_SECONDS: '86400',
      RESET_TOKEN_TTL_SECONDS: '1800',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      RATE_LIMIT_LOGIN: '0',
      RATE_LIMIT_LOGIN_ADDRESS: '50',
      RATE_LIMIT_CREATE: '3',
      RATE_LIMIT_RESET: '4',
      SHARE_RATE_LIMIT: '7',
    });
    expect(config.auth).toEqual({
      secret,
      accessTokenTtlSeconds: 300,
      refreshTokenTtlSeconds: 86400,
      resetTokenTtlSeconds: 1800,
      rateLimitWindowSeconds: 60,
      loginLimit: 0,
      loginAddressLimit: 50,
      createLimit: 3,
      resetLimit: 4,
      shareLimit: 7,
    });
    expect(problems({ NODE_ENV: 'production' })).toEqual([
      'AUTH_SECRET is required in production (NODE_ENV=production): set it to a random string of at least 32 characters.',
    ]);
    expect(problems({ AUTH_SECRET: 'short' })).toEqual(['AUTH_SECRET must be at least 32 characters long (a random string), got 5.']);
    // Long enough but not random.
    expect(problems({ AUTH_SECRET: 'a'.repeat(64) })).toEqual([
      `AUTH_SECRET must be random (make one with ${MAKE_AUTH_SECRET}); this one repeats a single character.`,
    ]);
    expect(problems({ AUTH_SECRET: 'abc123'.repeat(8) })).toEqual([
      `AUTH_SECRET must be random (make one with ${MAKE_AUTH_SECRET}); this one repeats only 6 different characters.`,
    ]);
    // Enough different characters, but a pattern or words.
    expect(problems({ AUTH_SECRET: 'abcdefgh'.repeat(6) })).toEqual([
      `AUTH_SECRET must be random (make one with ${MAKE_AUTH_SECRET}); this one is easy to guess: it repeats a pattern.`,
    ]);
    expect(problems({ AUTH_SECRET: 'change-me-to-a-long-random-secret-please' })).toEqual([
      `AUTH_SECRET must be random (make one with ${MAKE_AUTH_SECRET}); this one is easy to guess: it is made of words.`,
    ]);
    expect(problems({ AUTH_SECRET: 'q7Kx0pZr9TfB2vLm8WcN4yHs6DgJ1aEu' })).toEqual([]);
    // What the README's command makes, and the hex of openssl rand -hex 32, are taken.
    for (const encoding of ['base64url', 'hex'] as const) expect(problems({ AUTH_SECRET: randomBytes(32).toString(encoding) })).toEqual([]);
    expect(problems({ ACCESS_TOKEN_TTL_SECONDS: '5' })).toEqual(['ACCESS_TOKEN_TTL_SECONDS must be a whole number from 10 to 86400, got "5".']);
    expect(parse({ NODE_ENV: 'development' }).auth.secret).toBeNull();
  });

  it('formats the issues as one message for the start-up error', () => {
    expect(formatConfigIssues([{ variable: 'PORT', message: 'PORT must be a whole number from 0 to 65535, got "x".' }])).toBe(
      'Invalid configuration (environment or .env file):\n  PORT must be a whole number from 0 to 65535, got "x".',
    );
  });
});

describe('parseConfig: SMTP', () => {
  const base = { SMTP_HOST: 'smtp.example.com', MAIL_FROM: 'scrolldex@example.com' };

  it('has no SMTP without SMTP_HOST (mail goes to the outbox)', () => {
    expect(parse({}).smtp).toBeUndefined();
    expect(parse({ SMTP_HOST: '' }).smtp).toBeUndefined();
  });

  it('defaults to port 587 with STARTTLS and no login', () => {
    expect(parse(base).smtp).toEqual({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      startTls: true,
      user: null,
      password: null,
      from: 'scrolldex@example.com',
    });
  });

  it('reads every SMTP variable; implicit TLS turns STARTTLS off by default; the password is kept as is', () => {
    expect(parse({ ...base, SMTP_PORT: '465', SMTP_SECURE: 'true', SMTP_USER: 'mailer', SMTP_PASSWORD: ' secret ' }).smtp).toEqual({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      startTls: false,
      user: 'mailer',
      password: ' secret ',
      from: 'scrolldex@example.com',
    });
    expect(parse({ ...base, SMTP_PORT: '25', SMTP_STARTTLS: 'false' }).smtp).toMatchObject({ port: 25, secure: false, startTls: false });
  });

  it('stops the start on a bad or partial set, naming the variable and never the password', () => {
    const issues = (env: Record<string, string>) => {
      const result = parseConfig(env, context);
      return result.ok ? [] : result.errors;
    };
    expect(issues({ SMTP_HOST: 'smtp.example.com' })).toEqual([
      { variable: 'MAIL_FROM', message: expect.stringContaining('MAIL_FROM is required when SMTP_HOST is set') },
    ]);
    expect(issues({ ...base, MAIL_FROM: 'Scrolldex <x@example.com>' }).map((issue) => issue.variable)).toEqual(['MAIL_FROM']);
    expect(issues({ ...base, SMTP_PORT: '0' })).toEqual([{ variable: 'SMTP_PORT', message: 'SMTP_PORT must be a whole number from 1 to 65535, got "0".' }]);
    expect(issues({ ...base, SMTP_SECURE: 'yes' }).map((issue) => issue.variable)).toEqual(['SMTP_SECURE']);
    expect(issues({ ...base, SMTP_STARTTLS: 'maybe' }).map((issue) => issue.variable)).toEqual(['SMTP_STARTTLS']);
    expect(issues({ ...base, SMTP_SECURE: 'true', SMTP_STARTTLS: 'true' }).map((issue) => issue.variable)).toEqual(['SMTP_STARTTLS']);
    expect(issues({ ...base, SMTP_HOST: 'smtp://smtp.example.com' }).map((issue) => issue.variable)).toEqual(['SMTP_HOST']);
    expect(issues({ ...base, SMTP_USER: 'mailer' }).map((issue) => issue.variable)).toEqual(['SMTP_PASSWORD']);
    const noUser = issues({ ...base, SMTP_PASSWORD: 'hunter2-secret' });
    expect(noUser.map((issue) => issue.variable)).toEqual(['SMTP_USER']);
    const stray = issues({ SMTP_USER: 'mailer', SMTP_PASSWORD: 'hunter2-secret', MAIL_FROM: 'scrolldex@example.com' });
    expect(stray).toEqual([
      {
        variable: 'SMTP_HOST',
        message: 'SMTP_HOST is required when SMTP_USER, SMTP_PASSWORD, MAIL_FROM are set; unset them to keep mail in the mail_outbox table.',
      },
    ]);
    expect(JSON.stringify([noUser, stray])).not.toContain('hunter2');
  });
});

describe('parseConfig: web app settings (GET /config)', () => {
  it('reads the lists trimmed, blanks dropped, and keeps the feedback URL template as written', () => {
    const { webApp } = parse({
      DEV_VARIANTS: ' beta ,, pr-7 ',
      DONOR_NAMES: 'Ada,  Brin Smith ,',
      REPORT_ERROR_URL: 'https://forms.example.com/{army}/form?u={unit}',
      DEV_HOST: 'Dev.Example.com',
    });
    expect(webApp.devVariants).toEqual(['beta', 'pr-7']);
    expect(webApp.donors).toEqual(['Ada', 'Brin Smith']);
    expect(webApp.reportErrorUrl).toBe('https://forms.example.com/{army}/form?u={unit}');
    expect(webApp.devHost).toBe('dev.example.com');
  });

  it('names the variable of a bad value', () => {
    expect(problems({ DEV_MODE_PASSWORD_HASH: 'hunter2' })).toEqual([
      `DEV_MODE_PASSWORD_HASH must be the SHA-256 of the password as 64 hex digits (printf %s 'password' | sha256sum), got "hunter2".`,
    ]);
    expect(problems({ DEV_MODE_PASSWORD_HASH: 'g'.repeat(64) })[0]).toMatch(/^DEV_MODE_PASSWORD_HASH must be/);
    expect(problems({ DEV_HOST: 'https://dev.example.com' })[0]).toMatch(/^DEV_HOST must be a host name/);
    expect(problems({ DEV_VARIANTS: 'beta,Pr_1' })).toEqual([
      'DEV_VARIANTS must be a comma-separated list of subdomain names (lower-case letters, digits and -), got "Pr_1".',
    ]);
    expect(problems({ REPORT_ERROR_URL: 'ftp://forms.example.com' })[0]).toMatch(/^REPORT_ERROR_URL must be an http:\/\/ or https:\/\/ address/);
    expect(problems({ STRIPE_PRICING_TABLE_KEY: 'sk_live_1', STRIPE_PRICING_TABLE_ID: 'prctbl_1' })).toEqual([
      'STRIPE_PRICING_TABLE_KEY must start with pk_, got "sk_live_1".',
    ]);
    expect(problems({ STRIPE_PRICING_TABLE_KEY: 'pk_test_1', STRIPE_PRICING_TABLE_ID: 'tbl_1' })).toEqual([
      'STRIPE_PRICING_TABLE_ID must start with prctbl_, got "tbl_1".',
    ]);
  });

  it('wants both pricing-table settings or neither', () => {
    expect(problems({ STRIPE_PRICING_TABLE_KEY: 'pk_test_1' })).toEqual([
      'STRIPE_PRICING_TABLE_KEY and STRIPE_PRICING_TABLE_ID go together; STRIPE_PRICING_TABLE_ID is missing.',
    ]);
    expect(problems({ STRIPE_PRICING_TABLE_ID: 'prctbl_1' })).toEqual([
      'STRIPE_PRICING_TABLE_KEY and STRIPE_PRICING_TABLE_ID go together; STRIPE_PRICING_TABLE_KEY is missing.',
    ]);
    expect(parse({ STRIPE_PRICING_TABLE_KEY: 'pk_test_1', STRIPE_PRICING_TABLE_ID: 'prctbl_1' }).webApp.stripePricingTable).toEqual({
      publishableKey: 'pk_test_1',
      pricingTableId: 'prctbl_1',
    });
  });
});
