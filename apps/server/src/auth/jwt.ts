// HS256 JSON Web Tokens through jose: our own access tokens, which this
// server both signs and verifies. Keys are CryptoKeys made once per secret.
import { webcrypto } from 'node:crypto';

import { decodeJwt, errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

export type JwtKey = webcrypto.CryptoKey;

/** An HMAC-SHA-256 key from secret text (jose takes CryptoKeys; importing once per key keeps the check cheap). */
export function hmacKey(secret: string): Promise<JwtKey> {
  return webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

export function signJwt(payload: JWTPayload, key: JwtKey): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
}

export type JwtVerifyResult = { ok: true; payload: Record<string, unknown> } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/**
 * Base64url has several spellings of the same bytes (the last character's
 * unused bits); only the one this server writes is accepted, so a token has
 * exactly one valid form.
 */
function isCanonicalSignature(token: string): boolean {
  const signature = token.slice(token.lastIndexOf('.') + 1);
  return Buffer.from(signature, 'base64url').toString('base64url') === signature;
}

/**
 * Checks the algorithm, the signature and `exp` (seconds) against `nowSeconds`.
 * The key may depend on the (not yet trusted) payload, e.g. per account;
 * `undefined` from it fails as a bad signature.
 */
export async function verifyJwt(
  token: string,
  key: JwtKey | ((payload: Record<string, unknown>) => Promise<JwtKey | undefined> | JwtKey | undefined),
  nowSeconds: number,
): Promise<JwtVerifyResult> {
  let claims: Record<string, unknown>;
  try {
    claims = decodeJwt(token);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const resolved = typeof key === 'function' ? await key(claims) : key;
  if (resolved === undefined) return { ok: false, reason: 'signature' };
  if (!isCanonicalSignature(token)) return { ok: false, reason: 'signature' };
  try {
    const { payload } = await jwtVerify(token, resolved, { algorithms: ['HS256'], requiredClaims: ['exp'], currentDate: new Date(nowSeconds * 1000) });
    return { ok: true, payload };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof errors.JWSSignatureVerificationFailed) return { ok: false, reason: 'signature' };
    return { ok: false, reason: 'malformed' };
  }
}
