// What the account forms check before calling the server (companion §5), with
// the spec's sentences; where the spec names none, a sentence in the same voice.
// A new password meets the server's rule (decisions.md), told before the call:
// its length at once, and the rest (zxcvbn's score among it) once the rule has
// loaded (use-password-rating.ts), which rates it exactly as the server does.
import { PASSWORD_LIMITS } from '@scrolldex/contract';
import type { PasswordRating } from '@scrolldex/contract/password';

export const MIN_PASSWORD_LENGTH = PASSWORD_LIMITS.minLength;
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;

/** The server's sentence for a new password it would refuse: too short at once, the rest once rated. */
function newPasswordProblem(password: string, rating: PasswordRating | null): Check {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  return rating?.problem ?? null;
}

const filled = (...values: string[]) => values.every((value) => value.trim() !== '');

/** null when the form may be sent, else the sentence to show. */
export type Check = string | null;

export function checkLogin(emailOrUsername: string, password: string): Check {
  return filled(emailOrUsername, password) ? null : 'Please enter email and password.';
}

export function checkSignUp(form: { username: string; email: string; password: string; confirm: string }, rating: PasswordRating | null = null): Check {
  if (!filled(form.username, form.email, form.password, form.confirm)) return 'Please fill in all fields.';
  if (form.password !== form.confirm) return 'Passwords do not match.';
  return newPasswordProblem(form.password, rating);
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
