// The account API: create, login, refresh, logout, password
// reset by mail, password change and account deletion. Every answer with
// tokens is `{ accessToken, refreshToken }`.
import { randomBytes, randomUUID } from 'node:crypto';

import {
  CreateAccountBodySchema,
  DeleteAccountBodySchema,
  LoginBodySchema,
  LogoutBodySchema,
  RefreshBodySchema,
  RequestResetBodySchema,
  ResetPasswordBodySchema,
  UpdatePasswordBodySchema,
} from '@scrolldex/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { checkNewPassword } from '../auth/account-rules.js';
import { addressKey, enforceLimit } from '../auth/rate-limits.js';
import { hashToken, INVALID_ACCESS_TOKEN } from '../auth/token-service.js';
import type { Account, PasswordTarget } from '../db/stores.js';
import { AppError } from '../errors.js';
import { webAppOrigin } from '../http/configured-origins.js';
import { noStore } from '../http/no-store.js';

export const LOGIN_FAILED = 'Incorrect email/username or password.';
export const USERNAME_TAKEN = 'That username is already taken.';
export const EMAIL_TAKEN = 'An account with that email already exists.';
export const RESET_REQUESTED =
  'If an account exists for the provided email or username, a password reset link has been sent. Please check your email and spam folder.';
export const RESET_TOKEN_INVALID = 'This password reset link is invalid or has expired. Please request a new one.';
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect.';
export const PASSWORD_WRONG = 'Password is incorrect.';
export const ACCOUNT_DELETED = 'Account deleted.';
export const RESET_MAIL_SUBJECT = 'Reset your Scrolldex password';

