// What the account screens' tests share (account-page, price-table-page, account-forms): the app on a fake server,
// with its pages at their routes, an account's tokens and data on this device, and the cleanup after each test.
import 'fake-indexeddb/auto';

import { createList } from '@scrolldex/rules';
import { createRootRoute, createRoute, Outlet } from '@tanstack/react-router';
import { cleanup, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { z } from 'zod';
import { BARE_RUNTIME_CONFIG } from '@scrolldex/contract/test/runtime-config';

import { accountOwner, EMPTY_LIBRARY, saveLibrary } from '../../data/list-library-store';
import { ScrolldexClient } from '../../data/scrolldex-client';
import { accountDataOwnerAtom } from '../../state/account-data-owner';
import { bcpLoginAtom } from '../../state/bcp';
import { accessTokenAtom, refreshTokenAtom } from '../../state/session';
import { clearListStorage } from '../../test/list-storage';
import { loadRealGameData } from '../../test/real-game-data';
import { renderScreens } from '../../test/render-screens';
import { AccountPage } from './account-page';
import { PriceTablePage } from './price-table-page';
import { ResetPasswordPage } from './reset-password-page';

export function makeToken(username: string, email: string, productName: string | null = null, subscriptionStatus: string | null = null): string {
  const claims = {
    username,
    email,
    productName,
    subscriptionStatus,
    periodEnd: null,
    cancelAt: null,
    id: 'u1',
    iat: 1,
    exp: Math.floor(Date.now() / 1000) + 3600,
    type: 'access',
  };
  return `${btoa('{}')}.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;
}

export const PAIR = { accessToken: makeToken('ada', 'ada@example.com'), refreshToken: 'refresh-1' };

export const error = (status: number, message: string) => Response.json({ statusCode: status, error: 'Error', message }, { status });

export type Handler = (body: Record<string, string>) => Response;

/** The app at `path` on a fake server: `routes` answer by 'METHOD /path'; every call is recorded. */
export function renderApp(path: string, routes: Record<string, Handler>, { loggedIn = false } = {}) {
  const calls: { route: string; body: Record<string, string> }[] = [];
  const fetcher: typeof fetch = async (input, init) => {
    const route = `${init?.method ?? 'GET'} ${String(input)}`;
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : {};
    calls.push({ route, body });
    const handler = routes[route];
    if (!handler) throw new TypeError('Failed to fetch');
    return handler(body);
  };
  const store = createStore();
  if (loggedIn) {
    store.set(accessTokenAtom, PAIR.accessToken);
    store.set(refreshTokenAtom, PAIR.refreshToken);
  }
  const client = new ScrolldexClient({
    tokens: {
      read: () => ({ accessToken: store.get(accessTokenAtom), refreshToken: store.get(refreshTokenAtom) }),
      write: ({ accessToken, refreshToken }) => {
        store.set(accessTokenAtom, accessToken);
        store.set(refreshTokenAtom, refreshToken);
      },
    },
    fetch: fetcher,
    url: (to) => to,
  });
  const root = createRootRoute({ component: Outlet });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Home screen</p> });
  const account = createRoute({ getParentRoute: () => root, path: '/account', component: AccountPage });
  const reset = createRoute({
    getParentRoute: () => root,
    path: '/reset-password',
    validateSearch: z.object({ token: z.string().optional() }),
    component: ResetPasswordPage,
  });
  const priceTable = createRoute({ getParentRoute: () => root, path: '/price-table', component: PriceTablePage });
  const { router, toasts } = renderScreens({ routeTree: root.addChildren([home, account, priceTable, reset]), path, store, client });
  return { store, calls, router, toasts };
}

/**
 * The set-up and cleanup of every test of a file that renders the account screens. Called by each such file: the
 * files of a worker share this module (vitest.config.ts), so hooks registered when it is first imported would run
 * in the first file only.
 */
export function prepareAccountTests(): void {
  // The password rule (zxcvbn and its word lists) loads and ranks once, here, not inside the first test that rates.
  beforeAll(async () => {
    (await import('@scrolldex/contract/password')).ratePassword('');
  }, 60_000);
  beforeEach(clearListStorage);
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.restoreAllMocks();
  });
}

export function makeList(id: string, name: string, now = 100) {
  const made = createList({ id, name, faction: 'Stormcast Eternals', now }, loadRealGameData());
  if (!made.ok) throw new Error(made.errors[0]?.message);
  return made.value;
}

export const BCP_LOGIN = { accessToken: 'bcp-access', refreshToken: 'bcp-refresh', idToken: 'bcp-id' };

/** The account u1 as synced on this device: one list the server holds, one edited since, a favourite and a BCP login. */
export async function holdAccountData(store: ReturnType<typeof createStore>, { unsynced }: { unsynced: boolean }) {
  const held = makeList('held', 'Synced list');
  const edited = makeList('edited', 'Edited list', unsynced ? 200 : 100);
  await saveLibrary(accountOwner('u1'), EMPTY_LIBRARY, {
    ...EMPTY_LIBRARY,
    lists: [held, edited],
    synced: { lists: { held: 100, edited: 100 }, folders: {}, order: null },
  });
  store.set(accountDataOwnerAtom, 'u1');
  store.set(bcpLoginAtom, BCP_LOGIN);
}

export const dialog = () => screen.getByRole('dialog');

export const WITH_PRICING_TABLE = { ...BARE_RUNTIME_CONFIG, stripePricingTable: { publishableKey: 'pk_test_1', pricingTableId: 'prctbl_1' } };
export const alertText = async () => (await within(dialog()).findByRole('alert')).textContent;
