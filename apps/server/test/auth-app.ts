// The server the auth route tests share (routes/auth*.test.ts): one app per test file, on a clock the tests move,
// and the calls they make to it. A file calls useAuthApp() once at its top.
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, vi } from 'vitest';

import type { AppDeps } from '../src/app.js';
import { makeApp, makeConfig, makeTempDir } from './helpers.js';

export const UI_ORIGIN = 'http://ui.example.test';

export type Tokens = { accessToken: string; refreshToken: string };
type Inject = { method?: 'GET' | 'POST' | 'DELETE'; token?: string; ip?: string; target?: FastifyInstance };

/** The token's claims, read without checking its signature. */
export const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

export function expectError(response: { statusCode: number; json: () => unknown }, statusCode: number, message: string): void {
  expect({ statusCode: response.statusCode, body: response.json() }).toMatchObject({ statusCode, body: { statusCode, message } });
}

/** `hashing`: the app's password hash cost (makeApp's cheap one unless given). */
export function useAuthApp(hashing: Pick<AppDeps, 'passwordHashParams'> = {}) {
  const temp = makeTempDir();
  const state = {
    app: undefined as unknown as FastifyInstance,
    /** The app's clock: a test moves it forward. */
    clockMs: Date.UTC(2026, 10, 22, 12, 0, 0),
    /** Numbers the accounts a test makes, so that their names never meet. */
    counter: 0,
  };

  beforeAll(async () => {
    state.app = await makeApp(makeConfig(temp.dir, { uiUrl: UI_ORIGIN }), { now: () => state.clockMs, ...hashing });
  });
  afterAll(async () => {
    await state.app.close();
    temp.remove();
  });

  function call(url: string, payload?: object, { method = 'POST', token, ip, target = state.app }: Inject = {}): Promise<LightMyRequestResponse> {
    return target.inject({
      method,
      url,
      ...(payload !== undefined && { payload }),
      ...(token !== undefined && { headers: { authorization: `Bearer ${token}` } }),
      ...(ip !== undefined && { remoteAddress: ip }),
    });
  }

  /** The newest outbox mail to an address, in a list (none: empty). */
  // The reset mail is queued in the background (the answer must not wait for it): wait until it is there.
  const lastMailTo = (email: string) =>
    vi.waitFor(async () => {
      const rows = await state.app.stores.maintenance.rows<{ body: string }>(sql`select body from mail_outbox where "to" = ${email} order by id desc limit 1`);
      expect(rows).toHaveLength(1);
      return rows;
    });

  async function createUser(prefix = 'user'): Promise<{ username: string; email: string; password: string; tokens: Tokens }> {
    state.counter++;
    const user = { username: `${prefix}${state.counter}`, email: `${prefix}${state.counter}@example.com`, password: `secret-pass-${state.counter}` };
    const response = await call('/auth/create', user);
    expect(response.statusCode, response.body).toBe(201);
    return { ...user, tokens: response.json() as Tokens };
  }

  return { state, call, lastMailTo, createUser };
}
