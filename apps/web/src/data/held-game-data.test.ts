import { splitGameDataByArmy, type GameData } from '@scrolldex/rules';
import { describe, expect, it } from 'vitest';

import { createGameDataHolder } from './held-game-data';

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

function holderWith(stored: GameData | null) {
  const downloads: string[] = [];
  const holder = createGameDataHolder({
    read: async () => stored,
    download: async (_ref, url) => (downloads.push(url), NEWER),
  });
  return { holder, downloads };
}

describe('the whole game data held in the worker', () => {
  it('answers a read with the index alone, and gives the data only when it is taken', async () => {
    const { holder } = holderWith(DATA);
    const index = await holder.holdCached('main');
    expect(index).toEqual(splitGameDataByArmy(DATA).index);
    expect(index).not.toHaveProperty('coreRules');
    expect(holder.take('main')).toBe(DATA);
  });

  it('holds nothing when nothing is stored, and nothing of another ref', async () => {
    const { holder } = holderWith(null);
    expect(await holder.holdCached('main')).toBeNull();
    expect(holder.take('main')).toBeNull();
    const stored = holderWith(DATA).holder;
    await stored.holdCached('main');
    expect(stored.take('dev')).toBeNull();
  });

  it('holds the downloaded data in place of the stored one, and drops it on Clear BSData', async () => {
    const { holder, downloads } = holderWith(DATA);
    await holder.holdCached('main');
    const index = await holder.holdDownloaded('main', '/blob?name=main');
    expect([downloads, index.source.commit]).toEqual([['/blob?name=main'], 'newer']);
    expect(holder.take('main')).toBe(NEWER);
    holder.drop();
    expect(holder.take('main')).toBeNull();
  });
});
