import { RouterProvider } from '@tanstack/react-router';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { createAppRouter } from './app/router';
// The install offer fires once, early: catch it before any screen (the Lists tab shows it later).
import './features/lists/install-prompt-event';
// styles/global.css and styles/app-shell.css are inlined into index.html (vite-plugins/document-styles.ts).

/** Resolves in a task of its own: the browser paints and answers input between the steps of starting. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// Each step in its own task, after the modules' evaluation (already one long task): building the
// route tree; matching the address, which loads a lazy screen's code and runs it; the first render.
async function start(): Promise<void> {
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  // The address is matched (and a lazy screen's code loaded) before the first render: mounted on a
  // loaded router, RouterProvider does not load it again with a synchronous render of the whole app.
  await router.load().catch((error: unknown) => console.error('Could not match the address before the first render.', error));
  // The render is a transition: it yields to the browser every few milliseconds instead of holding
  // the page for one long task; the static shell in index.html stays on screen until it commits.
  startTransition(() => createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />));
}

void start();
