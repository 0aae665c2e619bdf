// What an account's fields must look like, as zod schemas for the route
// bodies, and the new-password rule (decisions.md: 8 to 128 characters, a
// zxcvbn-ts score of at least 3; issue 10: not only spaces, not the username
// or email), which lives in the contract so the web app's meter rates a
// password exactly as the server does.
import { ratePassword, type PasswordOwner } from '@scrolldex/contract/password';
import { z } from 'zod';

import { AppError } from '../errors.js';

/**
 * Checked in the handler, not the schema, so the messages are exactly the rule's. The account's username and email,
 * when known, count as guessable words (and are refused as the whole password, any case).
 */
export function checkNewPassword(password: string, account?: PasswordOwner): void {
  const { problem } = ratePassword(password, account);
  if (problem !== null) throw new AppError('INVALID_REQUEST', problem);
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
