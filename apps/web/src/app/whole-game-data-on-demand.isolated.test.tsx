// The whole game data reaches the page only when a mounted screen needs every
// army: the loads leave it in the worker, which tells the page it holds it.
import type { GameData, GameDataIndex } from '@scrolldex/rules';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { dataLoadingAtom, gameDataAtom, heldGameDataAtom } from '../state/game-data';
import { useGameDataOf } from '../state/release-data';
import { wantWholeGameDataAtom } from '../state/whole-game-data';
import { useGameDataLoading } from './use-game-data-loading';

const worker = vi.hoisted(() => {
  const source = { ref: 'main', commit: 'c1', gameSystemRevision: 1 };
  return {
    data: { source, armies: {} } as unknown as GameData,
    index: { source, armies: {} } as unknown as GameDataIndex,
    armyData: { source, armies: {} } as unknown as GameData,
    armyFails: false,
    takes: 0,
  };
});

// A worker with the data stored on this device: what it sends the page is counted.
vi.mock('../data/game-data-worker-client', () => ({
  documentCache: () => ({
    deleteOldDatabases: async () => undefined,
    searchRef: async () => undefined,
    readGameDataIndex: async () => worker.index,
    // What the page took before: the whole data, whether a screen needed it or not.
    readGameData: async () => worker.data,
    holdCachedGameData: async () => worker.index,
    takeGameData: async () => (worker.takes++, worker.data),
    readArmyData: async () => {
      if (worker.armyFails) throw new Error('IndexedDB is closed');
      return worker.armyData;
    },
    readDocuments: async () => ({ faq: null, rules: [] }),
    downloadFaq: async () => ({ note: null, updated: null, sections: [] }),
    downloadRules: async () => [],
  }),
}));

function renderWithStore(ui: ReactNode) {
  const store = createStore();
  render(<Provider store={store}>{ui}</Provider>);
  return store;
}

function Loading({ children }: { children?: ReactNode }) {
  useGameDataLoading();
  return children;
}

function Screen({ army }: { army: string | null }) {
  const { data } = useGameDataOf(null, army);
  return <p>{data ? 'shown' : 'waiting'}</p>;
}

beforeEach(() => {
  worker.takes = 0;
  worker.armyFails = false;
  // Offline: the stored data is all there is, and is enough.
  vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the whole game data on demand (issues 24, 30)', () => {
  it('stays in the worker once loaded until a screen asks for it, then comes to the page', async () => {
    const store = renderWithStore(<Loading />);
    await waitFor(() => expect(store.get(dataLoadingAtom)).toBe(false), { timeout: 5000 });
    expect(store.get(gameDataAtom)).toBeNull();
    expect(store.get(heldGameDataAtom)).toEqual({ ref: 'main', index: worker.index });
    expect(worker.takes).toBe(0);
    act(() => store.set(wantWholeGameDataAtom));
    await waitFor(() => expect(store.get(gameDataAtom)).toBe(worker.data));
    expect(worker.takes).toBe(1);
  });

  it("leaves it in the worker for an army's screen, which shows that army's own data", async () => {
    const store = renderWithStore(
      <Loading>
        <Screen army="Stormcast Eternals" />
      </Loading>,
    );
    await waitFor(() => expect(store.get(dataLoadingAtom)).toBe(false), { timeout: 5000 });
    await waitFor(() => expect(document.body.textContent).toBe('shown'));
    expect([store.get(gameDataAtom), worker.takes]).toEqual([null, 0]);
  });

  it('brings it to a screen of no one army, and to an army screen whose own data cannot be read', async () => {
    const whole = renderWithStore(
      <Loading>
        <Screen army={null} />
      </Loading>,
    );
    await waitFor(() => expect(whole.get(gameDataAtom)).toBe(worker.data), { timeout: 5000 });
    cleanup();
    worker.armyFails = true;
    const fallback = renderWithStore(
      <Loading>
        <Screen army="Stormcast Eternals" />
      </Loading>,
    );
    await waitFor(() => expect(fallback.get(gameDataAtom)).toBe(worker.data), { timeout: 5000 });
    // The store holds the data before React commits the screen that reads it.
    await waitFor(() => expect(document.body.textContent).toBe('shown'));
  });
});
