import { RouterProvider } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';

import { createAppRouter } from './app/router';
import './styles/global.css';

createRoot(document.getElementById('root')!).render(<RouterProvider router={createAppRouter()} />);
