// The auth routes that make and end an account and its password: POST /auth/create, /auth/login and
// /auth/update-password, and DELETE /account. Tokens: auth-tokens.test.ts; password reset and the limits: auth.test.ts.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { countOf } from '../../test/helpers.js';
import { claims, expectError, useAuthApp, UI_ORIGIN, type Tokens } from '../../test/auth-app.js';
import { PASSWORD_IS_NAME, PASSWORD_ONLY_SPACES, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '@scrolldex/contract/password';

import { INVALID_ACCESS_TOKEN, INVALID_REFRESH_TOKEN } from '../auth/token-service.js';
import { ACCOUNT_DELETED, CURRENT_PASSWORD_WRONG, EMAIL_TAKEN, LOGIN_FAILED, PASSWORD_WRONG, USERNAME_TAKEN } from './auth.js';

const { state, call, lastMailTo, createUser } = useAuthApp();

describe('POST /auth/create', () => {
  it('answers two tokens; the access token carries exactly the account claims', async () => {
    const { username, email, tokens } = await createUser();
    expect(Object.keys(tokens).sort()).toEqual(['accessToken', 'refreshToken']);
    const payload = claims(tokens.accessToken);
    expect(Object.keys(payload).sort()).toEqual([
      'cancelAt',
      'email',
      'exp',
      'iat',
      'id',
      'periodEnd',
      'productName',
      'subscriptionStatus',
      'type',
      'username',
    ]);
    expect(payload).toMatchObject({
      username,
      email,
      productName: null,
      subscriptionStatus: null,
      periodEnd: null,
      cancelAt: null,
      type: 'access',
      iat: state.clockMs / 1000,
      exp: state.clockMs / 1000 + 900,
    });
    expect(JSON.parse(Buffer.from(tokens.accessToken.split('.')[0]!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it('refuses a username or email already taken, whatever its case', async () => {
    const { username, email } = await createUser('Dup');
    expectError(
      await call('/auth/create', { username: username.toUpperCase(), email: 'other@example.com', password: 'long-enough-pass' }),
      409,
      USERNAME_TAKEN,
    );
    expectError(await call('/auth/create', { username: 'someone-new', email: email.toUpperCase(), password: 'long-enough-pass' }), 409, EMAIL_TAKEN);
  });

  it('applies the password rule: 8 to 128 characters', async () => {
    const body = (password: string) => ({ username: `pw${++state.counter}`, email: `pw${state.counter}@example.com`, password });
    expectError(await call('/auth/create', body('1234567')), 400, PASSWORD_TOO_SHORT);
    expectError(await call('/auth/create', body('x'.repeat(129))), 400, PASSWORD_TOO_LONG);
    // Eight random characters are 10^8 guesses, zxcvbn's score 2: the shortest random password taken has nine.
    expect((await call('/auth/create', body('q7Kx0pZr9'))).statusCode).toBe(201);
    expect((await call('/auth/create', body('q7Kx0pZr9TfB2vLm'.repeat(8)))).statusCode).toBe(201);
  });

  it('refuses guessable passwords with the reason, only spaces, and the username or email', async () => {
    const body = (password: string) => ({ username: `weak${++state.counter}`, email: `weak${state.counter}@example.com`, password });
    const tooEasy = (reason: string) => `Password is too easy to guess: ${reason}.`;
    const SITE_WORDS = 'it is made of your name, your email or words of this site';
    // The probe's passwords, which the common-password list let through.
    for (const [password, reason] of [
      ['aaaaaaaa', 'it repeats one character'],
      ['abcdefgh', 'it is a run like "abc" or "123"'],
      ['Password1!', 'it is close to a commonly used password'],
      ['Summer2024', 'add another word or two that are less common'],
      ['scrolldex1', SITE_WORDS],
      ['sigmar123', SITE_WORDS],
      ['stormcast', SITE_WORDS],
      ['12345678', 'it is one of the most used passwords'],
      ['PassWord', 'it is one of the most used passwords'],
    ])
      expectError(await call('/auth/create', body(password!)), 400, tooEasy(reason!));
    expectError(await call('/auth/create', body('        ')), 400, PASSWORD_ONLY_SPACES);
    expectError(await call('/auth/create', { username: 'samename', email: 'samename@example.com', password: 'SameName' }), 400, PASSWORD_IS_NAME);
    expectError(await call('/auth/create', { username: 'mailname', email: 'mailname@example.com', password: 'MailName@example.com' }), 400, PASSWORD_IS_NAME);
    // The name inside a longer password.
    expectError(await call('/auth/create', { username: 'kroakfan', email: 'lizard@example.com', password: 'Kroakfan-2025' }), 400, tooEasy(SITE_WORDS));

    const { username, email, password, tokens } = await createUser('weakling');
    expectError(
      await call('/auth/update-password', { newPassword: username, currentPassword: password }, { token: tokens.accessToken }),
      400,
      PASSWORD_IS_NAME,
    );
    expectError(
      await call('/auth/update-password', { newPassword: 'iloveyou', currentPassword: password }, { token: tokens.accessToken }),
      400,
      tooEasy('it is one of the most used passwords'),
    );
    expectError(
      await call('/auth/update-password', { newPassword: `${username}!2024`, currentPassword: password }, { token: tokens.accessToken }),
      400,
      tooEasy(SITE_WORDS),
    );
    await call('/auth/request-reset', { usernameOremail: username });
    const [mail] = await lastMailTo(email);
    const resetToken = decodeURIComponent(/token=(\S+)/.exec(mail!.body)![1]!);
    expectError(await call('/auth/reset-password', { newPassword: email, resetToken }), 400, PASSWORD_IS_NAME);
    expectError(await call('/auth/reset-password', { newPassword: 'qwertyuiop', resetToken }), 400, tooEasy('it is one of the most used passwords'));
    expectError(await call('/auth/reset-password', { newPassword: `${username}sigmar`, resetToken }), 400, tooEasy(SITE_WORDS));
    // The refusals did not spend the link.
    expect((await call('/auth/reset-password', { newPassword: 'a-fine-new-one', resetToken })).statusCode).toBe(200);
  });

  it('names the bad field', async () => {
    expectError(await call('/auth/create', { username: 'abc', password: 'long-enough-pass' }), 400, "Body field 'email' is required.");
    expectError(
      await call('/auth/create', { username: 'abc', email: 'not-mail', password: 'long-enough-pass' }),
      400,
      "Body field 'email' must be a valid email.",
    );
    expectError(
      await call('/auth/create', { username: 'a b', email: 'ab@example.com', password: 'long-enough-pass' }),
      400,
      "Body field 'username' must be 3 to 32 letters, digits, '_', '-' or '.'.",
    );
    expectError(await call('/auth/create', { username: 'abcd', email: 'ab@example.com', password: 12345678 }), 400, "Body field 'password' must be a string.");
  });
});

describe('POST /auth/login', () => {
  it('accepts the username or the email in any case', async () => {
    const { username, email, password } = await createUser();
    for (const emailOrusername of [username, username.toUpperCase(), email, email.toUpperCase()]) {
      const response = await call('/auth/login', { emailOrusername, password });
      expect(response.statusCode).toBe(200);
      expect(claims((response.json() as Tokens).accessToken).username).toBe(username);
    }
  });

  it('answers the same 401 for a wrong password and an unknown account', async () => {
    const { username } = await createUser();
    expectError(await call('/auth/login', { emailOrusername: username, password: 'wrong-password' }), 401, LOGIN_FAILED);
    expectError(await call('/auth/login', { emailOrusername: 'nobody-here', password: 'wrong-password' }), 401, LOGIN_FAILED);
    expectError(await call('/auth/login', { emailOrusername: username }), 400, "Body field 'password' is required.");
  });
});

describe('POST /auth/update-password', () => {
  it('checks the current password and the rule, then answers fresh tokens and revokes the others', async () => {
    const { username, password, tokens } = await createUser();
    const other = (await call('/auth/login', { emailOrusername: username, password })).json() as Tokens;
    const auth = { token: tokens.accessToken };
    expectError(await call('/auth/update-password', { newPassword: 'new-password-1', currentPassword: 'wrong-password' }, auth), 403, CURRENT_PASSWORD_WRONG);
    expectError(await call('/auth/update-password', { newPassword: 'short', currentPassword: password }, auth), 400, PASSWORD_TOO_SHORT);
    expectError(await call('/auth/update-password', { newPassword: 'new-password-1' }, auth), 400, "Body field 'currentPassword' is required.");
    expectError(await call('/auth/update-password', { newPassword: 'new-password-1', currentPassword: password }), 401, INVALID_ACCESS_TOKEN);

    const response = await call('/auth/update-password', { newPassword: 'new-password-1', currentPassword: password }, auth);
    expect(response.statusCode).toBe(200);
    const fresh = response.json() as Tokens;
    expectError(await call('/auth/refresh', { refreshToken: tokens.refreshToken }), 401, INVALID_REFRESH_TOKEN);
    expectError(await call('/auth/refresh', { refreshToken: other.refreshToken }), 401, INVALID_REFRESH_TOKEN);
    expect((await call('/auth/refresh', { refreshToken: fresh.refreshToken })).statusCode).toBe(200);
    expectError(await call('/auth/login', { emailOrusername: username, password }), 401, LOGIN_FAILED);
    expect((await call('/auth/login', { emailOrusername: username, password: 'new-password-1' })).statusCode).toBe(200);
  });
});

describe('DELETE /account', () => {
  it('needs the password of the account of the token; another user cannot delete it', async () => {
    const a = await createUser();
    const b = await createUser();
    expectError(await call('/account', { password: a.password }, { method: 'DELETE', token: b.tokens.accessToken }), 403, PASSWORD_WRONG);
    expectError(await call('/account', { password: a.password }, { method: 'DELETE' }), 401, INVALID_ACCESS_TOKEN);
    expectError(await call('/account', {}, { method: 'DELETE', token: a.tokens.accessToken }), 400, "Body field 'password' is required.");
    expect((await call('/auth/login', { emailOrusername: a.username, password: a.password })).statusCode).toBe(200);
    expect((await call('/auth/login', { emailOrusername: b.username, password: b.password })).statusCode).toBe(200);
  });

  it('deletes the account: it cannot log in, and its tokens stop working', async () => {
    const { username, email, password, tokens } = await createUser();
    await call('/auth/request-reset', { usernameOremail: username, uiUrl: UI_ORIGIN });
    await lastMailTo(email);
    const response = await call('/account', { password }, { method: 'DELETE', token: tokens.accessToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ACCOUNT_DELETED });
    expectError(await call('/auth/login', { emailOrusername: username, password }), 401, LOGIN_FAILED);
    expectError(await call('/auth/refresh', { refreshToken: tokens.refreshToken }), 401, INVALID_REFRESH_TOKEN);
    expectError(await call('/auth/logout', undefined, { token: tokens.accessToken }), 401, INVALID_ACCESS_TOKEN);
    const id = claims(tokens.accessToken).id;
    const left = sql`select (select count(*) from refresh_tokens where user_id = ${id}) + (select count(*) from password_resets where user_id = ${id}) + (select count(*) from mail_outbox where "to" = ${email}) as n`;
    expect(await countOf(state.app, left)).toBe(0);
    // The name is free again.
    expect((await call('/auth/create', { username, email, password })).statusCode).toBe(201);
  });
});
