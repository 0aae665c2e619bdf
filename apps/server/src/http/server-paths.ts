// Every path the server answers a browser's navigation to is in one list,
// SERVER_NAVIGATION_PATHS of @scrolldex/contract, which the web app's offline
// worker lets through to the network. A GET route that is not in it would be
// answered by the app shell once the worker is active (as /bcp/login was): the
// server refuses to start with one, so a new route cannot be forgotten. Every
// route, whatever its method, must also lie under SERVER_PATH_PREFIXES, the
// list the web app's dev server proxies to the API.
import { isUnderServerPrefix, SERVER_NAVIGATION_PATHS, SERVER_PATH_PREFIXES } from '@scrolldex/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** The web app's own routes (plugins/web-app.ts): its files and the page at /, which the worker serves as the app. */
const WEB_APP_ROUTES = new Set(['/', '/*']);
/** @fastify/cors's preflight route: OPTIONS on every path, the app's included, which the dev server answers itself. */
const PREFLIGHT_ROUTE = '*';

export class UnlistedServerPathError extends Error {
  readonly code = 'UNLISTED_SERVER_PATH';
  constructor(readonly path: string) {
    super(
      `GET ${path} is not in SERVER_NAVIGATION_PATHS (packages/contract/src/server-navigation-paths.json): ` +
        "add it there, or the web app's offline worker answers a navigation to it with the app shell.",
    );
  }
}

export class UnprefixedServerRouteError extends Error {
  readonly code = 'UNPREFIXED_SERVER_ROUTE';
  constructor(readonly path: string) {
    super(
      `The route ${path} is under none of SERVER_PATH_PREFIXES (packages/contract/src/server-path-prefixes.json): ` +
        "add its first segment there, or the web app's dev server does not send it to the API.",
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

/** Registers the checks for every route registered after it (call it before any route), and keeps the GET routes it checked in `app.navigationRoutes`. */
export function requireListedServerPaths(
  app: FastifyInstance,
  listed: readonly string[] = SERVER_NAVIGATION_PATHS,
  prefixes: readonly string[] = SERVER_PATH_PREFIXES,
): void {
  const known = new Set(listed);
  const seen: string[] = [];
  app.decorate('navigationRoutes', seen);
  app.addHook('onRoute', (route) => {
    if (WEB_APP_ROUTES.has(route.url) || route.url === PREFLIGHT_ROUTE) return;
    if (!isUnderServerPrefix(route.url, prefixes)) throw new UnprefixedServerRouteError(route.url);
    if (!isGet(route)) return;
    if (!known.has(route.url)) throw new UnlistedServerPathError(route.url);
    seen.push(route.url);
  });
}
