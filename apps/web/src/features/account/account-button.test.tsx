import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';

import { accessTokenAtom } from '../../state/session';
import { developerModeAtom } from '../../state/settings';
import { AccountButton } from './account-button';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderButton() {
  const root = createRootRoute({ component: Outlet });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: AccountButton });
  const account = createRoute({ getParentRoute: () => root, path: '/account', component: () => <p>Account screen</p> });
  const router = createRouter({ routeTree: root.addChildren([home, account]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  const store = createStore();
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return store;
}

describe('AccountButton', () => {
  it('shows only in developer mode, says whether someone is logged in, and opens the account', async () => {
    const store = renderButton();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('button', { name: /Account/ })).toBeNull();
    act(() => store.set(developerModeAtom, true));
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeNull();
    act(() => store.set(accessTokenAtom, 'a.b.c'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Account (logged in)' }));
    await screen.findByText('Account screen');
  });
});
