// The route table (companion §2 and list-building §2): exact paths, one lazy
// chunk per screen but the home screen. URL parameters are checked with zod.
import { createRootRoute, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';

import { HomePage } from '../features/browse/home-page';
import { NotFound, RouteError } from './route-error';
import { RootLayout } from './root-layout';

const rootRoute = createRootRoute({ component: RootLayout, errorComponent: RouteError, notFoundComponent: NotFound });

/** Optional query values: anything unreadable is dropped, never an error page. */
const optionalText = z.string().max(500).optional().catch(undefined);

export const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage });

export const armyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/army/$armyName',
  component: lazyRouteComponent(() => import('../features/army/army-page'), 'ArmyPage'),
});

export const UnitSearchSchema = z.object({
  listId: optionalText,
  regimentIdx: z.coerce.number().int().min(0).max(999).optional().catch(undefined),
  unitIdx: z.union([z.literal('leader'), z.coerce.number().int().min(0).max(999)]).optional().catch(undefined),
  artifact: optionalText,
  heroicTrait: optionalText,
  /** JSON map of enhancement table to choice. */
  enhancements: z.string().max(2000).optional().catch(undefined),
});

export const unitRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/army/$armyName/unit/$unitName',
  validateSearch: UnitSearchSchema,
  component: lazyRouteComponent(() => import('../features/unit/unit-page'), 'UnitPage'),
});

export const manifestationLoreRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/manifestation/$loreName',
  component: lazyRouteComponent(() => import('../features/lore/manifestation-lore-page'), 'ManifestationLorePage'),
});

export const regimentOfRenownRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/regiment-of-renown/$regimentName',
  component: lazyRouteComponent(() => import('../features/renown/regiment-of-renown-page'), 'RegimentOfRenownPage'),
});

export const rulesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/rules',
  validateSearch: z.object({ query: optionalText }),
  component: lazyRouteComponent(() => import('../features/rules/rules-page'), 'RulesPage'),
});

export const searchReferenceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search',
  component: lazyRouteComponent(() => import('../features/search/search-reference-page'), 'SearchReferencePage'),
});

export const battleTacticCardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search/battleTacticCard/$cardName',
  component: lazyRouteComponent(() => import('../features/rules/battle-tactic-card-page'), 'BattleTacticCardPage'),
});

export const faqRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search/faq/$sectionTitle',
  component: lazyRouteComponent(() => import('../features/faq/faq-page'), 'FaqPage'),
});

export const ruleBySearchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search/rule/$ruleId',
  component: lazyRouteComponent(() => import('../features/rules/rule-by-search-page'), 'RuleBySearchPage'),
});

export const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  component: lazyRouteComponent(() => import('../features/settings/settings-page'), 'SettingsPage'),
});

const routeTree = rootRoute.addChildren([
  homeRoute,
  armyRoute,
  unitRoute,
  manifestationLoreRoute,
  regimentOfRenownRoute,
  rulesRoute,
  searchReferenceRoute,
  battleTacticCardRoute,
  faqRoute,
  ruleBySearchRoute,
  settingsRoute,
]);

export function createAppRouter() {
  return createRouter({
    routeTree,
    // Back and forward restore the scroll position; every other navigation starts at the top.
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultPendingMs: 150,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
