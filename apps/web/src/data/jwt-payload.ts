// The claims of a JWT, read without checking its signature: the app only shows
// them and reads their expiry; the servers that issued them check signatures.

/** The token's payload as parsed JSON, or null when it is not a readable JWT. */
export function jwtPayload(token: string): unknown {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const bytes = Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return null;
  }
}
