// The rule for AUTH_SECRET, the key every access token is signed with: random
// characters, enough of them. A patterned or worded secret ('abcdefgh' six
// times, 'change-me-to-a-long-random-secret-please') is refused at start, as
// zxcvbn-ts (the password rule's estimator) finds it far easier to guess than
// random characters of its length.
import { rateSecret } from '@scrolldex/contract/password';

/** Shortest AUTH_SECRET accepted: 32 characters. */
export const MIN_AUTH_SECRET_LENGTH = 32;

/** Least estimated strength of AUTH_SECRET: length times log2 of its distinct characters. */
const MIN_AUTH_SECRET_BITS = 128;

/**
 * Least zxcvbn log10 guesses per character: random characters score about 1 (their least, over thousands of random
 * base64 and hex secrets, was 0.89); words and patterns score under 0.83 (a seven-word phrase).
 */
const MIN_LOG10_GUESSES_PER_CHARACTER = 0.85;

/** How to make a good one, with what every server has. */
export const MAKE_AUTH_SECRET = `node -e "console.log(require('node:crypto').randomBytes(32).toString('base64url'))"`;

/**
 * Why a secret is too weak, or null. A long run of one character, or a few
 * repeated, is as guessable as a short secret: its estimated strength counts.
 */
export function authSecretProblem(secret: string): string | null {
  if (secret.length < MIN_AUTH_SECRET_LENGTH)
    return `AUTH_SECRET must be at least ${MIN_AUTH_SECRET_LENGTH} characters long (a random string), got ${secret.length}.`;
  const distinct = new Set(secret).size;
  if (secret.length * Math.log2(Math.max(distinct, 1)) < MIN_AUTH_SECRET_BITS || distinct < 8) {
    return `AUTH_SECRET must be random (make one with ${MAKE_AUTH_SECRET}); this one repeats ${distinct === 1 ? 'a single character' : `only ${distinct} different characters`}.`;
  }
  const rating = rateSecret(secret);
  if (rating.log10GuessesPerCharacter < MIN_LOG10_GUESSES_PER_CHARACTER)
    return `AUTH_SECRET must be random (make one with ${MAKE_AUTH_SECRET}); this one is easy to guess: ${rating.reason ?? 'it is made of words'}.`;
  return null;
}
