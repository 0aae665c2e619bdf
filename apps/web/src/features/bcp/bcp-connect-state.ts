// The one-time mark of a BCP connect this tab started: Connect stores a random
// state in sessionStorage and sends it through the server's BCP login, which
// returns it with the tokens. The callback page keeps tokens only when the
// state it got is the one stored, and spends it either way, so a link made
// elsewhere (login CSRF: someone else's tokens) is refused.

export const BCP_CONNECT_STATE_KEY = 'bcpConnectState';

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** A new state for a connect about to leave for BCP, stored in this tab; null when the browser keeps no session storage. */
export function startBcpConnect(): string | null {
  const state = randomState();
  try {
    sessionStorage.setItem(BCP_CONNECT_STATE_KEY, state);
    return state;
  } catch {
    return null;
  }
}

/** True when `state` is the one this tab's connect stored; the stored one is spent by this call. */
export function spendBcpConnect(state: string | undefined): boolean {
  try {
    const stored = sessionStorage.getItem(BCP_CONNECT_STATE_KEY);
    sessionStorage.removeItem(BCP_CONNECT_STATE_KEY);
    return stored !== null && state !== undefined && state === stored;
  } catch {
    return false;
  }
}
