import 'fake-indexeddb/auto';

import { applyListEdit, createList, type ArmyList, type ListEdit } from '@scrolldex/rules';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { EMPTY_LIBRARY } from '../../data/list-library-store';
import { gameDataAtom } from '../../state/game-data';
import { libraryAtom, saveListAtom } from '../../state/lists';
import { confirmDeleteAtom } from '../../state/settings';
import { loadRealGameData } from '../../test/real-game-data';
import { BuilderSettingsPage } from './builder-settings-page';

const NOW = Date.UTC(2026, 5, 1);

function buildList(edits: ListEdit[] = []): ArmyList {
  const data = loadRealGameData();
  const created = createList({ id: 'settings-list', name: 'Thunder', faction: 'Stormcast Eternals', now: NOW }, data);
  if (!created.ok) throw new Error(created.errors[0]!.message);
  return edits.reduce((list, edit) => {
    const result = applyListEdit(list, edit, data, NOW);
    if (!result.ok) throw new Error(result.errors[0]!.message);
    return result.value;
  }, created.value);
}

function renderSettings(list: ArmyList, confirmDelete = true) {
  const store = createStore();
  store.set(gameDataAtom, loadRealGameData());
  // The library has loaded from empty storage, so the list is there on the first render.
  store.set(libraryAtom, EMPTY_LIBRARY);
  store.set(saveListAtom, list);
  store.set(confirmDeleteAtom, confirmDelete);
  const root = createRootRoute({ component: Outlet });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Home</p> });
  const builder = createRoute({ getParentRoute: () => root, path: '/list/$id', component: () => <p>Builder</p> });
  const settings = createRoute({ getParentRoute: () => root, path: '/list/$id/settings', component: BuilderSettingsPage });
  const history = createMemoryHistory({ initialEntries: [`/list/${list.id}`, `/list/${list.id}/settings`], initialIndex: 1 });
  const router = createRouter({ routeTree: root.addChildren([home, builder, settings]), history });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const library = () => store.get(libraryAtom);
  const stored = () => library().lists.find((item) => item.id === list.id)!;
  return { stored, library, router };
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('BuilderSettingsPage', { timeout: 20_000 }, () => {
  it('renames; Rename is disabled for an empty or over-long name', async () => {
    const user = userEvent.setup();
    const { stored } = renderSettings(buildList());
    const field = await screen.findByRole('textbox', { name: 'List name' });
    const rename = screen.getByRole('button', { name: 'Rename' });
    expect((rename as HTMLButtonElement).disabled).toBe(true);
    await user.clear(field);
    expect((rename as HTMLButtonElement).disabled).toBe(true);
    await user.click(field);
    await user.paste('x'.repeat(101));
    expect(screen.queryByText('List name must be at most 100 characters.')).not.toBeNull();
    expect((rename as HTMLButtonElement).disabled).toBe(true);
    await user.clear(field);
    await user.type(field, '  Lightning ');
    await user.click(rename);
    expect(stored().name).toBe('Lightning');
  });

  it('sets the validation mode and the points cap within 250..5000', async () => {
    const user = userEvent.setup();
    const { stored } = renderSettings(buildList());
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Validation mode' }), 'Highlander');
    expect(stored().validator).toBe('highlander');
    await user.click(screen.getByRole('button', { name: 'Increase Points cap' }));
    expect(stored().pointsCap).toBe(2250);
  });

  it('changes the faction after confirming, shows what was removed, and goes back', async () => {
    const user = userEvent.setup();
    const { stored, router } = renderSettings(buildList([{ op: 'addLeader', leader: 'Knight-Azyros' }]));
    await user.click(await screen.findByRole('button', { name: 'Faction Stormcast Eternals' }));
    await user.click(await screen.findByRole('button', { name: 'Skaven' }));
    await user.click(screen.getByRole('button', { name: 'Change Faction' }));
    const confirm = await screen.findByRole('dialog', { name: 'Change Faction' });
    await user.click(within(confirm).getByRole('button', { name: 'Change Faction' }));
    expect(stored().faction).toBe('Skaven');
    const done = await screen.findByRole('dialog', { name: 'Faction Changed' });
    expect(within(done).queryByText("Removed Knight-Azyros (leader of General's Regiment): not a unit of Skaven.")).not.toBeNull();
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await screen.findByText('Builder');
    expect(router.state.location.pathname).toBe('/list/settings-list');
  });

  it('locks: editing controls are disabled until unlocked', async () => {
    const user = userEvent.setup();
    const { stored } = renderSettings(buildList());
    await user.click(await screen.findByRole('switch', { name: 'Locked' }));
    expect(stored().locked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Validation mode' }) as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Change Faction' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('switch', { name: 'Locked' }));
    expect(stored().locked).toBe(false);
  });

  it("duplicates as 'Thunder (Copy)' right after the original and opens the copy", async () => {
    const user = userEvent.setup();
    const { library, router } = renderSettings(buildList());
    await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
    const copy = library().lists.find((list) => list.name === 'Thunder (Copy)')!;
    const order = library().order;
    expect(order.indexOf(copy.id)).toBe(order.indexOf('settings-list') + 1);
    await screen.findByText('Builder');
    expect(router.state.location.pathname).toBe(`/list/${copy.id}`);
  });

  it('deletes after the question, softly, and lands home; without the question when it is turned off', async () => {
    const user = userEvent.setup();
    const first = renderSettings(buildList());
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete List' });
    expect(within(dialog).queryByText("Are you sure you want to delete 'Thunder'?")).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(first.library().lists[0]!.deleted).toBe(true);
    await screen.findByText('Home');
    cleanup();
    localStorage.clear();
    const second = renderSettings(buildList(), false);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(second.library().lists[0]!.deleted).toBe(true);
    await screen.findByText('Home');
  });
});
