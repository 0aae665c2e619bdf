import { RouterProvider } from '@tanstack/react-router';
import { startTransition } from 'react';
import type { Root } from 'react-dom/client';

import { createAppRouter } from './router';
import { nextTask } from '../shared/next-task';

/**
 * Builds the route tree, matches the address, loads what it needs and renders the app into `root`, each step in a
 * task of its own: the browser paints and answers input between them.
 */
export async function startApp(root: Root): Promise<void> {
  const router = createAppRouter();
  await nextTask();
  // The router keeps a path's match: found in a task of its own, the load below does not search the route tree again.
  router.getMatchedRoutes(router.latestLocation.pathname);
  await nextTask();
  // The address is matched (and a lazy screen's code loaded) before the first render: mounted on a
  // loaded router, RouterProvider does not load it again with a synchronous render of the whole app.
  await router.load().catch((error: unknown) => console.error('Could not match the address before the first render.', error));
  // The render is a transition: it yields to the browser every few milliseconds instead of holding
  // the page for one long task; the static shell in index.html stays on screen until it commits.
  startTransition(() => root.render(<RouterProvider router={router} />));
}
