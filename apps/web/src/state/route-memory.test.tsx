import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';

import { SECTIONS_KEY, useRouteFilter, useSectionOpen } from './route-memory';

function Screen() {
  const filter = useRouteFilter({ sort: 'points' });
  const [open, setOpen] = useSectionOpen('chaos', false);
  return (
    <div>
      <input aria-label="Filter" value={filter.query} onChange={(event) => filter.onQueryChange(event.target.value)} />
      <output aria-label="sort">{filter.sort}</output>
      <button type="button" onClick={() => filter.onSortChange(filter.sort === 'alpha' ? 'points' : 'alpha')}>
        Sort
      </button>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Chaos
      </button>
    </div>
  );
}

function renderApp() {
  const root = createRootRoute({ component: Outlet });
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/a', component: Screen }),
    createRoute({ getParentRoute: () => root, path: '/b', component: Screen }),
  ];
  const router = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: ['/a'] }) });
  const store = createStore();
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

beforeEach(() => localStorage.clear());

describe('per-route UI memory', () => {
  it('keeps the filter and the open sections per route path', async () => {
    const user = userEvent.setup();
    const router = renderApp();
    await user.type(await screen.findByLabelText('Filter'), 'storm');
    await user.click(screen.getByRole('button', { name: 'Sort' }));
    await user.click(screen.getByRole('button', { name: 'Chaos' }));
    expect(screen.getByLabelText('sort').textContent).toBe('alpha');
    expect(screen.getByRole('button', { name: 'Chaos' }).getAttribute('aria-expanded')).toBe('true');

    // Another route starts from the defaults given by the screen.
    await act(() => router.history.push('/b'));
    await screen.findByLabelText('Filter');
    expect((screen.getByLabelText('Filter') as HTMLInputElement).value).toBe('');
    expect(screen.getByLabelText('sort').textContent).toBe('points');
    expect(screen.getByRole('button', { name: 'Chaos' }).getAttribute('aria-expanded')).toBe('false');

    // Back on the first route, everything is as it was left.
    await act(() => router.history.push('/a'));
    await screen.findByDisplayValue('storm');
    expect(screen.getByLabelText('sort').textContent).toBe('alpha');
    expect(screen.getByRole('button', { name: 'Chaos' }).getAttribute('aria-expanded')).toBe('true');

    // Open sections are stored for the next visit.
    expect(JSON.parse(localStorage.getItem(SECTIONS_KEY)!)).toEqual({ '/a': { chaos: true } });
  });

  it('reads remembered open sections back from local storage', async () => {
    localStorage.setItem(SECTIONS_KEY, JSON.stringify({ '/a': { chaos: true } }));
    renderApp();
    // The stored atom reads the key when its module first loads and again on mount: here the module may have loaded
    // before the key was written (an earlier test file of this worker), so the remembered state comes with the mount.
    await screen.findByRole('button', { name: 'Chaos', expanded: true });
  });
});
