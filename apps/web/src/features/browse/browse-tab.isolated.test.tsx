import 'fake-indexeddb/auto';

import { buildBrowseTree, splitGameDataByArmy, type GameDataIndex } from '@scrolldex/rules';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { gameDataIndexAtom } from '../../state/game-data';
import { loadRealGameData } from '../../test/real-game-data';
import { BrowseTab } from './browse-tab';

// Counts the rows' renders: each row works out its crest's letters as it renders.
const crests = vi.hoisted(() => ({ drawn: 0 }));
vi.mock('./army-initials', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./army-initials')>();
  return {
    ...actual,
    armyInitials: (name: string) => {
      crests.drawn += 1;
      return actual.armyInitials(name);
    },
  };
});

const index: GameDataIndex = splitGameDataByArmy(loadRealGameData()).index;
const tree = buildBrowseTree(index, { showLegends: false, filter: '', favouritesOnly: false, favourites: new Set(), sort: 'alpha' });
const withRenown = tree.alliances.flatMap((group) => group.armies).find((army) => army.armiesOfRenown.length > 0)!;

/** The home screen's Browse tab at '/', with an army page behind its rows. */
async function renderBrowse() {
  const store = createStore();
  store.set(gameDataIndexAtom, index);
  const root = createRootRoute({ component: Outlet });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: BrowseTab });
  const army = createRoute({ getParentRoute: () => root, path: '/army/$armyName', component: () => <h1>Army page</h1> });
  const router = createRouter({ routeTree: root.addChildren([home, army]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  await screen.findByRole('link', { name: withRenown.name });
  return { router, store };
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('BrowseTab', { timeout: 20_000 }, () => {
  it('does not render its rows again when a newer index lists the same armies (the whole data replacing the first one)', async () => {
    const { store } = await renderBrowse();
    const drawn = crests.drawn;
    expect(drawn).toBeGreaterThan(0);
    act(() => store.set(gameDataIndexAtom, structuredClone(index)));
    expect(screen.getByRole('link', { name: withRenown.name })).not.toBeNull();
    expect(crests.drawn).toBe(drawn);
  });

  it('stars an army, and unfolds its armies of renown, from its row', async () => {
    await renderBrowse();
    act(() => screen.getByRole('button', { name: `Favourite ${withRenown.name}` }).click());
    await waitFor(() => expect(screen.getByRole('button', { name: `Favourite ${withRenown.name}` }).getAttribute('aria-pressed')).toBe('true'));
    expect(screen.queryByRole('list', { name: `Armies of Renown of ${withRenown.name}` })).toBeNull();
    act(() => screen.getByRole('button', { name: `${withRenown.armiesOfRenown.length} Armies of Renown of ${withRenown.name}` }).click());
    const renown = screen.getByRole('list', { name: `Armies of Renown of ${withRenown.name}` });
    expect(renown.querySelectorAll('li')).toHaveLength(withRenown.armiesOfRenown.length);
  });

  it("opens an army's page from its row", async () => {
    const { router } = await renderBrowse();
    const row = screen.getByRole('link', { name: withRenown.name });
    expect(row.getAttribute('href')).toBe(`/army/${encodeURIComponent(withRenown.name)}`);
    await act(async () => row.click());
    await screen.findByRole('heading', { name: 'Army page' });
    expect(router.state.matches.at(-1)?.params).toEqual({ armyName: withRenown.name });
  });
});
