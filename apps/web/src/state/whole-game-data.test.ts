import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';

import { loadRealGameData } from '../test/real-game-data';
import { dataErrorAtom, gameDataAtom } from './game-data';
import { whenWholeGameData } from './whole-game-data';

describe('whenWholeGameData', () => {
  it('gives the whole data at once when it is on the page', async () => {
    const store = createStore();
    const data = loadRealGameData();
    store.set(gameDataAtom, data);
    await expect(whenWholeGameData(store)).resolves.toBe(data);
  });

  it('waits for the whole data to come, then gives it', async () => {
    const store = createStore();
    let given: unknown = 'pending';
    const waiting = whenWholeGameData(store).then((data) => (given = data));
    await Promise.resolve();
    expect(given).toBe('pending');
    const data = loadRealGameData();
    store.set(gameDataAtom, data);
    await waiting;
    expect(given).toBe(data);
  });

  it('gives null when the data failed to load', async () => {
    const store = createStore();
    const waiting = whenWholeGameData(store);
    store.set(dataErrorAtom, 'Could not load game data.');
    await expect(waiting).resolves.toBeNull();
  });
});
