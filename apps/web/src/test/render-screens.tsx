// Screens in jsdom as the app runs them: a jotai store, the ScrolldexClient
// and a router on a memory history, at `path`.
import { createMemoryHistory, createRouter, RouterProvider, type AnyRoute } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { Provider, type createStore } from 'jotai';

import { ScrolldexClientProvider } from '../shared/scrolldex-client-provider';
import type { ScrolldexClient } from '../data/scrolldex-client';
import { toastsAtom } from '../state/toasts';

export function renderScreens({
  routeTree,
  path,
  store,
  client,
}: {
  routeTree: AnyRoute;
  path: string;
  store: ReturnType<typeof createStore>;
  client: ScrolldexClient;
}) {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <Provider store={store}>
      <ScrolldexClientProvider client={client}>
        <RouterProvider router={router} />
      </ScrolldexClientProvider>
    </Provider>,
  );
  /** The toasts' texts, oldest first. */
  const toasts = () => store.get(toastsAtom).map((toast) => toast.text);
  return { router, toasts };
}
