// Who an access token says is logged in, read without checking its signature
// (the server checks signatures, not us): the session's atoms read it at start,
// without the API client's code.
import { AccessTokenClaimsSchema, type AccessTokenClaims } from '@scrolldex/contract';

import { jwtPayload } from './jwt-payload';

/** The claims of an access token (username, email, subscription...), or null when they cannot be read. */
export function accessTokenClaims(token: string): AccessTokenClaims | null {
  const claims = AccessTokenClaimsSchema.safeParse(jwtPayload(token));
  return claims.success ? claims.data : null;
}
