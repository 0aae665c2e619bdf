import { RouterProvider } from '@tanstack/react-router';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { createAppRouter } from './app/router';
// The install offer fires once, early: catch it before any screen (the Lists tab shows it later).
import './features/lists/install-prompt-event';
import './styles/global.css';
import './styles/app-shell.css';

// A transition: the first render yields to the browser every few milliseconds instead of holding the
// page for one long task; the static shell in index.html stays on screen until it commits.
startTransition(() => createRoot(document.getElementById('root')!).render(<RouterProvider router={createAppRouter()} />));
