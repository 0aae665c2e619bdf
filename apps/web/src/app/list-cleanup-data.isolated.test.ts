import type { ArmyList, GameData, GameDataIndex } from '@scrolldex/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { readListCleanupData } from './list-cleanup-data';

const worker = vi.hoisted(() => ({ reads: [] as string[], commit: 'c1' }));

// The armies as the worker reads them from this device: each of the commit the test names.
vi.mock('../data/game-data-worker-client', () => ({
  documentCache: () => ({
    readArmyData: async (_ref: string, army: string) => {
      worker.reads.push(army);
      return { source: { commit: worker.commit, gameSystemRevision: 1 }, army } as unknown as GameData;
    },
  }),
}));

const HELD = { ref: 'main', index: { source: { commit: 'c1', gameSystemRevision: 1 } } as unknown as GameDataIndex };

function list(faction: string, changes: Partial<ArmyList> = {}): ArmyList {
  return { id: faction, faction, deleted: false, locked: false, dataRef: null, ...changes } as unknown as ArmyList;
}

afterEach(() => {
  worker.reads = [];
  worker.commit = 'c1';
});

describe('the data the saved lists are cleaned with', () => {
  it("is each cleaned list's army's own, read once per army, and none for lists the cleaning leaves alone", async () => {
    const lists = [
      list('Seraphon'),
      list('Seraphon', { id: 'second' }),
      list('Nighthaunt', { locked: true }),
      list('Skaven', { dataRef: 'battlescroll-2026-03' }),
    ];
    const dataOf = await readListCleanupData(HELD, lists, null);
    expect(worker.reads).toEqual(['Seraphon']);
    expect(dataOf?.(lists[0]!)).toMatchObject({ army: 'Seraphon' });
    expect(dataOf?.(list('Khorne Bloodbound'))).toBeNull();
  });

  it('is the whole data when a screen brought it to the page, and never data of another revision than the one held', async () => {
    const whole = { source: HELD.index.source } as unknown as GameData;
    expect((await readListCleanupData(HELD, [list('Seraphon')], whole))?.(list('Seraphon'))).toBe(whole);
    expect(worker.reads).toEqual([]);
    worker.commit = 'older';
    const older = { source: { commit: 'older', gameSystemRevision: 1 } } as unknown as GameData;
    const dataOf = await readListCleanupData(HELD, [list('Seraphon')], older);
    expect([worker.reads, dataOf?.(list('Seraphon'))]).toEqual([['Seraphon'], null]);
  });
});
