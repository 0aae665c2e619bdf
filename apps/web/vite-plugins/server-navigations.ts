// The offline worker's navigation denylist, from the server's own paths
// (SERVER_NAVIGATION_PATHS of @scrolldex/contract): a navigation to one of
// them goes to the server, never to the app shell the worker has cached.
// Workbox tests each pattern against a URL's path and query.

const SPECIAL = /[.*+?^${}()|[\]\\]/g;

/** A server route path (':name' is one segment) as the pattern of the exact path, with or without a query. */
export function navigationPattern(path: string): RegExp {
  const segments = path.split('/').map((segment) => (segment.startsWith(':') ? '[^/?#]+' : segment.replace(SPECIAL, '\\$&')));
  return new RegExp(`^${segments.join('/')}(?:\\?|$)`);
}

export function navigationDenylist(paths: readonly string[]): RegExp[] {
  return paths.map(navigationPattern);
}

/**
 * The dev server's proxy key for the API: every address under the server's path prefixes (SERVER_PATH_PREFIXES of
 * @scrolldex/contract), by whole first segments, with or without a query.
 */
export function serverPrefixPattern(prefixes: readonly string[]): RegExp {
  const names = prefixes.map((prefix) => prefix.slice(1).replace(SPECIAL, '\\$&'));
  return new RegExp(`^/(?:${names.join('|')})(?:[/?]|$)`);
}

/**
 * Whether the dev server answers a request under a server prefix itself, as the worker would: a page navigation
 * (the browser asks for HTML) to a path the server does not serve pages at is the app's (/account, /rules).
 */
export function isAppNavigation(address: string, accept: string | undefined, navigationPaths: readonly string[]): boolean {
  if (!accept?.includes('text/html')) return false;
  return !navigationDenylist(navigationPaths).some((pattern) => pattern.test(address));
}
