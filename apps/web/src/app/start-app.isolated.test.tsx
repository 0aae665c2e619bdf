import type { Root } from 'react-dom/client';
import { expect, it, vi } from 'vitest';

import { startApp } from './start-app';

/** What starting did, in order; 'task' marks each timer task that ran in between. */
const steps = vi.hoisted(() => [] as string[]);

function markNextTask(): void {
  setTimeout(() => steps.push('task'), 0);
}

// Building the router is what is ordered here; it has tests of its own.
vi.mock('./router', () => ({
  createAppRouter: () => {
    steps.push('router');
    markNextTask();
    return {
      latestLocation: { pathname: '/army/Seraphon' },
      getMatchedRoutes: (pathname: string) => {
        steps.push(`matched ${pathname}`);
        markNextTask();
      },
      load: async () => steps.push('address loaded'),
    };
  },
}));

it('builds the router, matches the address and loads what it needs each in a task of its own, then renders', async () => {
  const root = { render: () => steps.push('render') } as unknown as Root;
  await startApp(root);
  expect(steps).toEqual(['router', 'task', 'matched /army/Seraphon', 'task', 'address loaded', 'render']);
});
