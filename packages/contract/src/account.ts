// The account API's request bodies (POST /auth/*, DELETE /account) and the
// rules of an account's fields, one copy for both sides: the server validates
// each body with these schemas, and the web app's forms check a username, an
// email and the cheap part of the new-password rule with them before they
// send. The scored part of the password rule (zxcvbn) is the separate
// '@scrolldex/contract/password' entry: its word lists are too heavy for here.
import { z } from 'zod/mini';

import { PASSWORD_LIMITS } from './limits.js';

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_LIMITS.minLength} characters.`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_LIMITS.maxLength} characters.`;
export const PASSWORD_ONLY_SPACES = 'Password must not be only spaces.';
export const PASSWORD_IS_NAME = 'Password must not be your username or email.';

/** Whose password it is: their username and email, when known, are refused as the whole password. */
export type PasswordOwner = { username?: string; email?: string };

/** What a guesser who knows the player tries: their username, their email and its name part. */
export function ownerWords({ username, email }: PasswordOwner): string[] {
  return [username, email, email?.split('@')[0]].filter((word): word is string => word !== undefined && word.trim() !== '');
}

/**
 * The new-password rule's checks that need no scoring, in the order the player meets them: its length, not only
 * spaces, not the owner's name. The sentence the server refuses with, or null.
 */
export function passwordShapeProblem(password: string, owner: PasswordOwner = {}): string | null {
  if (password.length < PASSWORD_LIMITS.minLength) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_LIMITS.maxLength) return PASSWORD_TOO_LONG;
  if (password.trim() === '') return PASSWORD_ONLY_SPACES;
  const folded = password.trim().toLowerCase();
  if (ownerWords(owner).some((word) => word.trim().toLowerCase() === folded)) return PASSWORD_IS_NAME;
  return null;
}

const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;
/** Worded as the end of a sentence that names the field ("Username must be ..."). */
export const USERNAME_RULE = "must be 3 to 32 letters, digits, '_', '-' or '.'";

export const UsernameSchema = z.string().check(
  z.trim(),
  z.refine((value) => USERNAME_PATTERN.test(value), { message: USERNAME_RULE }),
);
export const EmailSchema = z.pipe(z.string().check(z.trim(), z.maxLength(254)), z.email());
/** A password given to prove who you are: only its presence and an upper bound are checked. */
export const GivenPasswordSchema = z.string().check(z.minLength(1), z.maxLength(1024));
/** A new password: the server checks the rule in its handler (ratePassword), so the refusal is the rule's sentence. */
export const NewPasswordSchema = z.string().check(z.maxLength(1024));
/** A username or an email typed into a login or reset form. */
export const AccountNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(254));
export const OpaqueTokenSchema = z.string().check(z.minLength(1), z.maxLength(512));

/** POST /auth/create. */
export const CreateAccountBodySchema = z.object({ email: EmailSchema, username: UsernameSchema, password: NewPasswordSchema });
/** POST /auth/login (the field's spelling is the API's). */
export const LoginBodySchema = z.object({ emailOrusername: AccountNameSchema, password: GivenPasswordSchema });
/** POST /auth/refresh. */
export const RefreshBodySchema = z.object({ refreshToken: OpaqueTokenSchema });
/** POST /auth/logout: with the session's refresh token that session ends, without it every session of the account. */
export const LogoutBodySchema = z.nullish(z.object({ refreshToken: z.optional(OpaqueTokenSchema) }));
/** POST /auth/request-reset. uiUrl is taken for older clients and ignored: the link always uses the configured origin. */
export const RequestResetBodySchema = z.object({ usernameOremail: AccountNameSchema, uiUrl: z.optional(z.string().check(z.maxLength(2048))) });
/** POST /auth/reset-password. */
export const ResetPasswordBodySchema = z.object({ newPassword: NewPasswordSchema, resetToken: OpaqueTokenSchema });
/** POST /auth/update-password. */
export const UpdatePasswordBodySchema = z.object({ newPassword: NewPasswordSchema, currentPassword: GivenPasswordSchema });
/** DELETE /account. */
export const DeleteAccountBodySchema = z.object({ password: GivenPasswordSchema });

export type CreateAccountBody = z.infer<typeof CreateAccountBodySchema>;
export type LoginBody = z.infer<typeof LoginBodySchema>;
export type RefreshBody = z.infer<typeof RefreshBodySchema>;
export type LogoutBody = z.infer<typeof LogoutBodySchema>;
export type RequestResetBody = z.infer<typeof RequestResetBodySchema>;
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;
export type UpdatePasswordBody = z.infer<typeof UpdatePasswordBodySchema>;
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;
