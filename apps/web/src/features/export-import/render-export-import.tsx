// Test helper: the export and import screens in a memory router with the
// routes they lead to, on a fresh jotai store, with the toaster.
import { importToList, parseListText, type ArmyList, type GameData } from '@scrolldex/rules';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, useParams } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';

import { Toaster } from '../../shared/toaster';
import { gameDataAtom } from '../../state/game-data';
import { loadRealGameData } from '../../test/real-game-data';
import { readSharedList } from '../../test/shared-lists';
import { ListExportPage } from './list-export-page';
import { ListImportEncodedPage, ListImportPage } from './list-import-page';
import { QrCodeExportPage } from './qr-code-export-page';

function BuilderStub() {
  const { id } = useParams({ strict: false });
  return <p>Builder of {id}</p>;
}

export function renderExportImport(path: string, data: GameData | null) {
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
  });
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Home</p> }),
    createRoute({ getParentRoute: () => root, path: '/import', component: ListImportPage }),
    createRoute({ getParentRoute: () => root, path: '/import/$encoded', component: ListImportEncodedPage }),
    createRoute({ getParentRoute: () => root, path: '/list/$id', component: BuilderStub }),
    createRoute({ getParentRoute: () => root, path: '/list/$id/export', component: ListExportPage }),
    createRoute({ getParentRoute: () => root, path: '/list/$id/qrcode', component: QrCodeExportPage }),
  ];
  const history = createMemoryHistory({ initialEntries: ['/', path] });
  const router = createRouter({ routeTree: root.addChildren(routes), history });
  const store = createStore();
  if (data) store.set(gameDataAtom, data);
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, history };
}

/** A real export of the shared corpus, imported as the saved list 'list-1'. */
export function importedList(file: string, overrides: Partial<ArmyList> = {}): ArmyList {
  const parsed = parseListText(readSharedList(file), loadRealGameData());
  if (!parsed.ok) throw new Error(parsed.errors[0]!.message);
  const list = importToList(parsed.value.list, { id: 'list-1', now: Date.UTC(2026, 6, 4), name: 'Legion of the First Prince' });
  if (!list.ok) throw new Error(list.errors[0]!.message);
  return { ...list.value, ...overrides };
}
