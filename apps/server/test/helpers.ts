// Shared by the route tests: a config pointing at temp folders, and git
// helpers that work on a bare clone of the test data repo (never on the
// test data repo itself, which is read-only).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PINNED_TAGS } from '@scrolldex/test-harness/pinned-data';
import { TEST_DATA_REPO } from '@scrolldex/test-harness/test-data-paths';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { buildApp, type AppDeps } from '../src/app.js';
import type { ScryptParams } from '../src/auth/password-hash.js';
import { DEFAULT_STRIPE_CONFIG, DEFAULT_WEB_APP_CONFIG, type Config } from '../src/env.js';
import { countRows } from '../src/db/behaviours/store-fixture.js';

/** The pinned game data (tooling/test-data): main and the battlescroll-* tags. */
export const DATA_REPO = TEST_DATA_REPO;
export const DATA_TAGS = PINNED_TAGS;
export { cloneDataRepo, commitFile, GAME_SYSTEM_FILE, revParse, tagAnnotated } from '@scrolldex/test-harness/data-repo';

export function makeTempDir(prefix = 'scrolldex-server-'): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function makeConfig(dir: string, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databasePath: join(dir, 'data', 'scrolldex.sqlite'),
    databaseUrl: null,
    gameDataRepo: DATA_REPO,
    gameDataRepoSource: 'env',
    gameDataCacheDir: join(dir, 'data', 'cache'),
    gameDataRefreshSeconds: 0,
    gameDataConvertAtStart: true,
    tombstoneDays: 30,
    faqPath: null,
    webDistDir: null,
    uiUrl: null,
    apiUrl: null,
    serverVersion: '9.9.9-test',
    bodyLimitBytes: 64 * 1024,
    logLevel: 'silent',
    trustProxy: false,
    auth: {
      secret: 'test-secret-test-secret-test-secret-0123',
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 30 * 24 * 3600,
      resetTokenTtlSeconds: 3600,
      rateLimitWindowSeconds: 900,
      loginLimit: 0,
      loginAddressLimit: 0,
      createLimit: 0,
      resetLimit: 0,
      shareLimit: 0,
    },
    stripe: DEFAULT_STRIPE_CONFIG,
    webApp: DEFAULT_WEB_APP_CONFIG,
    ...overrides,
  };
}

/**
 * scrypt at a 32nd of the production cost (1 MiB, a few milliseconds a hash): the tests sign up and log in hundreds
 * of times. The tests of hashing itself (routes/auth.test.ts, auth/auth-primitives.test.ts) keep the production cost.
 */
export const TEST_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

/**
 * The app as the server builds it, quiet, without the background conversion at start (a test asks for it with
 * `warmRef`) and with cheap password hashes (TEST_SCRYPT_PARAMS; `passwordHashParams: undefined` for the production
 * cost); call close() when done. Its stores are on the config's SQLite file, which two apps of one config share.
 */
export function makeApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  return buildApp(config, { logger: false, warmRef: null, passwordHashParams: TEST_SCRYPT_PARAMS, ...deps });
}

/** The `n` of a `select count(*) as n ...` through the app's stores. */
export const countOf = (app: FastifyInstance, query: SQL): Promise<number> => countRows(app.stores, query);
