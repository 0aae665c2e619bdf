// The whole game data of the page's data source, held in the game-data worker
// once it is read from this device or downloaded (and stored). The worker builds
// the search index from it; the page is told only that it is held, with its
// small index, and takes the data itself (a structured clone of megabytes, and
// a render of every screen on it) only when one of its screens needs every army
// (state/whole-game-data.ts). Most visits never do.
import { splitGameDataByArmy, type GameData, type GameDataIndex } from '@scrolldex/rules';

export type GameDataSources = {
  read: (ref: string) => Promise<GameData | null>;
  download: (ref: string, url: string) => Promise<GameData>;
};

export type GameDataHolder = {
  /** Holds the whole data of `ref` as stored here; its index, or null when none is stored. */
  holdCached: (ref: string) => Promise<GameDataIndex | null>;
  /** Downloads, checks and stores the whole data of `ref` and holds it; its index. */
  holdDownloaded: (ref: string, url: string) => Promise<GameDataIndex>;
  /** The data held for `ref`, or null when another ref's (or none) is held. */
  take: (ref: string) => GameData | null;
  /** Clear BSData: what was stored goes, and so does what was held. */
  drop: () => void;
};

export function createGameDataHolder({ read, download }: GameDataSources): GameDataHolder {
  let held: { ref: string; data: GameData } | null = null;
  const hold = (ref: string, data: GameData): GameDataIndex => {
    held = { ref, data };
    return splitGameDataByArmy(data).index;
  };
  return {
    holdCached: async (ref) => {
      const data = await read(ref);
      return data && hold(ref, data);
    },
    holdDownloaded: async (ref, url) => hold(ref, await download(ref, url)),
    take: (ref) => (held?.ref === ref ? held.data : null),
    drop: () => {
      held = null;
    },
  };
}
