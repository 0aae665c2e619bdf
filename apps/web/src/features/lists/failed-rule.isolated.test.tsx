import 'fake-indexeddb/auto';

import { formatList, parseListText, type ArmyList } from '@scrolldex/rules';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, type RouteComponent } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { EMPTY_LIBRARY } from '../../data/list-library-store';
import { gameDataAtom } from '../../state/game-data';
import { libraryAtom } from '../../state/lists';
import { buildStormcastList } from '../../test/legal-list';
import { loadRealGameData } from '../../test/real-game-data';
import { ListsTab } from '../browse/lists-tab';
import { ListBuilderPage } from '../builder/list-builder-page';
import { ImportConfirmDialog } from '../export-import/import-confirm-dialog';

// A validation rule that throws, ahead of the real ones, in the engine the app runs: the rules
// package's registry is replaced for this file (the engine has no other way in for a rule).
vi.mock('../../../../../packages/rules/src/validate/registry.ts', async (importOriginal) => {
  const real = await importOriginal<{ RULES: readonly unknown[] }>();
  const throwing = {
    id: 'test/throws',
    needsArmy: false,
    check: () => {
      throw new Error('a rule broke');
    },
  };
  return { RULES: [throwing, ...real.RULES] };
});

function renderAt(path: string, list: ArmyList, screens: Record<string, RouteComponent>) {
  const store = createStore();
  store.set(gameDataAtom, loadRealGameData());
  store.set(libraryAtom, { ...EMPTY_LIBRARY, lists: [list], order: [list.id] });
  const root = createRootRoute({ component: Outlet });
  const routes = Object.entries(screens).map(([routePath, component]) => createRoute({ getParentRoute: () => root, path: routePath, component }));
  const router = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return store;
}

const NOT_CHECKED_SENTENCE = 'This list could not be fully checked: the check test/throws failed, so problems it looks for are not shown.';
let logged: ReturnType<typeof vi.spyOn>;

beforeAll(() => void loadRealGameData(), 60_000);
beforeEach(() => {
  localStorage.clear();
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  logged.mockRestore();
});

describe('a list a validation rule failed on', { timeout: 40_000 }, () => {
  it('is not fully checked in its row and in List Issues, never valid, and the failure is logged', async () => {
    renderAt('/', buildStormcastList(), { '/': ListsTab, '/list/$id': () => <p>Builder</p> });
    fireEvent.click(await screen.findByRole('button', { name: 'Hammer of Sigmar: not fully checked, show the list issues' }));
    expect(screen.queryByRole('img', { name: 'Valid list' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'List Issues' });
    expect(within(dialog).getByRole('alert').textContent).toBe(NOT_CHECKED_SENTENCE);
    expect(within(dialog).queryByText(/the list is valid/)).toBeNull();
    expect(logged).toHaveBeenCalledWith(
      'The validation rule test/throws failed; the list could not be fully checked.',
      expect.objectContaining({ message: 'a rule broke' }),
    );
  });

  it("is not fully checked on the builder's pill", async () => {
    renderAt('/list/builder-list', buildStormcastList(), { '/list/$id': ListBuilderPage });
    await screen.findByRole('heading', { name: 'Hammer of Sigmar', level: 1 });
    // The legal list has three warnings (no artefact and the like): they still show, beside the failure.
    const pill = screen.getByRole('button', { name: 'List not fully checked, 3 warnings: show list issues' });
    expect(pill.querySelector('[aria-hidden="true"]')?.textContent).toBe('Not fully checked3');
  });

  it('is not fully checked in the import summary', () => {
    const data = loadRealGameData();
    const text = formatList(buildStormcastList(), data, { appVersion: 'test', exportDate: new Date(0) });
    const parsed = parseListText(text.ok ? text.value : '', data);
    if (!parsed.ok) throw new Error(parsed.errors[0]!.message);
    render(<ImportConfirmDialog parsed={parsed.value} data={data} open onOpenChange={() => {}} onConfirm={() => {}} />);
    const validation = screen.getByText('Validation').nextElementSibling!;
    expect(validation.textContent).toBe('Not fully checked');
  });
});
