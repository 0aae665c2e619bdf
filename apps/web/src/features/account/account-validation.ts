// What the account forms check before calling the server, with
// one short sentence each, naming what is wrong and how to put it right.
// The username, email and new-password rules are the server's own
// (@scrolldex/contract), told before the call: a password's length and names at
// once, and zxcvbn's score once the rule has loaded (use-password-rating.ts),
// which rates it exactly as the server does.
import { EmailSchema, passwordShapeProblem, USERNAME_RULE, UsernameSchema, type PasswordOwner } from '@scrolldex/contract';
import type { PasswordRating } from '@scrolldex/contract/password';

export const EMAIL_INVALID = 'Please enter a valid email address.';
export const USERNAME_INVALID = `Username ${USERNAME_RULE}.`;

/** The server's sentence for a new password it would refuse: its shape at once, the rest once rated. */
function newPasswordProblem(password: string, rating: PasswordRating | null, owner: PasswordOwner = {}): Check {
  return passwordShapeProblem(password, owner) ?? rating?.problem ?? null;
}

const filled = (...values: string[]) => values.every((value) => value.trim() !== '');

/** null when the form may be sent, else the sentence to show. */
export type Check = string | null;

export function checkLogin(emailOrUsername: string, password: string): Check {
  return filled(emailOrUsername, password) ? null : 'Please enter email and password.';
}

export function checkSignUp(form: { username: string; email: string; password: string; confirm: string }, rating: PasswordRating | null = null): Check {
  if (!filled(form.username, form.email, form.password, form.confirm)) return 'Please fill in all fields.';
  if (!UsernameSchema.safeParse(form.username).success) return USERNAME_INVALID;
  if (!EmailSchema.safeParse(form.email).success) return EMAIL_INVALID;
  if (form.password !== form.confirm) return 'Passwords do not match.';
  return newPasswordProblem(form.password, rating, form);
}

export function checkChangePassword(form: { current: string; next: string; confirm: string }, rating: PasswordRating | null = null): Check {
  if (!filled(form.current, form.next, form.confirm)) return 'Please fill in all fields.';
  if (form.next !== form.confirm) return 'New passwords do not match.';
  return newPasswordProblem(form.next, rating);
}

export function checkResetPassword(password: string, confirm: string, rating: PasswordRating | null = null): Check {
  if (!filled(password, confirm)) return 'Please fill in both fields.';
  if (password !== confirm) return 'Passwords do not match.';
  return newPasswordProblem(password, rating);
}

export function checkForgotPassword(emailOrUsername: string): Check {
  return filled(emailOrUsername) ? null : 'Please enter your email or username.';
}

export function checkDeleteAccount(password: string): Check {
  return filled(password) ? null : 'Please enter your password.';
}
