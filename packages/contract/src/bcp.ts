import { z } from 'zod/mini';

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
