// TRUST_PROXY: which X-Forwarded-For entries the server believes. Fastify's
// own semantics: a hop count takes the address that many proxies back from
// the socket (the left-most entries, which any client can write, are never
// taken unless every hop is trusted); a list trusts those proxy addresses.
import { isIP } from 'node:net';

/** false (ignore the header), a hop count, or proxy addresses / CIDR ranges. */
export type TrustProxy = false | number | string[];

const MAX_HOPS = 10;

function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || address === undefined) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const width = Number(bits);
  return /^\d{1,3}$/.test(bits) && width <= (family === 4 ? 32 : 128);
}

/** The setting read from its text; null when it is none of the accepted forms. */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  if (value === undefined) return false;
  const text = value.trim().toLowerCase();
  if (text === 'false' || text === '0' || text === '') return false;
  // One reverse proxy in front is the common case; 'true' meant that before hop counts existed.
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_HOPS ? hops : null;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : null;
}

/** Fastify's option: a hop count as proxy-addr reads one (the first `hops` hops from the socket are proxies). */
export function fastifyTrustProxy(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
