import { z } from 'zod/mini';

export { AccessTokenClaimsSchema, type AccessTokenClaims } from './access-token-claims.js';

/** What create, login, refresh, reset-password and update-password answer. */
export const TokenPairSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type TokenPair = z.infer<typeof TokenPairSchema>;
