/** Shortest AUTH_SECRET accepted: 32 characters. */
export const MIN_AUTH_SECRET_LENGTH = 32;

/** Least estimated strength of AUTH_SECRET: length times log2 of its distinct characters. */
const MIN_AUTH_SECRET_BITS = 128;

/**
 * Why a secret is too weak, or null. A long run of one character, or a few
 * repeated, is as guessable as a short secret: its estimated strength counts.
 */
export function authSecretProblem(secret: string): string | null {
  if (secret.length < MIN_AUTH_SECRET_LENGTH)
    return `AUTH_SECRET must be at least ${MIN_AUTH_SECRET_LENGTH} characters long (a random string), got ${secret.length}.`;
  const distinct = new Set(secret).size;
  if (secret.length * Math.log2(Math.max(distinct, 1)) < MIN_AUTH_SECRET_BITS || distinct < 8) {
    return `AUTH_SECRET must be random (e.g. openssl rand -base64 48); this one repeats ${distinct === 1 ? 'a single character' : `only ${distinct} different characters`}.`;
  }
  return null;
}
