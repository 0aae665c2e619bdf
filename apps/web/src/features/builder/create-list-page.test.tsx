import 'fake-indexeddb/auto';

import { splitGameDataByArmy, type GameData, type GameDataIndex } from '@scrolldex/rules';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { EMPTY_LIBRARY } from '../../data/list-library-store';
import { gameDataAtom, gameDataIndexAtom } from '../../state/game-data';
import { libraryAtom } from '../../state/lists';
import { loadRealGameData } from '../../test/real-game-data';
import { CreateListPage } from './create-list-page';

function renderCreate(path = '/create', data: GameData | null = loadRealGameData(), index: GameDataIndex | null = null) {
  const store = createStore();
  if (data) store.set(gameDataAtom, data);
  if (index) store.set(gameDataIndexAtom, index);
  store.set(libraryAtom, {
    ...EMPTY_LIBRARY,
    folders: [{ id: 'f1', name: 'Events', color: 'blue', lists: ['old'], createdAt: 1, updatedAt: 1, deleted: false, deletedAt: null }],
    order: ['folder:f1'],
  });
  const root = createRootRoute({ component: Outlet });
  const create = createRoute({
    getParentRoute: () => root,
    path: '/create',
    validateSearch: z.object({ folderId: z.string().optional() }),
    component: CreateListPage,
  });
  const builder = createRoute({ getParentRoute: () => root, path: '/list/$id', component: () => <p>Builder</p> });
  const router = createRouter({ routeTree: root.addChildren([create, builder]), history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { library: () => store.get(libraryAtom), router, store };
}

async function chooseFaction(user: ReturnType<typeof userEvent.setup>, search: string, name: string) {
  await user.click(screen.getByRole('button', { name: /^Faction/ }));
  await user.type(await screen.findByRole('searchbox', { name: 'Search armies' }), search);
  await user.click(screen.getByRole('button', { name }));
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('CreateListPage', { timeout: 40_000 }, () => {
  it('creates a list with the chosen name, faction, cap and mode at the top of the library, then opens it', async () => {
    const user = userEvent.setup();
    const { library, router } = renderCreate();
    await screen.findByRole('heading', { name: 'Create New List', level: 1 });
    const create = screen.getByRole('button', { name: 'Create' });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText('Enter a name for the list.')).not.toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'List name' }), '  Thunder of Azyr  ');
    expect((create as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText('Choose a faction.')).not.toBeNull();
    await chooseFaction(user, 'khar', 'Kharadron Overlords');
    expect(screen.queryByRole('button', { name: /^Faction Kharadron Overlords/ })).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Increase Points cap' }));
    expect(screen.getByRole('group', { name: 'Points cap' }).textContent).toContain('2250');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Validation mode' }), 'Highlander');
    await user.click(create);

    const [list] = library().lists;
    expect(list).toMatchObject({ name: 'Thunder of Azyr', faction: 'Kharadron Overlords', pointsCap: 2250, validator: 'highlander', folderId: null });
    expect(list!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(list!.lastValidation).not.toBe('unknown');
    expect(library().order).toEqual([list!.id, 'folder:f1']);
    await screen.findByText('Builder');
    expect(router.state.location.pathname).toBe(`/list/${list!.id}`);
  });

  it("lists the armies from the data's small index, without the whole data, and makes the list once the chosen army's data came", async () => {
    const user = userEvent.setup();
    const data = loadRealGameData();
    const { library, store } = renderCreate('/create', null, splitGameDataByArmy(data).index);
    await user.type(await screen.findByRole('textbox', { name: 'List name' }), 'Sky Fleet');
    await chooseFaction(user, 'khar', 'Kharadron Overlords');
    const create = screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    expect(screen.queryByText('Loading the data of Kharadron Overlords...')).not.toBeNull();

    // The army's data comes (here the whole data, as when the army's own files cannot).
    act(() => store.set(gameDataAtom, data));
    await waitFor(() => expect(create.disabled).toBe(false));
    await user.click(create);
    expect(library().lists[0]).toMatchObject({ name: 'Sky Fleet', faction: 'Kharadron Overlords' });
    expect(library().lists[0]!.lastValidation).not.toBe('unknown');
  });

  it('finds armies of renown under their army, and places the list in the folder it was asked for', async () => {
    const user = userEvent.setup();
    const { library } = renderCreate('/create?folderId=f1');
    await user.type(await screen.findByRole('textbox', { name: 'List name' }), 'Event list');
    await chooseFaction(user, 'first-forged', 'Heroes of the First-Forged');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const [list] = library().lists;
    expect(list).toMatchObject({ faction: 'Stormcast Eternals - Heroes of the First-Forged', folderId: 'f1' });
    expect(library().folders[0]!.lists).toEqual([list!.id, 'old']);
    expect(library().order).toEqual(['folder:f1']);
  });

  it('says why a name of more than 100 characters is refused, and keeps Create disabled', async () => {
    const user = userEvent.setup();
    renderCreate();
    const field = await screen.findByRole('textbox', { name: 'List name' });
    await user.click(field);
    await user.paste('x'.repeat(101));
    expect(screen.getByRole('alert').textContent).toBe('List name must be at most 100 characters.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(field, '{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('waits for the game data before offering the form', async () => {
    renderCreate('/create', null);
    await screen.findByText('Loading game data...');
    expect(screen.queryByRole('textbox', { name: 'List name' })).toBeNull();
  });
});
