// The BCP login comes back to /bcp/login with the player's tokens in the query
// (the server's /bcp/callback). Before anything renders, loads or awaits, they
// are lifted into memory and taken out of the address bar and its history
// entry, so no screen, log, referrer or bookmark sees them. The callback page
// (features/bcp/bcp-login-page.tsx) takes them from here.

import type { BcpLoginQuery } from '@scrolldex/contract';

export const BCP_CALLBACK_PATH = '/bcp/login';

/** What the callback's address carried (the query the server's callback sends to GET /bcp/login); each part only when present. */
export type BcpCallback = BcpLoginQuery;

let lifted: BcpCallback | null = null;

/** On the callback page with a query: keeps the query's parts in memory and replaces the address with the bare path. */
export function liftBcpCallbackFromAddress(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
  history: History = window.history,
): void {
  if (location.pathname !== BCP_CALLBACK_PATH || location.search === '') return;
  const query = new URLSearchParams(location.search);
  const part = (name: string) => query.get(name) ?? undefined;
  lifted = { accessToken: part('accessToken'), refreshToken: part('refreshToken'), idToken: part('idToken'), state: part('state') };
  history.replaceState(history.state, '', `${BCP_CALLBACK_PATH}${location.hash}`);
}

/** The lifted callback, once: later calls get null. */
export function takeBcpCallback(): BcpCallback | null {
  const callback = lifted;
  lifted = null;
  return callback;
}
