import { z } from 'zod/mini';

/** The web app's state for a connect it started: random, URL-safe, carried through BCP's login back to its page. */
export const BcpAppStateSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16 to 128 letters, digits, - or _'));

/**
 * GET /bcp/login: with only `state`, the web app starts a connect; with the three tokens (and the state), it is the
 * web app's own page, which the server's callback sends the browser back to.
 */
export const BcpLoginQuerySchema = z.object({
  state: z.optional(BcpAppStateSchema),
  accessToken: z.optional(z.string()),
  refreshToken: z.optional(z.string()),
  idToken: z.optional(z.string()),
});
export type BcpLoginQuery = z.infer<typeof BcpLoginQuerySchema>;

/** GET /bcp/callback: what BCP's authorization page sends back (a code, or an error), with the login's signed state. */
export const BcpCallbackQuerySchema = z.object({
  code: z.optional(z.string().check(z.minLength(1), z.maxLength(4096))),
  state: z.optional(z.string().check(z.maxLength(512))),
  error: z.optional(z.string().check(z.maxLength(512))),
});

/** GET /bcp/refresh?refreshToken=...: a new login for this refresh token. */
export const BcpRefreshQuerySchema = z.object({ refreshToken: z.string().check(z.minLength(1), z.maxLength(8192)) });
export type BcpRefreshQuery = z.infer<typeof BcpRefreshQuerySchema>;

// BCP event ids are opaque word characters; anything else ('..', slashes) could climb out of the proxied /lists/.
/** GET /bcp/lists/{eventId}. */
export const BcpEventParamsSchema = z.object({
  eventId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be a BCP event id (letters, digits, - and _)')),
});
export type BcpEventParams = z.infer<typeof BcpEventParamsSchema>;

/** The three tokens of a Best Coast Pairings login: what GET /bcp/refresh answers and the web app keeps. */
export const BcpLoginSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
  idToken: z.string().check(z.minLength(1)),
});
export type BcpLogin = z.infer<typeof BcpLoginSchema>;

/** One of the player's events, as GET /bcp/myevents answers it (the server has normalised BCP's answer). */
export const BcpEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.nullable(z.string()),
  country: z.nullable(z.string()),
  eventDate: z.string(),
  eventEndDate: z.nullable(z.string()),
  ownerFirstName: z.nullable(z.string()),
  ownerLastName: z.nullable(z.string()),
  totalPlayers: z.nullable(z.number()),
  numTickets: z.nullable(z.number()),
});
export type BcpEvent = z.infer<typeof BcpEventSchema>;
export const BcpEventsSchema = z.array(BcpEventSchema);

/** One player's list of an event, as GET /bcp/lists/{eventId} answers it. */
export const BcpListEntrySchema = z.object({
  armyListText: z.nullable(z.string()),
  user: z.object({ firstName: z.nullable(z.string()), lastName: z.nullable(z.string()) }),
});
export type BcpListEntry = z.infer<typeof BcpListEntrySchema>;
export const BcpListEntriesSchema = z.array(BcpListEntrySchema);
