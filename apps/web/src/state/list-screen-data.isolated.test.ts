import { atom, createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';

import { EMPTY_LIBRARY } from '../data/list-library-store';
import { buildStormcastList } from '../test/legal-list';
import { startListDataAtom } from './list-screen-data';
import { libraryAtom } from './lists';

// What the list's screens would be shown with, as asked for: the loads themselves are the army and release modules'.
const asked = vi.hoisted(() => ({ armies: [] as string[], releases: [] as string[] }));
vi.mock('./army-data', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./army-data')>()),
  loadArmyDataAtom: atom(null, (_get, _set, army: string) => void asked.armies.push(army)),
}));
vi.mock('./release-data', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./release-data')>()),
  loadReleaseDataAtom: atom(null, async (_get, _set, ref: string) => void asked.releases.push(ref)),
}));

function storeWith(...lists: ReturnType<typeof buildStormcastList>[]) {
  const store = createStore();
  store.set(libraryAtom, { ...EMPTY_LIBRARY, lists });
  asked.armies.length = 0;
  asked.releases.length = 0;
  return store;
}

describe('startListDataAtom', () => {
  it("starts the data of the list's army", async () => {
    const store = storeWith(buildStormcastList());
    await store.set(startListDataAtom, buildStormcastList().id);
    expect(asked).toEqual({ armies: ['Stormcast Eternals'], releases: [] });
  });

  it('starts the data of the release a list is pinned to, not its army of the data source', async () => {
    const list = buildStormcastList(undefined, { dataRef: 'v2026.03' });
    const store = storeWith(list);
    await store.set(startListDataAtom, list.id);
    expect(asked).toEqual({ armies: [], releases: ['v2026.03'] });
  });

  it('starts nothing for a list not stored here, or deleted', async () => {
    const deleted = buildStormcastList(undefined, { id: 'gone', deleted: true });
    const store = storeWith(deleted);
    await store.set(startListDataAtom, 'unknown');
    await store.set(startListDataAtom, 'gone');
    expect(asked).toEqual({ armies: [], releases: [] });
  });
});
