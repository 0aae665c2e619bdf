import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, useParams } from '@tanstack/react-router';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider, useAtomValue } from 'jotai';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { splitGameDataByArmy } from '@scrolldex/rules';

import { heldGameDataAtom } from '../../state/game-data';
import { searchHistoryAtom } from '../../state/search';
import { searchOpenAtom, searchSeedAtom } from '../../state/ui';
import { loadRealGameData } from '../../test/real-game-data';
import { SearchOverlay } from './search-overlay';
import { SEARCH_DEBOUNCE_MS } from './use-overlay-search';

// jsdom has no module workers: the worker's search service runs in the test's thread, reading the same real data.
vi.mock('../../data/game-data-worker-client', async () => {
  const { createSearchService } = await import('../../data/search-service');
  const search = createSearchService({ readGameData: async () => loadRealGameData() });
  search.searchRef('main');
  return { documentCache: () => ({ search: search.search }) };
});

function Shell() {
  const open = useAtomValue(searchOpenAtom);
  return (
    <>
      <Outlet />
      {open && <SearchOverlay />}
    </>
  );
}

function UnitScreen() {
  const { armyName, unitName } = useParams({ strict: false });
  return <p>Unit page of {`${unitName} (${armyName})`}</p>;
}

function renderOverlay(setup: (store: ReturnType<typeof createStore>) => void = () => {}) {
  const root = createRootRoute({ component: Shell });
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Home</p> }),
    createRoute({ getParentRoute: () => root, path: '/army/$armyName/unit/$unitName', component: UnitScreen }),
  ];
  const router = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: ['/'] }) });
  const store = createStore();
  // The worker holds the whole data: the overlay searches it there, and never takes it.
  store.set(heldGameDataAtom, { ref: 'main', index: splitGameDataByArmy(loadRealGameData()).index });
  store.set(searchOpenAtom, true);
  setup(store);
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

const option = (name: RegExp) => screen.queryByRole('option', { name });

beforeAll(() => {
  // jsdom lays nothing out; the overlay scrolls the active row into view.
  Element.prototype.scrollIntoView = () => {};
});
beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the search overlay', { timeout: 30_000 }, () => {
  it('searches after a pause in typing, without storing the query; Enter stores it', async () => {
    // The keys come with no pause between them, as a quick typist's: on a busy machine a default delay between keys
    // could outlast the debounce and search a part of the word.
    const user = userEvent.setup({ delay: null });
    const { store } = renderOverlay();
    const input = await screen.findByRole('combobox', { name: 'Search' });
    expect(input.getAttribute('placeholder')).toBe('Search...');
    act(() => input.focus());
    // The pause counts from the last key's input event: on a busy machine the keyboard call itself can return tens
    // of milliseconds after it.
    let typedAt = 0;
    input.addEventListener('input', () => (typedAt = Date.now()));
    await user.keyboard('Liberators');
    expect(option(/^Liberators/)).toBeNull();
    await waitFor(() => expect(option(/^Liberators/)).not.toBeNull(), { timeout: 10_000 });
    // A few milliseconds' slack: Node's timers and Date.now round differently.
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS - 5);
    expect(store.get(searchHistoryAtom)).toEqual([]);

    await user.keyboard('{Enter}');
    expect(store.get(searchHistoryAtom)).toEqual(['Liberators']);
  });

  it('shows the history for an empty input, newest first, and searches a past query again', async () => {
    const user = userEvent.setup();
    localStorage.setItem('searchHistory', JSON.stringify(['k:hero', 'Liberators']));
    const { store } = renderOverlay();
    const history = await screen.findByRole('region', { name: 'Recent searches' });
    expect(
      within(history)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['k:hero', 'Liberators']);
    await user.click(within(history).getByRole('button', { name: 'Liberators' }));
    expect((screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement).value).toBe('Liberators');
    await waitFor(() => expect(option(/^Liberators/)).not.toBeNull(), { timeout: 10_000 });
    expect(store.get(searchHistoryAtom)).toEqual(['Liberators', 'k:hero']);
  });

  it('starts from the seed, shows the parser error over fuzzy matches, and opens a result with the arrow keys', async () => {
    const user = userEvent.setup();
    const { store, router } = renderOverlay((store) => store.set(searchSeedAtom, 'n:"liberators'));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveProperty('textContent', expect.stringContaining('Unterminated quoted string'));
    expect(store.get(searchSeedAtom)).toBe('');
    await waitFor(() => expect(option(/^Liberators/)).not.toBeNull());

    const input = screen.getByRole('combobox', { name: 'Search' });
    await user.clear(input);
    await user.type(input, 'n="Liberators"{Enter}');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option').id);
    await act(() => user.keyboard('{Enter}'));
    await screen.findByText('Unit page of Liberators (Stormcast Eternals)');
    expect(router.state.location.pathname).toBe('/army/Stormcast Eternals/unit/Liberators');
    expect(store.get(searchOpenAtom)).toBe(false);
  });

  it('finds an ability by its plain name, under its unit, saying where the words were found and showing its timing without markup', async () => {
    const user = userEvent.setup();
    renderOverlay();
    await user.type(await screen.findByRole('combobox', { name: 'Search' }), 'Righteous Avengers{Enter}');
    const unit = await screen.findByRole('option', { name: /^Lord-Celestant on Dracoth/ }, { timeout: 10_000 });
    expect(unit.textContent).toContain('Ability: Righteous Avengers');
    const abilities = within(screen.getByRole('group', { name: 'Abilities' }));
    const ability = abilities.getByRole('option', { name: /^Righteous Avengers/ });
    expect(ability.textContent).not.toMatch(/\*|\^/);
    expect(screen.getByText('1 result').getAttribute('aria-live')).toBe('polite');
  });

  it('narrows by an army shorthand, puts the group of the best result first and names the army', async () => {
    const user = userEvent.setup();
    renderOverlay();
    await user.type(await screen.findByRole('combobox', { name: 'Search' }), 'sce liberators{Enter}');
    const hit = await screen.findByRole('option', { name: /^Liberators/ }, { timeout: 10_000 });
    expect(hit.textContent).toContain('Army: sce (Stormcast Eternals) · Name: liberators');
    expect(screen.getAllByRole('option')).toHaveLength(1);

    await user.clear(screen.getByRole('combobox', { name: 'Search' }));
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'lord-celestant{Enter}');
    await screen.findByRole('option', { name: /^Lord-Celestant on Dracoth/ }, { timeout: 10_000 });
    // The unit so named is the best result: its group ('Units, armies and more') comes before the abilities that hold the words.
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-labelledby'))[0]).toBe('search-group-objects');
    expect(screen.getAllByRole('option')[0]!.textContent).toMatch(/^Lord-Celestant/);
  });
});
