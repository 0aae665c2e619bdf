// The auth routes' tokens: refresh, access tokens and their end, Cache-Control and logout. Accounts:
// auth-account.test.ts; password reset and the limits: auth.test.ts.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { claims, expectError, useAuthApp, type Tokens } from '../../test/auth-app.js';
import { countOf } from '../../test/helpers.js';

import { EXPIRED_ACCESS_TOKEN, INVALID_ACCESS_TOKEN, INVALID_REFRESH_TOKEN, MAX_LIVE_REFRESH_TOKENS, REFRESH_GRACE_MS } from '../auth/token-service.js';

const { state, call, lastMailTo, createUser } = useAuthApp();

describe('POST /auth/refresh', () => {
  it('rotates the refresh token; reusing a rotated one revokes its family but not other sessions', async () => {
    const { username, password, tokens } = await createUser();
    const other = (await call('/auth/login', { emailOrusername: username, password })).json() as Tokens;

    const first = await call('/auth/refresh', { refreshToken: tokens.refreshToken });
    expect(first.statusCode).toBe(200);
    const rotated = first.json() as Tokens;
    expect(rotated.refreshToken).not.toBe(tokens.refreshToken);
    expect(claims(rotated.accessToken).username).toBe(username);

    // Past the grace window a reuse is taken as theft.
    state.clockMs += REFRESH_GRACE_MS;
    expectError(await call('/auth/refresh', { refreshToken: tokens.refreshToken }), 401, INVALID_REFRESH_TOKEN);
    // The reuse revoked the whole family, including the token rotated from it.
    expectError(await call('/auth/refresh', { refreshToken: rotated.refreshToken }), 401, INVALID_REFRESH_TOKEN);
    expect((await call('/auth/refresh', { refreshToken: other.refreshToken })).statusCode).toBe(200);
  });

  it('answers two concurrent refreshes of one token with the same successor for 10 s', async () => {
    const { tokens } = await createUser();
    const [first, second] = await Promise.all([
      call('/auth/refresh', { refreshToken: tokens.refreshToken }),
      call('/auth/refresh', { refreshToken: tokens.refreshToken }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const successor = (first.json() as Tokens).refreshToken;
    expect((second.json() as Tokens).refreshToken).toBe(successor);
    state.clockMs += REFRESH_GRACE_MS - 1;
    const late = await call('/auth/refresh', { refreshToken: tokens.refreshToken });
    expect((late.json() as Tokens).refreshToken).toBe(successor);
    expect(claims((late.json() as Tokens).accessToken).username).toBe(claims(tokens.accessToken).username);
    // The successor is one token: rotating it once more works, and the grace ends with its rotation.
    const next = (await call('/auth/refresh', { refreshToken: successor })).json() as Tokens;
    expectError(await call('/auth/refresh', { refreshToken: tokens.refreshToken }), 401, INVALID_REFRESH_TOKEN);
    expectError(await call('/auth/refresh', { refreshToken: next.refreshToken }), 401, INVALID_REFRESH_TOKEN);
  });

  it('refuses unknown and expired refresh tokens', async () => {
    const { tokens } = await createUser();
    expectError(await call('/auth/refresh', { refreshToken: 'not-a-token' }), 401, INVALID_REFRESH_TOKEN);
    expectError(await call('/auth/refresh', {}), 400, "Body field 'refreshToken' is required.");
    state.clockMs += 30 * 24 * 3600 * 1000 + 1000;
    expectError(await call('/auth/refresh', { refreshToken: tokens.refreshToken }), 401, INVALID_REFRESH_TOKEN);
  });

  it(`keeps at most ${MAX_LIVE_REFRESH_TOKENS} live refresh tokens per account, revoking the oldest`, async () => {
    const { username, password, tokens } = await createUser('sessions');
    const logins: Tokens[] = [tokens];
    for (let i = 1; i < MAX_LIVE_REFRESH_TOKENS + 5; i++) {
      // Apart in time, so 'oldest' is plain.
      state.clockMs += 1000;
      const response = await call('/auth/login', { emailOrusername: username, password });
      expect(response.statusCode).toBe(200);
      logins.push(response.json() as Tokens);
    }
    const live = await countOf(
      state.app,
      sql`select count(*) as n from refresh_tokens join users on users.id = refresh_tokens.user_id where users.username = ${username} and revoked_at is null`,
    );
    expect(live).toBe(MAX_LIVE_REFRESH_TOKENS);
    for (const [index, pair] of logins.entries()) {
      const refreshed = await call('/auth/refresh', { refreshToken: pair.refreshToken });
      expect(refreshed.statusCode, `login ${index + 1}`).toBe(index < 5 ? 401 : 200);
    }
  });
});

describe('access tokens', () => {
  it('are required, checked and expire', async () => {
    const { tokens } = await createUser();
    expectError(await call('/auth/logout'), 401, INVALID_ACCESS_TOKEN);
    expectError(await call('/auth/logout', undefined, { token: 'garbage' }), 401, INVALID_ACCESS_TOKEN);
    const [header, , signature] = tokens.accessToken.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims(tokens.accessToken), id: 'someone-else' })).toString('base64url');
    expectError(await call('/auth/logout', undefined, { token: `${header}.${forged}.${signature}` }), 401, INVALID_ACCESS_TOKEN);
    // A refresh token is no access token.
    expectError(await call('/auth/logout', undefined, { token: tokens.refreshToken }), 401, INVALID_ACCESS_TOKEN);

    state.clockMs += 901 * 1000;
    expectError(await call('/auth/logout', undefined, { token: tokens.accessToken }), 401, EXPIRED_ACCESS_TOKEN);
    // The refresh token still gets a fresh access token.
    const refreshed = (await call('/auth/refresh', { refreshToken: tokens.refreshToken })).json() as Tokens;
    expect((await call('/auth/logout', undefined, { token: refreshed.accessToken })).statusCode).toBe(204);
  });
});

