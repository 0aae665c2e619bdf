import { RouterProvider } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';

import { createAppRouter } from './app/router';
// The install offer fires once, early: catch it before any screen (the Lists tab shows it later).
import './features/lists/install-prompt-event';
import './styles/global.css';
import './styles/app-shell.css';

createRoot(document.getElementById('root')!).render(<RouterProvider router={createAppRouter()} />);
