import { z } from 'zod/mini';

/** What create, login, refresh, reset-password and update-password answer. */
export const TokenPairSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type TokenPair = z.infer<typeof TokenPairSchema>;

/** The claims of an access token; times in seconds since the epoch. */
export const AccessTokenClaimsSchema = z.object({
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
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaimsSchema>;
