// The new-password rule as the server applies it. The rule itself, and the
// schemas of every account field and body, live in @scrolldex/contract so the
// web app's forms and meter check a password exactly as the server does.
import { ratePassword, type PasswordOwner } from '@scrolldex/contract/password';

import { AppError } from '../errors.js';

/**
 * Checked in the handler, not the schema, so the messages are exactly the rule's. The account's username and email,
 * when known, count as guessable words (and are refused as the whole password, any case).
 */
export function checkNewPassword(password: string, account?: PasswordOwner): void {
  const { problem } = ratePassword(password, account);
  if (problem !== null) throw new AppError('INVALID_REQUEST', problem);
}
