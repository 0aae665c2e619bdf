// The route table: exact paths, one lazy chunk per screen but the home screen
// (shared/lazy-screen.tsx: a chunk that failed is tried again, offline it waits
// for the network). URL parameters are checked with zod, each route's schemas built when an address first matches it.
import { createRootRoute, createRoute, createRouter, type RouterHistory } from '@tanstack/react-router';
import { getDefaultStore } from 'jotai';
import { z } from 'zod/mini';

import { PRINT_DOCUMENTS } from '../features/print/print-documents';
import { HomePage } from '../features/browse/home-page';
import { NotFound, RouteError } from './route-error';
import { followHistoryReturns } from '../shared/history-return';
import { lazyScreen } from '../shared/lazy-screen';
import { ListIdSchema, optionalText, PositionSchema, UnitSearchSchema } from '../shared/route-search';
import { loadArmyDataAtom } from '../state/army-data';
import { RootLayout } from './root-layout';
import { startListData } from './start-list-data';
import { APP_ROUTER_OPTIONS } from './router-options';

// The root's own error screen is for a failure of the shell itself; every other route gets the
// router's default error screen (router-options.ts), which renders inside the shell.
const rootRoute = createRootRoute({ component: RootLayout, errorComponent: RouteError, notFoundComponent: NotFound });

export const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage });

export const armyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/army/$armyName',
  // The army's data is read from the device (or downloaded) while the screen's code loads, not after its first
  // render; not awaited, so the screen never waits on it here (it shows its loading state, as before).
  loader: ({ params }) => void getDefaultStore().set(loadArmyDataAtom, params.armyName),
  component: lazyScreen(() => import('../features/army/army-page'), 'ArmyPage'),
});

export const unitRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/army/$armyName/unit/$unitName',
  validateSearch: UnitSearchSchema,
  component: lazyScreen(() => import('../features/unit/unit-page'), 'UnitPage'),
});

export const manifestationLoreRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/manifestation/$loreName',
  component: lazyScreen(() => import('../features/lore/manifestation-lore-page'), 'ManifestationLorePage'),
});

export const regimentOfRenownRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/regiment-of-renown/$regimentName',
  component: lazyScreen(() => import('../features/renown/regiment-of-renown-page'), 'RegimentOfRenownPage'),
});

export const rulesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/rules',
  validateSearch: z.lazy(() => z.object({ query: optionalText })),
  component: lazyScreen(() => import('../features/rules/rules-page'), 'RulesPage'),
});

export const pathToGloryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/path-to-glory',
  component: lazyScreen(() => import('../features/path-to-glory/path-to-glory-page'), 'PathToGloryPage'),
});

export const searchReferenceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search',
  component: lazyScreen(() => import('../features/search/search-reference-page'), 'SearchReferencePage'),
});

export const battleTacticCardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search/battleTacticCard/$cardName',
  component: lazyScreen(() => import('../features/rules/battle-tactic-card-page'), 'BattleTacticCardPage'),
});

export const faqRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search/faq/$sectionTitle',
  component: lazyScreen(() => import('../features/faq/faq-page'), 'FaqPage'),
});

export const ruleBySearchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search/rule/$ruleId',
  component: lazyScreen(() => import('../features/rules/rule-by-search-page'), 'RuleBySearchPage'),
});

export const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  component: lazyScreen(() => import('../features/settings/settings-page'), 'SettingsPage'),
});

const listParams = {
  parseParams: (params: { id: string }) => ({ id: ListIdSchema.parse(params.id) }),
  stringifyParams: ({ id }: { id: string }) => ({ id }),
};

export const createListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/create',
  validateSearch: z.lazy(() => z.object({ folderId: optionalText })),
  component: lazyScreen(() => import('../features/builder/create-list-page'), 'CreateListPage'),
});

export const listImportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/import',
  component: lazyScreen(() => import('../features/export-import/list-import-page'), 'ListImportPage'),
});

export const listImportEncodedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/import/$encoded',
  component: lazyScreen(() => import('../features/export-import/list-import-page'), 'ListImportEncodedPage'),
});

export const listBuilderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/list/$id',
  ...listParams,
  loader: startListData,
  component: lazyScreen(() => import('../features/builder/list-builder-page'), 'ListBuilderPage'),
});

export const builderSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/list/$id/settings',
  ...listParams,
  component: lazyScreen(() => import('../features/builder-settings/builder-settings-page'), 'BuilderSettingsPage'),
});

