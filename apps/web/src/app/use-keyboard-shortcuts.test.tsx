import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { dataRefAtom } from '../state/settings';
import { useKeyboardShortcuts } from './use-keyboard-shortcuts';

// Vite's define, which Vitest does not apply.
vi.stubGlobal('__APP_VERSION__', '9.8.7');

function Shell() {
  useKeyboardShortcuts();
  return <Outlet />;
}

async function renderAt(path: string) {
  const root = createRootRoute({ component: Shell });
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Armies</p> }),
    createRoute({ getParentRoute: () => root, path: '/settings', component: () => <p>Settings</p> }),
  ];
  const router = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: [path] }) });
  const store = createStore();
  store.set(dataRefAtom, 'battlescroll-2026-06');
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  await act(() => router.load());
  return router;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('keyboard shortcuts (list-building §2, companion §9)', () => {
  it('Ctrl+Shift+D and Cmd+Shift+D log what the app has loaded, for a bug report', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await renderAt('/settings');
    fireEvent.keyDown(window, { key: 'D', ctrlKey: true, shiftKey: true });
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith('Scrolldex debug', expect.objectContaining({ route: '/settings', dataRef: 'battlescroll-2026-06', armies: 0 }));
    fireEvent.keyDown(window, { key: 'd', metaKey: true, shiftKey: true });
    expect(info).toHaveBeenCalledTimes(2);
    // Without Shift, or without Ctrl/Cmd, nothing happens.
    fireEvent.keyDown(window, { key: 'd', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'D', shiftKey: true });
    expect(info).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Settings')).toBeTruthy();
  });

  it('Ctrl+Shift+B opens the armies screen', async () => {
    const router = await renderAt('/settings');
    await act(async () => void fireEvent.keyDown(window, { key: 'B', ctrlKey: true, shiftKey: true }));
    await screen.findByText('Armies');
    expect(router.state.location.pathname).toBe('/');
  });
});
