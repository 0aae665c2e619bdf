// The BCP screens on a fake server: the login callback, the settings card, and
// importing an event's real lists into a folder.
import 'fake-indexeddb/auto';

import type { BcpEvent, BcpListEntry } from '@scrolldex/contract';
import { createRootRoute, createRoute, Outlet } from '@tanstack/react-router';
import { NO_EVENT_LISTS_MESSAGE } from '@scrolldex/rules';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BARE_RUNTIME_CONFIG } from '@scrolldex/contract/test/runtime-config';

import { browserNavigation } from '../../shared/browser-navigation';
import { liftBcpCallbackFromAddress } from '../../boot/bcp-callback-address';
import { loadReleaseData } from '../../data/release-data-loader';
import { ScrolldexClient } from '../../data/scrolldex-client';
import { bcpLoginAtom, bcpReturnPathAtom } from '../../state/bcp';
import { gameDataAtom, runtimeConfigAtom } from '../../state/game-data';
import { libraryAtom } from '../../state/lists';
import { clearListStorage } from '../../test/list-storage';
import { loadRealGameData } from '../../test/real-game-data';
import { renderScreens } from '../../test/render-screens';
import { readSharedList } from '../../test/shared-lists';
import { unsignedJwt } from '../../test/unsigned-jwt';
import { BcpCard } from '../settings/bcp-card';
import { BCP_CONNECT_STATE_KEY, startBcpConnect } from './bcp-connect-state';
import { BCP_LOGIN_INCOMPLETE, BCP_LOGIN_NOT_STARTED_HERE, BcpLoginPage } from './bcp-login-page';
import { ImportEventPage } from './import-event-page';

// A release's data comes from the server through the data worker, which this page test has not: the app's own data stands in.
vi.mock('../../data/release-data-loader', () => ({ loadReleaseData: vi.fn(async () => loadRealGameData()) }));
vi.mock('../../data/game-data-worker-client', async (importOriginal) => ({ ...(await importOriginal<object>()), documentCache: () => ({}) }));

const CONFIG = { ...BARE_RUNTIME_CONFIG, bcp: true };
const RELEASE = 'battlescroll-2026-03';
const REFS = {
  branches: [{ name: 'main', type: 'Branch', sha: 'a1', description: null, season: '2026-27' }],
  releases: [{ name: RELEASE, type: 'Release', sha: 'c3', description: null, season: '2025-26' }],
};

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const ID_TOKEN = unsignedJwt({ given_name: 'Ada', nickname: 'inkwell', family_name: 'Quill', userId: 'bcp-1' });
const LOGIN = { accessToken: unsignedJwt({ exp: inAnHour() }), refreshToken: 'bcp-refresh-1', idToken: ID_TOKEN };

const EVENT: BcpEvent = {
  id: 'evt_1',
  name: 'Grand Clash Leeds',
  city: 'Leeds',
  country: 'United Kingdom',
  eventDate: '2026-05-14T09:00:00Z',
  eventEndDate: '2026-05-15T18:00:00Z',
  ownerFirstName: 'Borin',
  ownerLastName: 'Inkbeard',
  totalPlayers: 38,
  numTickets: 40,
};
const ENTRIES: BcpListEntry[] = [
  { armyListText: readSharedList('010-daughters-of-khaine.txt'), user: { firstName: 'Ada', lastName: 'Quill' } },
  { armyListText: readSharedList('031-kharadron-overlords.txt'), user: { firstName: null, lastName: null } },
  { armyListText: 'not a list at all', user: { firstName: 'Cole', lastName: 'Ash' } },
];

type Route = (init: RequestInit | undefined, url: URL) => Response;

