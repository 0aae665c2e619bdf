import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { BACK_DEBOUNCE_MS, Page } from './page';

const PATHS = ['/', '/army/$armyName', '/settings', '/account', '/import/$encoded'];

/** The app on a memory history holding `entries`, at the last; the browser's history holds `browserLength` entries. */
async function renderAt(entries: string[], browserLength: number) {
  vi.spyOn(window.history, 'length', 'get').mockReturnValue(browserLength);
  const root = createRootRoute({ component: Outlet });
  const routes = PATHS.map((path) => createRoute({ getParentRoute: () => root, path, component: () => <Page title={`Screen ${path}`}>body</Page> }));
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1 }),
  });
  render(
    <Provider store={createStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  await act(() => router.load());
  return router;
}

const back = () => screen.getByRole('button', { name: 'Back' });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the back button (companion §2)', () => {
  it('is hidden on the home screen', async () => {
    await renderAt(['/'], 1);
    await screen.findByRole('heading', { name: 'Screen /' });
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('goes back through history when there is some, else home', async () => {
    const router = await renderAt(['/', '/army/Skaven', '/settings'], 3);
    fireEvent.click(back());
    await screen.findByRole('heading', { name: 'Screen /army/$armyName' });
    expect(router.state.location.pathname).toBe('/army/Skaven');
    cleanup();

    const alone = await renderAt(['/settings'], 2);
    fireEvent.click(back());
    await screen.findByRole('heading', { name: 'Screen /' });
    expect(alone.state.location.pathname).toBe('/');
  });

  it('goes home, replacing the screen, from an import link and from Account, whatever the history', async () => {
    for (const path of ['/import/U2thdmVu', '/account']) {
      const router = await renderAt(['/', '/army/Skaven', path], 5);
      fireEvent.click(back());
      await screen.findByRole('heading', { name: 'Screen /' });
      expect(router.state.location.pathname, path).toBe('/');
      // Replaced: the screen it left is not in history before home.
      expect(router.history.length, path).toBe(3);
      cleanup();
    }
  });

  it('takes one tap in 100 ms', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(50_000);
    const router = await renderAt(['/', '/army/Skaven', '/settings', '/army/Seraphon'], 4);
    fireEvent.click(back());
    now.mockReturnValue(50_000 + BACK_DEBOUNCE_MS - 1);
    fireEvent.click(back());
    await screen.findByRole('heading', { name: 'Screen /settings' });
    expect(router.state.location.pathname).toBe('/settings');
    now.mockReturnValue(50_000 + 2 * BACK_DEBOUNCE_MS);
    fireEvent.click(back());
    await screen.findByRole('heading', { name: 'Screen /army/$armyName' });
    expect(router.state.location.pathname).toBe('/army/Skaven');
  });
});
