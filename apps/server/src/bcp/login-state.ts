// The OAuth `state` of a BCP login: proof that this server started the login,
// for this browser, once.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import type { BcpStateStore } from '../db/stores.js';

/** How long a login may take between /bcp/login and /bcp/callback. */
export const STATE_TTL_MS = 10 * 60 * 1000;

const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/** A verified login: the web app's own state, when its /bcp/login carried one. */
export type VerifiedLogin = { appState: string | null };

/**
 * A state that proves this server started the login, for this browser, once:
 * `<time>.<nonce>.<app state>.<hmac>`, the HMAC also covering a hash of the
 * browser's login cookie; good for STATE_TTL_MS and spent by its first use. The
 * key is the same on every instance (derived from AUTH_SECRET) and the nonce is
 * spent in the database, so any instance takes the callback, once, across
 * restarts. The web app's state (empty when none) rides along, signed.
 */
export function createStateSigner(key: Buffer, spent: BcpStateStore, now: () => number) {
  const sign = (payload: string, browser: string) =>
    createHmac('sha256', key)
      .update(`${payload}|${digest(browser)}`)
      .digest('base64url');
  return {
    issue(browser: string, appState: string | null = null): string {
      const payload = `${now().toString(36)}.${randomBytes(12).toString('base64url')}.${appState ?? ''}`;
      return `${payload}.${sign(payload, browser)}`;
    },
    /** The login, once, for a state issued to this browser within its lifetime; null otherwise. */
    async verify(state: string | undefined, browser: string | undefined): Promise<VerifiedLogin | null> {
      if (!state || !browser) return null;
      const last = state.lastIndexOf('.');
      if (last < 0) return null;
      const payload = state.slice(0, last);
      const given = Buffer.from(state.slice(last + 1));
      const expected = Buffer.from(sign(payload, browser));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const [time, nonce, appState] = payload.split('.');
      const issued = parseInt(time!, 36);
      const age = now() - issued;
      if (!Number.isFinite(issued) || age < 0 || age > STATE_TTL_MS || nonce === undefined) return null;
      // Refused anyway once STATE_TTL_MS has passed: the purge may drop the row then (MaintenanceStore.purge).
      if (!(await spent.spend(nonce, new Date(issued + STATE_TTL_MS)))) return null;
      return { appState: appState || null };
    },
  };
}