export async function authRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { tokens, limits, mail, passwords, now } = app.auth;
  // Tokens in every answer here (this plugin is encapsulated, so the hook is for these routes only).
  app.addHook('onRequest', noStore);
  const { accounts } = app.stores;
  const findById = async (id: string): Promise<Account> => {
    const account = await accounts.findById(id);
    if (!account) throw new AppError('UNAUTHORIZED', INVALID_ACCESS_TOKEN);
    return account;
  };
  /** An account by its name as typed (an unknown one, or before it is looked up); a known one is keyed by its id. */
  const accountKey = (name: string) => `account:${name.toLowerCase()}`;
  const idKey = (account: Account) => `id:${account.id}`;
  /**
   * The end of a password reset and of a password change: hash the new password, then in one transaction write it to
   * the target account (`gone()` when there is none any more, or its reset link was used meanwhile), spend every
   * reset link, end every session and open a new one, whose tokens are the answer.
   */
  const replacePassword = async (request: FastifyRequest, owner: Account, newPassword: string, target: PasswordTarget, gone: () => AppError) => {
    const passwordHash = await passwords.hash(newPassword, [addressKey(request), idKey(owner)]);
    const session = tokens.newSession();
    const account = await accounts.replacePassword({ target, passwordHash, at: new Date(now()), session: session.row });
    if (!account) throw gone();
    return { accessToken: await tokens.signAccess(account), refreshToken: session.refreshToken };
  };
  /**
   * Confirms an account change with the current password. Every attempt counts against the account's budget
   * (RATE_LIMIT_LOGIN) before the password is checked, so concurrent guesses cannot overrun it.
   */
  const confirmPassword = async (request: FastifyRequest, reply: FastifyReply, user: Account, password: string, wrong: string) => {
    await enforceLimit(limits.login, request, [`password-check:${user.id}`], reply);
    if (!(await passwords.verify(password, user.passwordHash, [addressKey(request), idKey(user)]))) throw new AppError('FORBIDDEN', wrong);
  };

  app.post('/auth/create', { schema: { body: CreateAccountBodySchema } }, async (request, reply) => {
    const { body } = request;
    await enforceLimit(limits.create, request, [addressKey(request)], reply);
    checkNewPassword(body.password, body);
    const passwordHash = await passwords.hash(body.password, [addressKey(request), accountKey(body.username)]);
    // The names are checked after the (slow) hash, with the insert, so no other request can slip in between.
    const created = await accounts.create({ id: randomUUID(), username: body.username, email: body.email, passwordHash, at: new Date(now()) });
    if (!created.ok) throw new AppError('CONFLICT', created.taken === 'username' ? USERNAME_TAKEN : EMAIL_TAKEN);
    return reply.code(201).send(await tokens.issue(created.account));
  });

  app.post('/auth/login', { schema: { body: LoginBodySchema } }, async (request, reply) => {
    const { body } = request;
    const user = await accounts.findByName(body.emailOrusername);
    // Every attempt counts, per address and per (account, address), before its password is checked: counted first,
    // concurrent guesses cannot overrun a limit, and a flood of successful logins is limited like
    // one of failures (item 2). A success stays counted: @fastify/rate-limit cannot take a count back, and a player
    // logs in far less often than the limit (a refresh token lasts 30 days). A stranger elsewhere cannot lock the
    // owner out, and the username and email of one account share one budget (keyed by its id; an unknown name by itself).
    const account = user ? idKey(user) : accountKey(body.emailOrusername);
    await enforceLimit(limits.loginAddress, request, [addressKey(request)], reply);
    await enforceLimit(limits.login, request, [`${account}@${addressKey(request)}`], reply);
    // Without an account, check a dummy hash anyway so the answer takes as long.
    const valid = await passwords.verify(body.password, user?.passwordHash, [addressKey(request), account]);
    if (!user || !valid) throw new AppError('UNAUTHORIZED', LOGIN_FAILED);
    return tokens.issue(user);
  });

  app.post('/auth/refresh', { schema: { body: RefreshBodySchema } }, async (request) => {
    const { body } = request;
    return tokens.refresh(body.refreshToken);
  });

  app.post('/auth/logout', { schema: { body: LogoutBodySchema }, onRequest: app.authenticate }, async (request, reply) => {
    const { body } = request;
    // With the session's refresh token, end that session; without, end every session of the account.
    // Another account's token is left alone. Either way every access token of the account ends now (the generation
    // is per account): other sessions refresh silently with their refresh tokens.
    if (body?.refreshToken === undefined) await tokens.revokeAll(request.userId);
    else {
      await tokens.revokeFamilyOf(request.userId, body.refreshToken);
      await tokens.endAccessTokens(request.userId);
    }
    return reply.code(204).send();
  });

  app.post('/auth/request-reset', { schema: { body: RequestResetBodySchema } }, async (request, reply) => {
    const { body } = request;
    await enforceLimit(limits.reset, request, [addressKey(request), accountKey(body.usernameOremail)], reply);
    const user = await accounts.findByName(body.usernameOremail);
    if (user) {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      await accounts.addPasswordReset({
        tokenHash: hashToken(token),
        userId: user.id,
        expiresAt: new Date(at + app.config.auth.resetTokenTtlSeconds * 1000),
        createdAt: new Date(at),
      });
      const link = `${webAppOrigin(app.config)}/reset-password?token=${encodeURIComponent(token)}`;
      const minutes = Math.round(app.config.auth.resetTokenTtlSeconds / 60);
      const text = [
        `Hello ${user.username},`,
        '',
        'Someone asked to reset the password of your Scrolldex account. To choose a new password, open this link:',
        '',
        link,
        '',
        `The link works once, for ${minutes} minutes. If you did not ask for it, ignore this mail; your password stays as it is.`,
      ].join('\n');
      // Sent in the background: waiting for SMTP would make the answer slower for an existing account, telling
      // who has one. For the same reason a failed send is only logged.
      mail.send({ to: user.email, subject: RESET_MAIL_SUBJECT, body: text }).catch((error: unknown) => {
        request.log.error({ err: error }, 'could not send the password reset mail');
      });
    }
    return { message: RESET_REQUESTED };
  });

  app.post('/auth/reset-password', { schema: { body: ResetPasswordBodySchema } }, async (request, reply) => {
    const { body } = request;
    // Attempts are limited per address (RATE_LIMIT_RESET) and counted first, so concurrent fake tokens cannot overrun
    // the limit; a token is checked before the new password is rated or hashed: a flood of fake
    // tokens costs one indexed lookup each, never a scrypt hash nor a zxcvbn rating.
    await enforceLimit(limits.reset, request, [`reset-password:${addressKey(request)}`], reply);
    const resetTokenHash = hashToken(body.resetToken);
    const reset = await accounts.findPasswordReset(resetTokenHash);
    const usable = reset && reset.usedAt === null && reset.expiresAt.getTime() > now();
    const owner = usable ? await accounts.findById(reset.userId) : undefined;
    const invalid = () => new AppError('INVALID_REQUEST', RESET_TOKEN_INVALID);
    if (!owner) throw invalid();
    checkNewPassword(body.newPassword, owner);
    // The store checks the link again in its transaction: another request may have used it while this one was hashing.
    return replacePassword(request, owner, body.newPassword, { resetTokenHash, at: new Date(now()) }, invalid);
  });

  app.post('/auth/update-password', { schema: { body: UpdatePasswordBodySchema }, onRequest: app.authenticate }, async (request, reply) => {
    const { body } = request;
    const user = await findById(request.userId);
    checkNewPassword(body.newPassword, user);
    await confirmPassword(request, reply, user, body.currentPassword, CURRENT_PASSWORD_WRONG);
    // The account may be deleted while the new password is hashed.
    return replacePassword(request, user, body.newPassword, { userId: user.id }, () => new AppError('UNAUTHORIZED', INVALID_ACCESS_TOKEN));
  });

  app.delete('/account', { schema: { body: DeleteAccountBodySchema }, onRequest: app.authenticate }, async (request, reply) => {
    const { body } = request;
    const user = await findById(request.userId);
    await confirmPassword(request, reply, user, body.password, PASSWORD_WRONG);
    // Its tokens, reset links, records and the mail to it go with it.
    await accounts.deleteAccount(user.id);
    return { message: ACCOUNT_DELETED };
  });
}