/** The app at `path` on a fake server whose `routes` answer by path; `setup` stores what the device holds. */
function renderAt(path: string, routes: Record<string, Route>, setup: (store: ReturnType<typeof createStore>) => void = () => {}) {
  const calls: string[] = [];
  const fetcher: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://app.test');
    calls.push(`${url.pathname}${url.search}`);
    const route = routes[url.pathname];
    if (!route) throw new TypeError('Failed to fetch');
    return route(init, url);
  };
  const store = createStore();
  store.set(runtimeConfigAtom, CONFIG);
  setup(store);
  const client = new ScrolldexClient({ tokens: { read: () => ({ accessToken: null, refreshToken: null }), write: () => {} }, fetch: fetcher, url: (to) => to });
  const root = createRootRoute({ component: Outlet });
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Home screen</p> }),
    createRoute({ getParentRoute: () => root, path: '/settings', component: BcpCard }),
    createRoute({ getParentRoute: () => root, path: '/bcp/login', component: BcpLoginPage }),
    createRoute({ getParentRoute: () => root, path: '/import-event', component: ImportEventPage }),
  ]);
  const { router, toasts } = renderScreens({ routeTree, path, store, client });
  return { store, router, calls, toasts };
}

beforeEach(clearListStorage);
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

/** The browser arriving at the callback address with `query`, lifted out of the address as main.tsx does at start. */
function arriveAtCallback(query: Record<string, string>) {
  const history = { state: null, replaceState: vi.fn() } as unknown as History;
  liftBcpCallbackFromAddress({ pathname: '/bcp/login', search: `?${new URLSearchParams(query).toString()}`, hash: '' }, history);
  expect(history.replaceState).toHaveBeenCalledWith(null, '', '/bcp/login');
}

