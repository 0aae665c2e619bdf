// HS256 JSON Web Tokens with node:crypto only: enough for our own tokens,
// which this server both signs and verifies.
import { createHmac, timingSafeEqual } from 'node:crypto';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function signature(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

export function signJwt(payload: object, secret: string): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${signature(body, secret).toString('base64url')}`;
}

export type JwtVerifyResult = { ok: true; payload: Record<string, unknown> } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/**
 * Checks the header, the signature and `exp` (seconds) against `nowSeconds`. The key may depend on the
 * (not yet trusted) payload, e.g. per account; `undefined` from it fails as a bad signature.
 */
export function verifyJwt(token: string, secret: string | ((payload: Record<string, unknown>) => string | undefined), nowSeconds: number): JwtVerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, body, sig] = parts as [string, string, string];
  let parsedHeader: unknown;
  let payload: unknown;
  try {
    parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if ((parsedHeader as { alg?: unknown } | null)?.alg !== 'HS256' || payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    return { ok: false, reason: 'malformed' };
  }
  const key = typeof secret === 'string' ? secret : secret(payload as Record<string, unknown>);
  if (key === undefined) return { ok: false, reason: 'signature' };
  const expected = signature(`${header}.${body}`, key);
  const actual = Buffer.from(sig, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, reason: 'signature' };
  const exp = (payload as { exp?: unknown }).exp;
  if (typeof exp !== 'number' || exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, payload: payload as Record<string, unknown> };
}
