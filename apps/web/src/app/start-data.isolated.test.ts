import { getDefaultStore } from 'jotai';
import { expect, it, vi } from 'vitest';

import { dataRefAtom } from '../state/settings';
import { startDataLoad } from './start-data';

const started = vi.hoisted(() => [] as unknown[][]);
const cache = vi.hoisted(() => ({ name: 'document cache' }));

// Loading the index has tests of its own: what is checked here is which data the start asks for.
vi.mock('../data/game-data-loader', () => ({ startIndexLoad: (...args: unknown[]) => started.push(args) }));
vi.mock('../data/game-data-worker-client', () => ({ documentCache: () => cache }));

it("asks for the stored data ref's index, through the worker's document cache", () => {
  getDefaultStore().set(dataRefAtom, 'v4.2.0');
  startDataLoad();
  expect(started).toEqual([['v4.2.0', cache]]);
});
