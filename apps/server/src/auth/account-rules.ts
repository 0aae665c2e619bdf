// What an account's fields must look like, as zod schemas for the route
// bodies and the password rule (decisions.md: 8 to 128 characters; issue 10:
// not only spaces, not the username or email, not a common password).
import { dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';

import { AppError } from '../errors.js';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
export const PASSWORD_TOO_LONG = `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`;

export const PASSWORD_ONLY_SPACES = 'Password must not be only spaces.';
export const PASSWORD_IS_NAME = 'Password must not be your username or email.';
export const PASSWORD_TOO_COMMON = 'This password is one of the most common ones. Please choose another.';

// The common-password list of zxcvbn-ts (about 49 000 from leaked-password corpora, kept up to date there), lower case.
const COMMON_PASSWORDS = new Set(dictionary['passwords-common']);

/**
 * Checked in the handler, not the schema, so the messages are exactly the ones the decisions name. The account's
 * username and email, when known, are refused as passwords too (any case).
 */
export function checkNewPassword(password: string, account?: { username: string; email: string }): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw new AppError('INVALID_REQUEST', PASSWORD_TOO_SHORT);
  if (password.length > MAX_PASSWORD_LENGTH) throw new AppError('INVALID_REQUEST', PASSWORD_TOO_LONG);
  if (password.trim() === '') throw new AppError('INVALID_REQUEST', PASSWORD_ONLY_SPACES);
  const folded = password.trim().toLowerCase();
  if (account && (folded === account.username.toLowerCase() || folded === account.email.toLowerCase())) throw new AppError('INVALID_REQUEST', PASSWORD_IS_NAME);
  if (COMMON_PASSWORDS.has(folded)) throw new AppError('INVALID_REQUEST', PASSWORD_TOO_COMMON);
}

const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;

export const UsernameSchema = z
  .string()
  .trim()
  .refine((value) => USERNAME_PATTERN.test(value), { message: "must be 3 to 32 letters, digits, '_', '-' or '.'" });

export const EmailSchema = z.string().trim().max(254).pipe(z.email());

/** A password given to prove who you are: only its presence and an upper bound are checked. */
export const GivenPasswordSchema = z.string().min(1).max(1024);
/** A new password: its length rule is checked by checkNewPassword. */
export const NewPasswordSchema = z.string().max(1024);
/** Username or email typed into a login or reset form. */
export const AccountNameSchema = z.string().trim().min(1).max(254);
export const OpaqueTokenSchema = z.string().min(1).max(512);
