import { createMemoryHistory } from '@tanstack/react-router';
import { expect, it, vi } from 'vitest';

import { DEFAULT_DATA_REF } from '../state/settings';
import { createAppRouter } from './router';

const asked = vi.hoisted(() => ({ reads: [] as [string, string][] }));

// The worker is what the army's load asks; the load itself has tests of its own (state/army-data, data/army-data-cache).
vi.mock('../data/game-data-worker-client', () => ({
  documentCache: () => ({
    readArmyData: async (ref: string, armyName: string) => {
      asked.reads.push([ref, armyName]);
      return null;
    },
    downloadArmyData: async () => null,
  }),
}));
// The router's module reaches the root layout, which registers the offline worker through Vite's PWA plugin (absent here).
vi.mock('./use-service-worker', () => ({ useServiceWorker: () => {} }));

it("starts reading an army page's data while the router matches the address and loads the screen's code, before the screen renders", async () => {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [`/army/${encodeURIComponent('Stormcast Eternals')}`] }));
  await router.load();
  expect(asked.reads).toEqual([[DEFAULT_DATA_REF, 'Stormcast Eternals']]);
});
