// Who a BCP login belongs to, and whether its access token has run out, from
// the tokens' own claims (nickname, given_name, family_name, userId).
import { z } from 'zod/mini';

import { jwtPayload } from '../../data/jwt-payload';
import { builtOnFirstUse } from '../../shared/built-on-first-use';

// Built on first use, not as the module loads: a BCP token is read only once the player connected BCP. Rollup no
// longer folds the module into the app's first chunk either (a top-level call is not pure to it): it stays with the
// BCP screens and settings, which use it.
const idClaimsSchema = builtOnFirstUse(() =>
  z.object({
    nickname: z.optional(z.string()),
    given_name: z.optional(z.string()),
    family_name: z.optional(z.string()),
    userId: z.optional(z.string()),
  }),
);

/** 'Connected to BCP as Ada (inkwell) Quill.'; the parts the id token lacks are left out. */
export function bcpConnectedSentence(idToken: string): string {
  const claims = idClaimsSchema().safeParse(jwtPayload(idToken));
  const { given_name: given, nickname, family_name: family } = claims.success ? claims.data : {};
  const name = [given, nickname && `(${nickname})`, family].filter(Boolean).join(' ');
  return name ? `Connected to BCP as ${name}.` : 'Connected to BCP.';
}

const expiryClaimSchema = builtOnFirstUse(() => z.object({ exp: z.number() }));

/** The access token's exp (seconds) has passed; a token without a readable exp is left to BCP to judge. */
export function bcpTokenExpired(accessToken: string, now: number): boolean {
  const claims = expiryClaimSchema().safeParse(jwtPayload(accessToken));
  return claims.success && claims.data.exp * 1000 <= now;
}
