import { nameKey, type GameData } from '@scrolldex/rules';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';

import { gameDataAtom } from '../../state/game-data';
import { loadRealGameData } from '../../test/real-game-data';
import { ManifestationLorePage } from './manifestation-lore-page';

function renderLore(data: GameData, loreName: string) {
  const root = createRootRoute({ component: Outlet });
  const lore = createRoute({ getParentRoute: () => root, path: '/manifestation/$loreName', component: ManifestationLorePage });
  const unit = createRoute({ getParentRoute: () => root, path: '/army/$armyName/unit/$unitName', component: () => null });
  const army = createRoute({ getParentRoute: () => root, path: '/army/$armyName', component: () => null });
  const router = createRouter({
    routeTree: root.addChildren([lore, unit, army]),
    history: createMemoryHistory({ initialEntries: [`/manifestation/${encodeURIComponent(loreName)}`] }),
  });
  const store = createStore();
  store.set(gameDataAtom, data);
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

afterEach(cleanup);

describe('ManifestationLorePage', () => {
  it("links the lore's summoned warscrolls to the universal units", async () => {
    renderLore(loadRealGameData(), 'Twilit Sorceries');
    const link = await screen.findByRole('link', { name: /Umbral Spellportal/ });
    expect(link.getAttribute('href')).toBe('/army/UniversalUnits/unit/Umbral%20Spellportal');
    expect(screen.queryByText('No summonable Manifestations found for this lore.')).toBeNull();
  });

  it('says so when none of the warscrolls the lore names is in the data', async () => {
    // Every lore of every released data set has its warscrolls; a data set
    // without the lore's warscrolls (a partial or broken conversion) is made here.
    const real = loadRealGameData();
    const lore = real.universalManifestations.find((candidate) => candidate.name === 'Twilit Sorceries')!;
    const summoned = new Set(lore.units.map(nameKey));
    const data: GameData = { ...real, universalUnits: real.universalUnits.filter((unit) => !summoned.has(nameKey(unit.name))) };
    renderLore(data, 'Twilit Sorceries');
    await screen.findByText('No summonable Manifestations found for this lore.');
    // The spells still show.
    expect(screen.getAllByRole('article').length).toBe(lore.abilities.length);
  });
});