describe('the BCP login callback', () => {
  it('keeps the three tokens of a connect this tab started, returns to where Connect was pressed and forgets both', async () => {
    const state = startBcpConnect()!;
    arriveAtCallback({ ...LOGIN, state });
    const { store, router, toasts } = renderAt('/bcp/login', { '/bcp/myevents': () => Response.json([]) }, (device) =>
      device.set(bcpReturnPathAtom, '/import-event'),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/import-event'));
    expect(store.get(bcpLoginAtom)).toEqual(LOGIN);
    expect(store.get(bcpReturnPathAtom)).toBeNull();
    expect(sessionStorage.getItem(BCP_CONNECT_STATE_KEY)).toBeNull();
    expect(toasts()).toContain('Connected to BCP as Ada (inkwell) Quill.');
    await screen.findByText('No events found.');
  });

  it('refuses the tokens of a link this tab did not start (login CSRF), says so on the page, and keeps nothing', async () => {
    arriveAtCallback({ ...LOGIN, state: 'c29tZW9uZS1lbHNlcy1zdGF0ZQ' });
    const { store, router, toasts } = renderAt('/bcp/login', {}, (device) => device.set(bcpReturnPathAtom, '/import-event'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(BCP_LOGIN_NOT_STARTED_HERE);
    expect(screen.getByRole('link', { name: 'Go to Settings' }).getAttribute('href')).toBe('/settings');
    expect(router.state.location.pathname).toBe('/bcp/login');
    expect(store.get(bcpLoginAtom)).toBeNull();
    expect(localStorage.getItem('bcpLogin')).toBeNull();
    expect(toasts()).toEqual([]);
  });

  it('refuses a state other than the one this tab stored, and spends the stored one', async () => {
    const state = startBcpConnect()!;
    arriveAtCallback({ ...LOGIN, state: `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}` });
    const first = renderAt('/bcp/login', {});
    expect((await screen.findByRole('alert')).textContent).toContain(BCP_LOGIN_NOT_STARTED_HERE);
    expect(first.store.get(bcpLoginAtom)).toBeNull();
    cleanup();
    // The right state now comes too late: the connect it marked is spent.
    arriveAtCallback({ ...LOGIN, state });
    const second = renderAt('/bcp/login', {});
    expect((await screen.findByRole('alert')).textContent).toContain(BCP_LOGIN_NOT_STARTED_HERE);
    expect(second.store.get(bcpLoginAtom)).toBeNull();
  });

  it('refuses a callback without a state, whatever its tokens', async () => {
    startBcpConnect();
    arriveAtCallback(LOGIN);
    const { store } = renderAt('/bcp/login', {});
    expect((await screen.findByRole('alert')).textContent).toContain(BCP_LOGIN_NOT_STARTED_HERE);
    expect(store.get(bcpLoginAtom)).toBeNull();
  });

  it('keeps nothing when a token is missing, says so, and goes to Settings', async () => {
    const state = startBcpConnect()!;
    arriveAtCallback({ accessToken: LOGIN.accessToken, idToken: ID_TOKEN, state });
    const { store, router, toasts } = renderAt('/bcp/login', {});
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(store.get(bcpLoginAtom)).toBeNull();
    expect(toasts()).toContain(BCP_LOGIN_INCOMPLETE);
  });
});

describe('the BCP card of the settings', () => {
  it('connects through the server, remembering the settings page', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { store } = renderAt('/settings', {});
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Connect' }));
    // The connect's state, stored in this tab, goes along for the server to bring back.
    const state = sessionStorage.getItem(BCP_CONNECT_STATE_KEY);
    expect(state).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(assign).toHaveBeenCalledWith(`/bcp/login?state=${state}`);
    expect(store.get(bcpReturnPathAtom)).toBe('/settings');
  });

  it('names the connected player, leads to the events, and disconnects by forgetting the tokens and reloading', async () => {
    const reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => {});
    const { store } = renderAt('/settings', {}, (device) => device.set(bcpLoginAtom, LOGIN));
    await screen.findByText('Connected to BCP as Ada (inkwell) Quill.');
    expect(screen.getByRole('link', { name: 'Import an Event' }).getAttribute('href')).toBe('/import-event');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Disconnect from BCP' }));
    expect(store.get(bcpLoginAtom)).toBeNull();
    expect(localStorage.getItem('bcpLogin')).toBeNull();
    expect(reload).toHaveBeenCalled();
  });

  it('is not there when the server does not connect to BCP', async () => {
    const { store } = renderAt('/settings', {});
    act(() => store.set(runtimeConfigAtom, { ...CONFIG, bcp: false }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Connect' })).toBeNull());
  });
});

describe('the import event page', () => {
  it('asks to connect first without a BCP login', async () => {
    renderAt('/import-event', {});
    await screen.findByText('No Events. Connect to BCP first.');
    expect(screen.queryByRole('heading', { name: 'Select an Event' })).not.toBeNull();
  });

  it('imports every list of a chosen event, locked, in a folder named after it, and names the one it skipped', async () => {
    const { store, calls } = renderAt(
      '/import-event',
      {
        '/bcp/myevents': (init) =>
          new Headers(init?.headers).get('authorization') === `Bearer ${LOGIN.accessToken}` ? Response.json([EVENT]) : new Response(null, { status: 401 }),
        [`/bcp/lists/${EVENT.id}`]: () => Response.json(ENTRIES),
      },
      (device) => {
        device.set(bcpLoginAtom, LOGIN);
        device.set(gameDataAtom, loadRealGameData());
      },
    );
    const row = await screen.findByRole('button', { name: /Grand Clash Leeds/ });
    expect(row.textContent).toContain('Leeds, United Kingdom');
    expect(row.textContent).toContain('14-05-2026 – 15-05-2026');
    expect(row.textContent).toContain('Owner: Borin Inkbeard');
    expect(row.textContent).toContain('Players: 38 / 40');
    expect(screen.getByRole('link', { name: /View on BCP/ }).getAttribute('href')).toBe('https://www.bestcoastpairings.com/event/evt_1');

    await userEvent.setup().click(row);
    const result = await screen.findByText("Imported 2 lists into the folder 'Grand Clash Leeds', locked.");
    expect(result).toBeTruthy();
    expect(screen.queryByText(/^Skipped the list of Cole Ash: /)).not.toBeNull();
    expect(calls).toContain('/bcp/lists/evt_1');

    const library = store.get(libraryAtom);
    const folder = library.folders.find((item) => item.name === 'Grand Clash Leeds')!;
    const imported = library.lists.filter((list) => !list.deleted);
    expect(imported.map((list) => list.name).sort()).toEqual(['Ada Quill', 'Player 2']);
    expect(imported.map((list) => list.faction).sort()).toEqual(['Daughters of Khaine', 'Kharadron Overlords']);
    expect(imported.every((list) => list.locked)).toBe(true);
    expect(imported.every((list) => folder.lists.includes(list.id))).toBe(true);
  });

  it("offers the release of the lists' season before reading any, and reads them with the data the player chooses", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      new URL(String(input), 'http://app.test').pathname === '/refs' ? Response.json(REFS) : new Response(null, { status: 404 }),
    );
    const { store } = renderAt(
      '/import-event',
      {
        '/bcp/myevents': () => Response.json([EVENT]),
        // The Kharadron list names the 2025-26 handbook; the Daughters of Khaine list names none.
        [`/bcp/lists/${EVENT.id}`]: () => Response.json(ENTRIES),
      },
      (device) => {
        device.set(bcpLoginAtom, LOGIN);
        device.set(gameDataAtom, loadRealGameData());
      },
    );
    const user = userEvent.setup();
    const row = await screen.findByRole('button', { name: /Grand Clash Leeds/ });
    await user.click(row);
    const offer = await screen.findByRole('group', { name: 'The season of Grand Clash Leeds' });
    expect(offer.textContent).toBe(
      `The lists of Grand Clash Leeds are from the 2025-26 season: import them with ${RELEASE}, the data of their season?Import with ${RELEASE}Import with current data`,
    );
    expect(store.get(libraryAtom).lists).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Import with current data' }));
    await screen.findByText("Imported 2 lists into the folder 'Grand Clash Leeds', locked.");
    expect(screen.queryByRole('group', { name: 'The season of Grand Clash Leeds' })).toBeNull();
    expect(store.get(libraryAtom).lists.map((list) => list.dataRef)).toEqual([null, null]);
    expect(loadReleaseData).not.toHaveBeenCalled();

    await user.click(row);
    await user.click(await screen.findByRole('button', { name: `Import with ${RELEASE}` }));
    await screen.findByText("Imported 2 lists into the folder 'Grand Clash Leeds', locked.");
    expect(vi.mocked(loadReleaseData).mock.calls.map(([ref]) => ref)).toEqual([RELEASE]);
    const pinned = store.get(libraryAtom).lists.filter((list) => list.dataRef === RELEASE);
    expect(pinned.map((list) => list.name).sort()).toEqual(['Ada Quill', 'Player 2']);
    expect(store.get(libraryAtom).folders.map((folder) => folder.lists.length)).toEqual([4]);
  });

  it('reads the lists of an event tapped before every army came once they come, with the offer of their season', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      new URL(String(input), 'http://app.test').pathname === '/refs' ? Response.json(REFS) : new Response(null, { status: 404 }),
    );
    const { store } = renderAt(
      '/import-event',
      { '/bcp/myevents': () => Response.json([EVENT]), [`/bcp/lists/${EVENT.id}`]: () => Response.json(ENTRIES) },
      (device) => device.set(bcpLoginAtom, LOGIN),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Grand Clash Leeds/ }));
    // Without every army the lists cannot be read: the import waits rather than reading them with none.
    act(() => store.set(gameDataAtom, loadRealGameData()));
    await screen.findByRole('group', { name: 'The season of Grand Clash Leeds' });
    expect(store.get(libraryAtom).lists).toEqual([]);
  });

  it('says so when no list of the event can be read, and makes no folder', async () => {
    const { store } = renderAt(
      '/import-event',
      {
        '/bcp/myevents': () => Response.json([EVENT]),
        [`/bcp/lists/${EVENT.id}`]: () => Response.json([ENTRIES[2]]),
      },
      (device) => {
        device.set(bcpLoginAtom, LOGIN);
        device.set(gameDataAtom, loadRealGameData());
      },
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: /Grand Clash Leeds/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(`Could not import Grand Clash Leeds: ${NO_EVENT_LISTS_MESSAGE}`);
    expect(store.get(libraryAtom).folders).toEqual([]);
    expect(store.get(libraryAtom).lists).toEqual([]);
  });

  it("refreshes a run-out BCP token first, and says BCP's refusal when the refresh is refused, forgetting the login", async () => {
    const expired = { ...LOGIN, accessToken: unsignedJwt({ exp: 1 }) };
    const refusal = 'BCP refused the refresh token. Please connect to BCP again.';
    const { store, calls, toasts } = renderAt(
      '/import-event',
      { '/bcp/refresh': () => Response.json({ statusCode: 401, error: 'Unauthorized', message: refusal }, { status: 401 }) },
      (device) => device.set(bcpLoginAtom, expired),
    );
    // The connection is over: the page asks to connect again, and a toast says why.
    await screen.findByText('No Events. Connect to BCP first.');
    expect(toasts()).toContain(refusal);
    expect(calls).toEqual(['/bcp/refresh?refreshToken=bcp-refresh-1']);
    expect(store.get(bcpLoginAtom)).toBeNull();
    expect(localStorage.getItem('bcpLogin')).toBeNull();
  });

  it('uses the refreshed token, and offers Try Again when the events cannot be loaded', async () => {
    const expired = { ...LOGIN, accessToken: unsignedJwt({ exp: 1 }) };
    const fresh = { ...LOGIN, accessToken: unsignedJwt({ exp: inAnHour(), n: 2 }), refreshToken: 'bcp-refresh-2' };
    let eventsAnswer: Response | null = null;
    const { store } = renderAt(
      '/import-event',
      {
        '/bcp/refresh': () => Response.json(fresh),
        '/bcp/myevents': (init) => {
          expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${fresh.accessToken}`);
          return (
            eventsAnswer ??
            Response.json(
              { statusCode: 502, error: 'Bad Gateway', message: 'Best Coast Pairings did not answer as expected. Please try again later.' },
              { status: 502 },
            )
          );
        },
      },
      (device) => device.set(bcpLoginAtom, expired),
    );
    // 'Failed to fetch events', with the server's sentence beneath.
    await screen.findByText('Failed to fetch events');
    await screen.findByText('Best Coast Pairings did not answer as expected. Please try again later.');
    expect(store.get(bcpLoginAtom)).toEqual(fresh);
    eventsAnswer = Response.json([EVENT]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('button', { name: /Grand Clash Leeds/ });
  });

  it("says 'Error loading events.' when nothing answers, and 'Failed to fetch lists' when an event's lists cannot be fetched", async () => {
    let eventsUp = false;
    renderAt(
      '/import-event',
      {
        // Nothing answers until the server is back; then the event's lists fail.
        '/bcp/myevents': () => {
          if (!eventsUp) throw new TypeError('Failed to fetch');
          return Response.json([EVENT]);
        },
        [`/bcp/lists/${EVENT.id}`]: () =>
          Response.json(
            { statusCode: 502, error: 'Bad Gateway', message: 'Best Coast Pairings did not answer as expected. Please try again later.' },
            { status: 502 },
          ),
      },
      (device) => {
        device.set(bcpLoginAtom, LOGIN);
        device.set(gameDataAtom, loadRealGameData());
      },
    );
    await screen.findByText('Error loading events.');
    await screen.findByText('Could not reach the server. Check your connection and try again.');
    eventsUp = true;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await user.click(await screen.findByRole('button', { name: /Grand Clash Leeds/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to fetch lists of Grand Clash Leeds: Best Coast Pairings did not answer as expected. Please try again later.',
    );
  });
});
