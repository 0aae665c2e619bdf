import { splitGameDataByArmy, type GameData } from '@scrolldex/rules';
import { describe, expect, it, vi } from 'vitest';

import { createGameDataHolder, type GameDataSources } from './held-game-data';

// No army is needed to tell the data from its index: the core's rules are in the one, not in the other.
const DATA = {
  schemaVersion: 2,
  handbook: { id: 'ghb', name: 'GHB', season: '2026' },
  source: { ref: 'main', commit: 'stored', gameSystemRevision: 1 },
  armies: {},
  regimentsOfRenown: [],
  universalManifestations: [],
  coreRules: [],
} as unknown as GameData;
const NEWER = { ...DATA, source: { ...DATA.source, commit: 'newer' } } satisfies GameData;
const index = (data: GameData) => splitGameDataByArmy(data).index;

/** A device whose storage holds `stored` whole (marked), or none; a download stores NEWER. */
function holderWith(stored: GameData | null) {
  let storage = stored;
  const downloads: string[] = [];
  const read = vi.fn<GameDataSources['read']>(async () => storage);
  const holder = createGameDataHolder({
    find: async () => storage && { index: index(storage), data: null },
    store: async (_ref, url) => {
      downloads.push(url);
      storage = NEWER;
      return index(NEWER);
    },
    read,
  });
  return { holder, downloads, read };
}

describe('the whole game data held in the worker', () => {
  it('answers a visit with the index alone, and reads the data only when it is first taken', async () => {
    const { holder, read } = holderWith(DATA);
    expect(await holder.holdCached('main')).toEqual(index(DATA));
    expect(read).not.toHaveBeenCalled();
    expect(await holder.take('main')).toBe(DATA);
    expect(await holder.take('main')).toBe(DATA);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('holds the data read to find it without reading it again', async () => {
    const read = vi.fn<GameDataSources['read']>(async () => DATA);
    const holder = createGameDataHolder({ find: async () => ({ index: index(DATA), data: DATA }), store: async () => index(NEWER), read });
    await holder.holdCached('main');
    expect(await holder.take('main')).toBe(DATA);
    expect(read).not.toHaveBeenCalled();
  });

  it('holds nothing when nothing is stored, and nothing of another ref', async () => {
    const { holder } = holderWith(null);
    expect(await holder.holdCached('main')).toBeNull();
    expect(await holder.take('main')).toBeNull();
    const stored = holderWith(DATA).holder;
    await stored.holdCached('main');
    expect(await stored.take('dev')).toBeNull();
  });

  it('holds the downloaded data in place of the stored one, read when taken, and drops it on Clear BSData', async () => {
    const { holder, downloads, read } = holderWith(DATA);
    await holder.holdCached('main');
    expect(await holder.take('main')).toBe(DATA);
    const newer = await holder.holdDownloaded('main', '/blob?name=main');
    expect([downloads, newer.source.commit]).toEqual([['/blob?name=main'], 'newer']);
    expect(await holder.take('main')).toBe(NEWER);
    expect(read).toHaveBeenCalledTimes(2);
    holder.drop();
    expect(await holder.take('main')).toBeNull();
  });

  it('reads again at the next take when a read failed', async () => {
    const { holder, read } = holderWith(DATA);
    await holder.holdCached('main');
    read.mockRejectedValueOnce(new Error('IndexedDB is closed'));
    await expect(holder.take('main')).rejects.toThrow('closed');
    expect(await holder.take('main')).toBe(DATA);
  });
});
