import { findArmy } from '@scrolldex/rules';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';

import { loadRealGameData } from '../../test/real-game-data';
import { WarscrollsTab } from './warscrolls-tab';
import styles from './warscrolls-tab.module.css';

const army = findArmy(loadRealGameData(), 'Stormcast Eternals')!;

/** The Warscrolls tab on its army's page; `progressive` as the army page gives it. */
async function renderTab(progressive: boolean) {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: '/army/$armyName', component: () => <WarscrollsTab army={army} progressive={progressive} /> });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [`/army/${encodeURIComponent(army.name)}`] }),
  });
  render(
    <Provider store={createStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  await screen.findByRole('list', { name: 'HERO' });
  return screen.getAllByRole('list');
}

afterEach(cleanup);

describe('WarscrollsTab', () => {
  it('lets the browser skip rows off screen when the army arrives (progressive)', async () => {
    const lists = await renderTab(true);
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) expect(list.classList.contains(styles.skippedRows!)).toBe(true);
  });

  // The router restores the position it took over rendered rows: a row held at a guessed height would move it.
  it('renders every row on a return through history, for the router to restore the scroll position', async () => {
    const lists = await renderTab(false);
    expect(lists.length).toBeGreaterThan(3);
    for (const list of lists) expect(list.classList.contains(styles.skippedRows!)).toBe(false);
  });
});