describe('ending access tokens at once', () => {
  const favorites = (token: string) => call('/favorites', undefined, { method: 'GET', token });

  it('logout ends the access tokens of the account; other sessions refresh and go on', async () => {
    const { username, password, tokens } = await createUser();
    const other = (await call('/auth/login', { emailOrusername: username, password })).json() as Tokens;
    expect((await favorites(tokens.accessToken)).statusCode).toBe(200);
    expect((await call('/auth/logout', { refreshToken: tokens.refreshToken }, { token: tokens.accessToken })).statusCode).toBe(204);
    expectError(await favorites(tokens.accessToken), 401, INVALID_ACCESS_TOKEN);
    expectError(await favorites(other.accessToken), 401, INVALID_ACCESS_TOKEN);
    const refreshed = (await call('/auth/refresh', { refreshToken: other.refreshToken })).json() as Tokens;
    expect((await favorites(refreshed.accessToken)).statusCode).toBe(200);
  });

  it('a password change or reset ends every earlier access token; the new one works', async () => {
    const { username, email, password, tokens } = await createUser();
    const changed = await call('/auth/update-password', { newPassword: 'changed-password-1', currentPassword: password }, { token: tokens.accessToken });
    expect(changed.statusCode).toBe(200);
    expectError(await favorites(tokens.accessToken), 401, INVALID_ACCESS_TOKEN);
    const fresh = changed.json() as Tokens;
    expect((await favorites(fresh.accessToken)).statusCode).toBe(200);

    await call('/auth/request-reset', { usernameOremail: username });
    const [mail] = await lastMailTo(email);
    const resetToken = decodeURIComponent(/token=(\S+)/.exec(mail!.body)![1]!);
    const reset = await call('/auth/reset-password', { newPassword: 'reset-password-9', resetToken });
    expect(reset.statusCode).toBe(200);
    expectError(await favorites(fresh.accessToken), 401, INVALID_ACCESS_TOKEN);
    expect((await favorites((reset.json() as Tokens).accessToken)).statusCode).toBe(200);
  });
});

describe('Cache-Control', () => {
  it("is no-store on token answers and on an account's data", async () => {
    const { username, password, tokens } = await createUser();
    const answers = [
      await call('/auth/login', { emailOrusername: username, password }),
      await call('/auth/refresh', { refreshToken: tokens.refreshToken }),
      await call('/auth/request-reset', { usernameOremail: username }),
      await call('/favorites', undefined, { method: 'GET', token: tokens.accessToken }),
      await call('/unit-settings', undefined, { method: 'GET', token: tokens.accessToken }),
    ];
    for (const answer of answers)
      expect({ status: answer.statusCode, cacheControl: answer.headers['cache-control'] }).toEqual({ status: 200, cacheControl: 'no-store' });
  });
});

describe('POST /auth/logout', () => {
  it('revokes the given refresh token, and only its owner can', async () => {
    const a = await createUser();
    const b = await createUser();
    // B cannot end A's session with A's refresh token.
    expect((await call('/auth/logout', { refreshToken: a.tokens.refreshToken }, { token: b.tokens.accessToken })).statusCode).toBe(204);
    const stillValid = await call('/auth/refresh', { refreshToken: a.tokens.refreshToken });
    expect(stillValid.statusCode).toBe(200);
    const aTokens = stillValid.json() as Tokens;

    expect((await call('/auth/logout', { refreshToken: aTokens.refreshToken }, { token: aTokens.accessToken })).statusCode).toBe(204);
    expectError(await call('/auth/refresh', { refreshToken: aTokens.refreshToken }), 401, INVALID_REFRESH_TOKEN);
    expect((await call('/auth/refresh', { refreshToken: b.tokens.refreshToken })).statusCode).toBe(200);
  });

  it('without a body revokes every refresh token of the account', async () => {
    const { username, password, tokens } = await createUser();
    const second = (await call('/auth/login', { emailOrusername: username, password })).json() as Tokens;
    expect((await call('/auth/logout', undefined, { token: tokens.accessToken })).statusCode).toBe(204);
    expectError(await call('/auth/refresh', { refreshToken: tokens.refreshToken }), 401, INVALID_REFRESH_TOKEN);
    expectError(await call('/auth/refresh', { refreshToken: second.refreshToken }), 401, INVALID_REFRESH_TOKEN);
  });
});
