import { getDefaultStore } from 'jotai';
import { beforeEach, expect, it, vi } from 'vitest';

import { dataRefAtom } from '../state/settings';
import { startDataLoad } from './start-data';

const started = vi.hoisted(() => ({ index: [] as unknown[][], army: [] as unknown[][] }));
const cache = vi.hoisted(() => ({ name: 'document cache' }));

// Loading the index and an army early have tests of their own: what is checked here is which data the start asks for.
vi.mock('../data/game-data-loader', () => ({
  startIndexLoad: (...args: unknown[]) => started.index.push(args),
  startEarlyArmyLoad: (...args: unknown[]) => started.army.push(args),
}));
vi.mock('../data/game-data-worker-client', () => ({ documentCache: () => cache }));

beforeEach(() => {
  started.index.length = 0;
  started.army.length = 0;
});

it("asks for the stored data ref's index, through the worker's document cache", () => {
  getDefaultStore().set(dataRefAtom, 'v4.2.0');
  startDataLoad();
  expect(started.index).toEqual([['v4.2.0', cache]]);
});

it('hands the address to the early army load, with the same data ref and cache', () => {
  getDefaultStore().set(dataRefAtom, 'v4.2.0');
  history.replaceState(null, '', '/army/Stormcast%20Eternals');
  startDataLoad();
  expect(started.army).toEqual([['v4.2.0', '/army/Stormcast%20Eternals', cache]]);
});
