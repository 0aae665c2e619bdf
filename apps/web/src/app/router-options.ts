// How the app's router behaves, whatever its routes: router.tsx builds the
// app's router with it, tests build routers of their own with it.
import { RouteError } from './route-error';

export const APP_ROUTER_OPTIONS = {
  // Back and forward restore the scroll position; every other navigation starts at the top.
  scrollRestoration: true,
  defaultPreload: 'intent',
  defaultPendingMs: 150,
  // Each screen's own error boundary, inside the root layout's Outlet: a screen that throws
  // leaves the header, navigation and sync mounted (only the root route has one of its own).
  defaultErrorComponent: RouteError,
} as const;