export const listExportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/list/$id/export',
  ...listParams,
  component: lazyScreen(() => import('../features/export-import/list-export-page'), 'ListExportPage'),
});

export const qrCodeExportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/list/$id/qrcode',
  ...listParams,
  component: lazyScreen(() => import('../features/export-import/qr-code-export-page'), 'QrCodeExportPage'),
});

export const printRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/list/$id/print',
  ...listParams,
  validateSearch: z.lazy(() => z.object({ doc: z.catch(z.optional(z.enum(PRINT_DOCUMENTS)), undefined) })),
  component: lazyScreen(() => import('../features/print/print-page'), 'PrintPage'),
});

export const unitPickerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/list/$id/regiment/$regimentIdx/pick/$filter',
  parseParams: (params: { id: string; regimentIdx: string; filter: string }) => ({
    id: ListIdSchema.parse(params.id),
    regimentIdx: PositionSchema.parse(params.regimentIdx),
    filter: z.string().check(z.minLength(1), z.maxLength(40)).parse(params.filter),
  }),
  stringifyParams: ({ id, regimentIdx, filter }: { id: string; regimentIdx: number; filter: string }) => ({
    id,
    regimentIdx: String(regimentIdx),
    filter,
  }),
  component: lazyScreen(() => import('../features/picker/unit-picker-page'), 'UnitPickerPage'),
});

export const battleViewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/list/$id/battle',
  ...listParams,
  loader: startListData,
  component: lazyScreen(() => import('../features/battle/battle-view-page'), 'BattleViewPage'),
});

export const battleSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/list/$id/battle/settings',
  ...listParams,
  component: lazyScreen(() => import('../features/battle/battle-settings-page'), 'BattleSettingsPage'),
});

export const listGamesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/list/$id/games',
  ...listParams,
  component: lazyScreen(() => import('../features/games/list-games-page'), 'ListGamesPage'),
});

export const gameRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/list/$id/games/$gameId',
  parseParams: (params: { id: string; gameId: string }) => ({ id: ListIdSchema.parse(params.id), gameId: ListIdSchema.parse(params.gameId) }),
  stringifyParams: ({ id, gameId }: { id: string; gameId: string }) => ({ id, gameId }),
  component: lazyScreen(() => import('../features/games/game-page'), 'GamePage'),
});

export const rosterRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/roster/$id',
  ...listParams,
  // A finished game of a list mustered from the roster, to log (the game page's offer).
  validateSearch: z.lazy(() => z.object({ game: optionalText })),
  component: lazyScreen(() => import('../features/rosters/roster-page'), 'RosterPage'),
});

export const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account',
  component: lazyScreen(() => import('../features/account/account-page'), 'AccountPage'),
});

export const priceTableRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/price-table',
  component: lazyScreen(() => import('../features/account/price-table-page'), 'PriceTablePage'),
});

// The callback's tokens never reach the router: main.tsx lifts them out of the address first (boot/bcp-callback-address.ts).
export const bcpLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/bcp/login',
  component: lazyScreen(() => import('../features/bcp/bcp-login-page'), 'BcpLoginPage'),
});

export const importEventRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/import-event',
  component: lazyScreen(() => import('../features/bcp/import-event-page'), 'ImportEventPage'),
});

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  validateSearch: z.lazy(() => z.object({ token: optionalText })),
  component: lazyScreen(() => import('../features/account/reset-password-page'), 'ResetPasswordPage'),
});

const routeTree = rootRoute.addChildren([
  homeRoute,
  armyRoute,
  unitRoute,
  manifestationLoreRoute,
  regimentOfRenownRoute,
  rulesRoute,
  pathToGloryRoute,
  searchReferenceRoute,
  battleTacticCardRoute,
  faqRoute,
  ruleBySearchRoute,
  settingsRoute,
  createListRoute,
  listImportRoute,
  listImportEncodedRoute,
  listBuilderRoute,
  builderSettingsRoute,
  listExportRoute,
  qrCodeExportRoute,
  printRoute,
  unitPickerRoute,
  battleViewRoute,
  battleSettingsRoute,
  listGamesRoute,
  gameRoute,
  rosterRoute,
  accountRoute,
  priceTableRoute,
  resetPasswordRoute,
  bcpLoginRoute,
  importEventRoute,
]);

/** The app's router, on the browser's history unless one is given. */
export function createAppRouter(history?: RouterHistory) {
  const router = createRouter({ routeTree, ...APP_ROUTER_OPTIONS, ...(history && { history }) });
  followHistoryReturns(router.history);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
