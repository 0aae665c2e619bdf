import { createMemoryHistory, createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BARE_RUNTIME_CONFIG } from '@scrolldex/contract/test/runtime-config';

import { NEW_VERSION_RELOAD_KEY } from '../boot/stale-chunk';

vi.stubGlobal('__APP_VERSION__', '9.8.7');

const STALE = 'Failed to fetch dynamically imported module: https://scrolldex.example/assets/settings-page-abc123.js';

/** Every reload asked of the browser. */
const reload = vi.fn();
/** Whether the screen at /list/abc throws (until a test has it load). */
let screenFails = true;
let logged: ReturnType<typeof vi.spyOn>;

/**
 * A shell that counts its mounts, around a screen at /list/abc that throws `failure`, with the app's
 * router options; each call is a fresh page (the modules remember a reload under way).
 */
async function renderApp(failure: Error, reportErrorUrl: string | null = null) {
  vi.resetModules();
  const { browserNavigation } = await import('../shared/browser-navigation');
  vi.spyOn(browserNavigation, 'reload').mockImplementation(reload);
  const { APP_ROUTER_OPTIONS } = await import('./router-options');
  const { runtimeConfigAtom } = await import('../state/game-data');
  const shell = { mounts: 0, unmounts: 0 };
  function Shell() {
    useEffect(() => {
      shell.mounts++;
      return () => void shell.unmounts++;
    }, []);
    return (
      <div data-testid="shell">
        <Link to="/">Home</Link>
        <Outlet />
      </div>
    );
  }
  const root = createRootRoute({ component: Shell });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Home screen</p> });
  const broken = createRoute({
    getParentRoute: () => root,
    path: '/list/$id',
    component: () => {
      if (screenFails) throw failure;
      return <p>List screen</p>;
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([home, broken]),
    history: createMemoryHistory({ initialEntries: ['/list/abc'] }),
    ...APP_ROUTER_OPTIONS,
  });
  const store = createStore();
  store.set(runtimeConfigAtom, { ...BARE_RUNTIME_CONFIG, reportErrorUrl });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { shell, router };
}

beforeEach(() => {
  screenFails = true;
  sessionStorage.clear();
  reload.mockReset();
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  logged.mockRestore();
  vi.restoreAllMocks();
});

describe('the error screen of a route', () => {
  it('is the default of every route', async () => {
    const { APP_ROUTER_OPTIONS } = await import('./router-options');
    const { RouteError } = await import('./route-error');
    expect(APP_ROUTER_OPTIONS.defaultErrorComponent).toBe(RouteError);
  });

  it('shows inside the shell, which stays mounted and navigates, with Reload and a report of the page and the error', async () => {
    const { shell, router } = await renderApp(new Error('x is undefined'), 'https://forms.example/report?page={page}&error={error}&v={appVersion}');
    expect(await screen.findByText('This screen could not be shown.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Something went wrong', level: 1 })).toBeTruthy();
    expect(screen.getByText('x is undefined')).toBeTruthy();
    expect(screen.getByTestId('shell').contains(screen.getByText('This screen could not be shown.'))).toBe(true);
    const report = screen.getByRole('link', { name: 'Report the problem' });
    expect(report.getAttribute('href')).toBe('https://forms.example/report?page=%2Flist%2Fabc&error=x%20is%20undefined&v=9.8.7');
    expect(report.getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('A screen failed.', expect.objectContaining({ message: 'x is undefined' }));
    // The shell's navigation still works, and the shell was never remounted.
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText('Home screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(shell).toEqual({ mounts: 1, unmounts: 0 });
  });

  it('offers no report without a configured feedback form', async () => {
    await renderApp(new Error('boom'));
    expect(await screen.findByText('This screen could not be shown.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Report the problem' })).toBeNull();
  });

  it('reloads the page once for a chunk of an older build', async () => {
    await renderApp(new TypeError(STALE));
    expect(await screen.findByText('Loading the new version...')).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('This screen could not be shown.')).toBeNull();
  });

  it('says a new version is there, with Reload, when the chunk is missing again right after that reload', async () => {
    sessionStorage.setItem(NEW_VERSION_RELOAD_KEY, String(Date.now() - 1_000));
    await renderApp(new TypeError(STALE));
    expect(await screen.findByText('Scrolldex has been updated.')).toBeTruthy();
    expect(screen.getByText('Reload to get the new version.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'New version available', level: 1 })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reload' })));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offline, reloads nothing for a chunk that could not come, says the screen will load, and loads it once back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderApp(new TypeError(STALE));
    expect(await screen.findByText('Could not load this screen.')).toBeTruthy();
    expect(screen.getByText('It will load when you are back online.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    screenFails = false;
    onLine.mockReturnValue(true);
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('List screen')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });
});
