import type { GameDataIndex } from '@scrolldex/rules';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { createStore, Provider, useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { GameDataEvents } from '../data/game-data-loader';
import { dataLoadingAtom, gameDataIndexAtom } from '../state/game-data';
import { DATA_RELOAD_INTERVAL_MS, useGameDataLoading } from './use-game-data-loading';

/** Each load the hook starts, settled by the test. */
type Pending = { resolve: () => void; reject: (error: Error) => void };
const loads = vi.hoisted(() => ({
  gameData: [] as Pending[],
  documents: [] as Pending[],
  deletedOld: 0,
  searchRefs: [] as string[],
  events: null as GameDataEvents | null,
}));

function pending(into: Pending[]): Promise<void> {
  return new Promise<void>((resolve, reject) => into.push({ resolve, reject }));
}

// The loads and the worker are what the hook orchestrates; they have tests of their own.
vi.mock('../data/game-data-loader', () => ({
  loadGameData: ({ events }: { events: GameDataEvents }) => {
    loads.events = events;
    return pending(loads.gameData);
  },
}));
vi.mock('../data/document-loader', () => ({
  loadDocuments: () => pending(loads.documents),
}));
vi.mock('../data/game-data-worker-client', () => ({
  documentCache: () => ({
    deleteOldDatabases: async () => {
      loads.deletedOld += 1;
    },
    searchRef: async (ref: string) => {
      loads.searchRefs.push(ref);
    },
  }),
}));

/** The FAQ and rules' loader is a chunk of its own, asked for in a task after the render's: their load starts once it has come. */
async function documentLoaderCame(): Promise<void> {
  await act(async () => {
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
    else await new Promise((resolve) => setTimeout(resolve, 0));
    await import('../data/document-loader');
  });
}

function renderLoading() {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  renderHook(() => useGameDataLoading(), { wrapper });
  return { loading: () => store.get(dataLoadingAtom) };
}

/** A row of the home screen's army list as slow to render as a phone's, with the CPU slowed. */
function SlowRow() {
  const until = performance.now() + 10;
  while (performance.now() < until);
  return <p>army</p>;
}

/** The shell with the home screen's list, which renders when the index comes. */
function Home() {
  useGameDataLoading();
  const index = useAtomValue(gameDataIndexAtom);
  return index ? Array.from({ length: 20 }, (_, at) => <SlowRow key={at} />) : <p>waiting</p>;
}

beforeEach(() => {
  loads.events = null;
  loads.gameData = [];
  loads.documents = [];
  loads.deletedOld = 0;
  loads.searchRefs = [];
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('game-data loading (companion §4)', () => {
  it('deletes the old databases on start, once', async () => {
    renderLoading();
    await act(async () => undefined);
    expect(loads.deletedOld).toBe(1);
  });

  it("names the data source to the worker's search, which indexes the data the loads bring", async () => {
    renderLoading();
    await act(async () => undefined);
    expect(loads.searchRefs).toEqual(['main']);
  });

  it('keeps the loading flag up while army data, FAQ and rules load together, and drops it when all finish, even on failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { loading } = renderLoading();
    expect(loading()).toBe(true);
    await documentLoaderCame();
    expect([loads.gameData.length, loads.documents.length]).toEqual([1, 1]);
    await act(async () => loads.gameData[0]!.resolve());
    expect(loading()).toBe(true);
    await act(async () => loads.documents[0]!.reject(new Error('HTTP error! status: 502')));
    expect(loading()).toBe(false);
  });

  it('loads again every hour', async () => {
    vi.useFakeTimers();
    const { loading } = renderLoading();
    await documentLoaderCame();
    await act(async () => {
      loads.gameData[0]!.resolve();
      loads.documents[0]!.resolve();
    });
    expect(loading()).toBe(false);
    await act(async () => vi.advanceTimersByTime(DATA_RELOAD_INTERVAL_MS - 1));
    expect(loads.gameData).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(DATA_RELOAD_INTERVAL_MS).toBe(3_600_000);
    await documentLoaderCame();
    expect([loads.gameData.length, loads.documents.length]).toEqual([2, 2]);
    expect(loading()).toBe(true);
  });

  it('loads again when the page is shown again from the back/forward cache, whose worker ended with its loads', async () => {
    renderLoading();
    await documentLoaderCame();
    expect(loads.gameData).toHaveLength(1);
    await act(async () => dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false })));
    expect(loads.gameData).toHaveLength(1);
    await act(async () => dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await documentLoaderCame();
    expect([loads.gameData.length, loads.documents.length]).toEqual([2, 2]);
  });

  it('renders the screens on the data index in slices when it comes, with the page answering between them', async () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <Home />
      </Provider>,
    );
    // Timer tasks that ran after the index came and before its rows were on screen: rendered in one task
    // (20 rows of 10 ms), the rows left none the time to run.
    let answeredBeforeRows = 0;
    const beat = () => {
      if (screen.queryAllByText('army').length > 0) return;
      answeredBeforeRows++;
      setTimeout(beat, 0);
    };
    loads.events!.onIndex({ armies: [] } as unknown as GameDataIndex);
    setTimeout(beat, 0);
    expect(await screen.findAllByText('army', {}, { timeout: 5000 })).toHaveLength(20);
    expect(answeredBeforeRows).toBeGreaterThanOrEqual(5);
  });
});
