import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { gameDataAtom } from '../../state/game-data';
import { loadRealGameData } from '../../test/real-game-data';
import { PathToGloryPage } from './path-to-glory-page';

function renderPage(hash: string) {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: '/path-to-glory', component: PathToGloryPage });
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: [`/path-to-glory#${hash}`] }) });
  const store = createStore();
  store.set(gameDataAtom, loadRealGameData());
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

// jsdom lays nothing out and has no scrollIntoView; the page scrolls to the part a hash names.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});
afterEach(cleanup);

describe('PathToGloryPage', () => {
  it("shows an Anvil of Apotheosis warscroll's options with what each costs or gives in destiny points", async () => {
    renderPage('blighted-wilds-anvil-of-apotheosis-regiment-hero');
    const hero = await screen.findByRole('region', { name: 'Anvil of Apotheosis: Regiment Hero' });
    const costs = within(hero)
      .getAllByRole('definition')
      .map((cost) => `${cost.previousElementSibling?.textContent}: ${cost.textContent}`);
    expect(costs).toEqual(
      expect.arrayContaining(['Gargantuan Hero: Costs 8 destiny points', 'Ghyranite Steed: Costs 3 destiny points', 'Renowned Warrior: Costs 1 destiny point']),
    );
    const landmark = screen.getByRole('region', { name: 'Anvil of Apotheosis: Landmark of Ghyran' });
    expect(within(landmark).getByText('Breathtaking Monolith (160mm base or 170x105mm base)').nextElementSibling?.textContent).toBe('Gives 30 destiny points');
  });

  it('has a tab for the Freeform campaign, with every campaign’s paths', async () => {
    renderPage('freeform-unofficial-paths');
    await screen.findByRole('tab', { name: 'Freeform (unofficial)', selected: true });
    const paths = screen.getByRole('region', { name: 'Paths' });
    for (const name of ['Path of the Warrior', 'Path of the Thyrian Druid', 'Path of the Behemoth']) {
      within(paths).getByRole('button', { name: new RegExp(`^${name}\\d+$`) });
    }
  });
});
