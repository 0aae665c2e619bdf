// The account session as atoms: screens and the sync follow the tokens the
// ScrolldexClient stores (data/session-store keys).
import { atom } from 'jotai';

import { accessTokenClaims } from '../data/access-token-claims';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, StoredTokenSchema } from '../data/session-store';
import { storedAtom } from './stored-atom';

export const accessTokenAtom = storedAtom<string | null>(ACCESS_TOKEN_KEY, StoredTokenSchema, null);
export const refreshTokenAtom = storedAtom<string | null>(REFRESH_TOKEN_KEY, StoredTokenSchema, null);

/** Logged in: an access token is held (the client refreshes it when it runs out). */
export const hasSessionAtom = atom((get) => get(accessTokenAtom) !== null);

/** Who is logged in, read from the access token's claims (the server checks the signature, not us). */
export const accountAtom = atom((get) => {
  const token = get(accessTokenAtom);
  return token === null ? null : accessTokenClaims(token);
});
