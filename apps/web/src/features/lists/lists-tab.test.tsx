import 'fake-indexeddb/auto';

import { createList, type ArmyList, type Folder } from '@scrolldex/rules';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { EMPTY_LIBRARY, type StoredLibrary } from '../../data/list-library-store';
import { gameDataAtom } from '../../state/game-data';
import { libraryAtom } from '../../state/lists';
import { confirmDeleteAtom, developerModeAtom } from '../../state/settings';
import { loadRealGameData } from '../../test/real-game-data';
import { ListsTab } from '../browse/lists-tab';

const T0 = 1_700_000_000_000;

function list(id: string, name: string, faction = 'Stormcast Eternals'): ArmyList {
  const created = createList({ id, name, faction, now: T0 }, loadRealGameData());
  if (!created.ok) throw new Error(created.errors[0]!.message);
  return created.value;
}

function folder(id: string, name: string, lists: string[]): Folder {
  return { id, name, color: 'green', lists, createdAt: T0, updatedAt: T0, deleted: false, deletedAt: null };
}

async function renderTab(library: Partial<StoredLibrary>, setup: (store: ReturnType<typeof createStore>) => void = () => {}) {
  const store = createStore();
  setup(store);
  store.set(gameDataAtom, loadRealGameData());
  store.set(libraryAtom, { ...EMPTY_LIBRARY, ...library });
  const root = createRootRoute({ component: Outlet });
  const routes = ['/list/$id', '/list/$id/settings', '/create', '/import'].map((path) =>
    createRoute({ getParentRoute: () => root, path, component: () => <p>Page {path}</p> }),
  );
  const home = createRoute({ getParentRoute: () => root, path: '/', component: ListsTab });
  const history = createMemoryHistory({ initialEntries: ['/'] });
  const router = createRouter({ routeTree: root.addChildren([home, ...routes]), history });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  await screen.findByRole('heading', { name: 'Your Lists' });
  return { store, history, router };
}

function openMenu(name: string) {
  fireEvent.keyDown(screen.getByRole('button', { name }), { key: 'ArrowDown' });
}

