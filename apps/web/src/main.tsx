import { RouterProvider } from '@tanstack/react-router';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { createAppRouter } from './app/router';
// The install offer fires once, early: catch it before any screen (the Lists tab shows it later).
import './features/lists/install-prompt-event';
// styles/global.css and styles/app-shell.css are inlined into index.html (vite-plugins/document-styles.ts).

function start(): void {
  const router = createAppRouter();
  // The address is matched (and a lazy screen's code loaded) before the first render: mounted on a
  // loaded router, RouterProvider does not load it again with a synchronous render of the whole app.
  // The render is a transition: it yields to the browser every few milliseconds instead of holding
  // the page for one long task; the static shell in index.html stays on screen until it commits.
  void router
    .load()
    .catch((error: unknown) => console.error('Could not match the address before the first render.', error))
    .then(() => startTransition(() => createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />)));
}

// In a task of its own: the modules' evaluation is already one long task; building the route tree
// and the root after it lets the browser paint and answer input in between.
setTimeout(start, 0);
