// What the web app reads of its access token, apart from the answers of tokens.ts: it reads the claims from the first
// screen on, while it checks a token pair only in an answer (with its answers' schemas, not as it starts).
import { z } from 'zod/mini';

/** The claims of an access token; times in seconds since the epoch. Built on first use: only a signed-in player's start reads them. */
export const AccessTokenClaimsSchema = z.lazy(() =>
  z.object({
    username: z.string(),
    email: z.string(),
    productName: z.nullable(z.string()),
    subscriptionStatus: z.nullable(z.string()),
    periodEnd: z.nullable(z.number()),
    cancelAt: z.nullable(z.number()),
    id: z.string(),
    iat: z.number(),
    exp: z.number(),
    type: z.literal('access'),
  }),
);
export type AccessTokenClaims = z.infer<typeof AccessTokenClaimsSchema>;