const shownNames = () =>
  within(screen.getByRole('list', { name: 'Saved lists and folders' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

// Parsing the real data takes seconds on a busy machine: once, before the tests.
beforeAll(() => void loadRealGameData(), 60_000);
beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('ListsTab', () => {
  it('says when there are no lists yet', async () => {
    await renderTab({});
    expect(screen.queryByText('You have no saved lists yet.')).not.toBeNull();
    expect(screen.queryByRole('button', { name: '+ Create' })).not.toBeNull();
  });

  it('shows lists in their order and folders collapsed, each with points/cap and the validation icon', async () => {
    const lists = [list('a', 'Alpha'), list('b', 'Bravo'), list('c', 'Charlie')];
    await renderTab({ lists, folders: [folder('f', 'Events', ['c'])], order: ['b', 'folder:f', 'a'] });
    const rows = shownNames();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('Bravo');
    expect(rows[1]).toContain('Events');
    expect(rows[2]).toContain('Alpha');
    expect(rows[0]).toContain('0/2000 pts');
    // A new list has errors (no formation, no general): its icon opens List Issues.
    fireEvent.click(screen.getByRole('button', { name: /^Bravo: \d+ errors, show the list issues$/ }));
    expect(await screen.findByRole('dialog', { name: 'List Issues' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    const toggle = screen.getByRole('button', { name: /^Events/, expanded: false });
    fireEvent.click(toggle);
    expect(shownNames()[2]).toContain('Charlie');
  });

  it('makes a folder with New Folder and names it in the edit dialog', async () => {
    const { store } = await renderTab({ lists: [list('a', 'Alpha')], order: ['a'] });
    fireEvent.click(screen.getByRole('button', { name: 'New Folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Folder' });
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toMatch(/^\S+ \S+$/);
    fireEvent.change(name, { target: { value: 'Tournament' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Purple' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const saved = store.get(libraryAtom);
    expect(saved.folders).toEqual([expect.objectContaining({ name: 'Tournament', color: 'purple' })]);
    expect(saved.order).toEqual([`folder:${saved.folders[0]!.id}`, 'a']);
    expect(shownNames()[0]).toContain('Tournament');
  });

  it('refuses a folder name already in use', async () => {
    await renderTab({ folders: [folder('f', 'Events', [])], order: ['folder:f'] });
    fireEvent.click(screen.getByRole('button', { name: 'New Folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Folder' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' events ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe("A folder named 'Events' already exists.");
  });

  it('moves a list into a new folder with Move To', async () => {
    const { store } = await renderTab({ lists: [list('a', 'Alpha')], folders: [folder('f', 'Events', [])], order: ['a', 'folder:f'] });
    openMenu('Actions for Alpha');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move To' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to Folder' });
    const combo = within(dialog).getByRole('combobox');
    fireEvent.change(combo, { target: { value: 'ev' } });
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Events']);
    fireEvent.change(combo, { target: { value: 'Casual' } });
    expect(within(dialog).queryByText("A new folder 'Casual' will be created.")).not.toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    const saved = store.get(libraryAtom);
    const casual = saved.folders.find((item) => item.name === 'Casual')!;
    expect(casual.lists).toEqual(['a']);
    expect(saved.lists[0]!.folderId).toBe(casual.id);
    expect(shownNames().map((text) => text?.slice(0, 6))).not.toContain('Alpha');
  });

  it("deletes after asking, and 'Don't show again' stops asking", async () => {
    const { store } = await renderTab({ lists: [list('a', 'Alpha'), list('b', 'Bravo')], order: ['a', 'b'] });
    openMenu('Actions for Alpha');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete List' });
    expect(within(dialog).queryByText("Are you sure you want to delete 'Alpha'?")).not.toBeNull();
    fireEvent.click(within(dialog).getByLabelText("Don't show again"));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(store.get(confirmDeleteAtom)).toBe(false);
    expect(store.get(libraryAtom).lists.find((item) => item.id === 'a')).toMatchObject({ deleted: true });
    openMenu('Actions for Bravo');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('You have no saved lists yet.')).not.toBeNull();
  });

  it('duplicates a list after the original in its folder and opens the copy', async () => {
    const { store, history } = await renderTab({
      lists: [list('a', 'Alpha'), list('b', 'Bravo')],
      folders: [folder('f', 'Events', ['a', 'b'])],
      order: ['folder:f'],
    });
    fireEvent.click(screen.getByRole('button', { name: /^Events/ }));
    openMenu('Actions for Alpha');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    const saved = store.get(libraryAtom);
    const copy = saved.lists.find((item) => item.name === 'Alpha (Copy)')!;
    expect(saved.folders[0]!.lists).toEqual(['a', copy.id, 'b']);
    await screen.findByText('Page /list/$id');
    expect(history.location.pathname).toBe(`/list/${copy.id}`);
  });

  it('locks all lists of a folder, and deletes a folder moving its lists out or with them', async () => {
    const { store } = await renderTab({
      lists: [list('a', 'Alpha'), list('b', 'Bravo'), list('c', 'Charlie')],
      folders: [folder('f', 'Events', ['a', 'b'])],
      order: ['folder:f', 'c'],
    });
    openMenu('Actions for folder Events');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Lock All' }));
    expect(store.get(libraryAtom).lists.map((item) => item.locked)).toEqual([true, true, false]);
    // The closed menu gives focus back to its button first.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    openMenu('Actions for folder Events');
    expect(await screen.findByRole('menuitem', { name: 'Unlock All' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Folder' });
    expect(within(dialog).queryByText('Are you sure you want to delete the folder Events?')).not.toBeNull();
    expect(within(dialog).queryByText('All lists in the folder will be moved to the top level.')).not.toBeNull();
    fireEvent.click(within(dialog).getByLabelText('Move all lists out of the folder before deleting'));
    expect(within(dialog).queryByText('This action will delete all lists in the folder.')).not.toBeNull();
    fireEvent.click(within(dialog).getByLabelText('Move all lists out of the folder before deleting'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(store.get(libraryAtom).order).toEqual(['a', 'b', 'c']);
    expect(shownNames().map((text) => text?.match(/Alpha|Bravo|Charlie/)?.[0])).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });

  it('searches with the query language and falls back to fuzzy matching', async () => {
    await renderTab({ lists: [list('a', 'Alpha'), list('b', 'Bravo', 'Seraphon')], order: ['a', 'b'] });
    const search = screen.getByRole('searchbox', { name: 'Search lists' });
    fireEvent.change(search, { target: { value: 'a:sce' } });
    const results = () =>
      within(screen.getByRole('list', { name: 'Search results' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent?.match(/Alpha|Bravo/)?.[0]);
    expect(results()).toEqual(['Alpha']);
    fireEvent.change(search, { target: { value: 'Bravp' } });
    expect(results()).toEqual(['Bravo']);
    expect(screen.queryByText('Nothing matched exactly. Showing fuzzy matches instead.')).not.toBeNull();
    await act(async () => fireEvent.change(search, { target: { value: '' } }));
    expect(screen.queryByRole('list', { name: 'Saved lists and folders' })).not.toBeNull();
  });

  it('leads to Import from its Import button, opens a list from its row, and its settings from Edit in its menu', async () => {
    const { router } = await renderTab({ lists: [list('a', 'Alpha')], order: ['a'] });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByText('Page /import');
    await act(() => router.navigate({ to: '/' }));
    fireEvent.click(await screen.findByRole('link', { name: /^Alpha/ }));
    await screen.findByText('Page /list/$id');
    expect(router.state.location.pathname).toBe('/list/a');
    await act(() => router.navigate({ to: '/' }));
    openMenu('Actions for Alpha');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await screen.findByText('Page /list/$id/settings');
    expect(router.state.location.pathname).toBe('/list/a/settings');
  });

  it('badges the validator of a list that is not checked as standard, and no other', async () => {
    const highlander = { ...list('h', 'Singles'), validator: 'highlander' as const };
    await renderTab({ lists: [highlander, list('s', 'Standard')], order: ['h', 's'] });
    const [singles, standard] = shownNames();
    expect(singles).toContain('Highlander');
    expect(standard).not.toMatch(/Highlander|Standard$/);
  });

  it("shows deleted lists, marked '(Deleted)', only in developer mode", async () => {
    const gone = { ...list('d', 'Gone'), deleted: true, deletedAt: T0 };
    const library = { lists: [list('a', 'Alpha'), gone], order: ['a'] };
    await renderTab(library);
    expect(screen.queryByText(/\(Deleted\)/)).toBeNull();
    expect(screen.queryByText('Gone')).toBeNull();
    cleanup();
    await renderTab(library, (store) => store.set(developerModeAtom, true));
    expect(screen.getByText('(Deleted)', { exact: false }).closest('a')?.textContent).toMatch(/^Gone \(Deleted\)/);
  });
});
