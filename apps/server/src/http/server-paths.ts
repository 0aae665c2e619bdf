// Every path the server answers a browser's navigation to is in one list,
// SERVER_NAVIGATION_PATHS of @scrolldex/contract, which the web app's offline
// worker lets through to the network. A GET route that is not in it would be
// answered by the app shell once the worker is active (as /bcp/login was): the
// server refuses to start with one, so a new route cannot be forgotten.
import { SERVER_NAVIGATION_PATHS } from '@scrolldex/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** The web app's own routes (plugins/web-app.ts): its files and the page at /, which the worker serves as the app. */
const WEB_APP_ROUTES = new Set(['/', '/*']);

export class UnlistedServerPathError extends Error {
  readonly code = 'UNLISTED_SERVER_PATH';
  constructor(readonly path: string) {
    super(
      `GET ${path} is not in SERVER_NAVIGATION_PATHS (packages/contract/src/server-navigation-paths.json): ` +
        "add it there, or the web app's offline worker answers a navigation to it with the app shell.",
    );
  }
}

function isGet(route: RouteOptions): boolean {
  return [route.method].flat().includes('GET');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's own GET routes, as registered: the paths a browser may navigate to that are not the web app's. */
    navigationRoutes: readonly string[];
  }
}

/** Registers the check for every route registered after it (call it before any route), and keeps what it checked in `app.navigationRoutes`. */
export function requireListedServerPaths(app: FastifyInstance, listed: readonly string[] = SERVER_NAVIGATION_PATHS): void {
  const known = new Set(listed);
  const seen: string[] = [];
  app.decorate('navigationRoutes', seen);
  app.addHook('onRoute', (route) => {
    if (!isGet(route) || WEB_APP_ROUTES.has(route.url)) return;
    if (!known.has(route.url)) throw new UnlistedServerPathError(route.url);
    seen.push(route.url);
  });
}
