// Expected failures of the server, each with a stable code. The error handler
// maps the code to an HTTP status; the message is a sentence a player can read.
// Other features add their codes here (UNAUTHORIZED, SUBSCRIPTION_REQUIRED, ...).

export const ERROR_STATUS = {
  /** A body, parameter or query failed its schema; the message names the field. */
  INVALID_REQUEST: 400,
  /** No valid bearer token, bad credentials, or a bad refresh token. */
  UNAUTHORIZED: 401,
  /** Authenticated, but the password given to confirm an account change is wrong. */
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** The username or email is already taken. */
  CONFLICT: 409,
  /** A sync would take an account past one of its storage limits (contract SYNC_LIMITS); nothing of it is stored. */
  QUOTA_EXCEEDED: 422,
  /** Too many attempts from one address or at one account (login, create, request-reset). */
  RATE_LIMITED: 429,
  /** Too many password hashes waiting already (auth/password-hasher.ts); the client retries shortly. */
  SERVER_BUSY: 503,
  /** GET /blob, /rules: no branch or release of that name in the data repository. */
  REF_NOT_FOUND: 404,
  /** The data repository cannot be opened or cloned right now. */
  GAME_DATA_UNAVAILABLE: 503,
  /** SUBSCRIPTION_REQUIRED=true with Stripe configured, and the account has no active subscription: the sync routes. */
  SUBSCRIPTION_REQUIRED: 402,
  /** A /stripe route on a server without STRIPE_SECRET_KEY (or the webhook without STRIPE_WEBHOOK_SECRET). */
  STRIPE_NOT_CONFIGURED: 503,
  /** Stripe could not be reached or refused the server's request (bad key, unknown session). */
  STRIPE_UNAVAILABLE: 502,
  /** A /bcp route on a server without the BCP_* settings. */
  BCP_NOT_CONFIGURED: 503,
  /** BCP could not be reached or answered something that is not what its API promises. */
  BCP_UPSTREAM_ERROR: 502,
} as const satisfies Record<string, number>;

export type AppErrorCode = keyof typeof ERROR_STATUS;

/** A failure the client caused or can act on; never used for bugs (those are plain errors and answer 500). */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: AppErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

/** Checks the code, not the class, as the style guide asks: errors may cross module copies. */
export function isAppError(error: unknown): error is AppError {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && Object.hasOwn(ERROR_STATUS, code) && error instanceof Error;
}

/** The body of every error answer (docs/decisions.md, "Errors"): `{ statusCode, error, message }`. */
export type ErrorBody = { statusCode: number; error: string; message: string };
