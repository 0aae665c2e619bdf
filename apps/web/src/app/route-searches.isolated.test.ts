import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';

import { createAppRouter } from './router';

// The router's module reaches the root layout, which registers the offline worker through Vite's PWA plugin (absent here).
vi.mock('./use-service-worker', () => ({ useServiceWorker: () => {} }));

/** The search the app's route at `pathname` reads from `search`, as the router checks it when matching. */
function searchOf(pathname: string, search: Record<string, unknown>): unknown {
  const router = createAppRouter(createMemoryHistory({ initialEntries: ['/'] }));
  return router.matchRoutes(pathname, search).at(-1)!.search;
}

describe("the app's routes' searches", () => {
  it('read what they name, and drop what they cannot read instead of failing the page', () => {
    expect(searchOf('/rules', { query: 'obscuring' })).toEqual({ query: 'obscuring' });
    expect(searchOf('/rules', { query: 'x'.repeat(501) })).toEqual({ query: undefined });
    expect(searchOf('/create', { folderId: 'f1' })).toEqual({ folderId: 'f1' });
    expect(searchOf('/list/l1/print', { doc: 'list' })).toEqual({ doc: 'list' });
    expect(searchOf('/list/l1/print', { doc: 'poster' })).toEqual({ doc: undefined });
    expect(searchOf('/roster/r1', { game: 'g1' })).toEqual({ game: 'g1' });
    expect(searchOf('/reset-password', { token: 't1' })).toEqual({ token: 't1' });
  });

  it("read a unit's place in a list and its choices", () => {
    expect(searchOf('/army/Stormcast%20Eternals/unit/Liberators', { listId: 'l1', regimentIdx: '2', unitIdx: 'leader', artifact: 'Blade' })).toEqual({
      listId: 'l1',
      regimentIdx: 2,
      unitIdx: 'leader',
      artifact: 'Blade',
      heroicTrait: undefined,
      enhancements: undefined,
    });
    expect(searchOf('/army/Stormcast%20Eternals/unit/Liberators', { regimentIdx: '-1', unitIdx: '1000' })).toMatchObject({
      regimentIdx: undefined,
      unitIdx: undefined,
    });
  });
});
