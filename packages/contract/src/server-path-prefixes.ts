// The first path segment of every route of the server, whatever its method:
// an address whose path is one of these or starts with one and a '/' is the
// server's. The server refuses to start with a route outside them
// (apps/server/src/http/server-paths.ts), and the web app's dev server proxies
// these to the API (apps/web/vite.config.ts), so neither list can fall behind
// the routes. JSON, as server-navigation-paths.json, so that the web app's
// build configuration reads it without a build of this package
// (`@scrolldex/contract/server-path-prefixes.json`). Some prefixes are also
// pages of the web app (/account, /rules): a page navigation there is the
// app's unless it is in SERVER_NAVIGATION_PATHS.
import prefixes from './server-path-prefixes.json' with { type: 'json' };

export const SERVER_PATH_PREFIXES: readonly string[] = prefixes;

/** Whether a route path (or an address's path) lies under one of the prefixes. */
export function isUnderServerPrefix(path: string, listed: readonly string[] = SERVER_PATH_PREFIXES): boolean {
  return listed.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
