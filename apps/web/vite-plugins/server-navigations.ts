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
