// The whole game data of the page's data source, held in the game-data worker
// once it is stored on this device (read from it, or downloaded and stored). A
// visit is told only that it is held, with its small index: the data is read
// from storage (a structured clone of megabytes, and every army checked the
// first time) only when it is taken, for the search or for a screen of the page
// that needs every army (state/whole-game-data.ts). Most visits never do.
import type { GameData, GameDataIndex } from '@scrolldex/rules';

export type GameDataSources = {
  /** The index of the whole data stored here, and the data when it was read to know it; null when it is not stored whole. */
  find: (ref: string) => Promise<{ index: GameDataIndex; data: GameData | null } | null>;
  /** Downloads, checks and stores the whole data of `ref`; its index. */
  store: (ref: string, url: string) => Promise<GameDataIndex>;
  /** The whole data stored here, read. */
  read: (ref: string) => Promise<GameData | null>;
};

export type GameDataHolder = {
  /** Holds the whole data of `ref` as stored here; its index, or null when none is stored. */
  holdCached: (ref: string) => Promise<GameDataIndex | null>;
  /** Downloads, checks and stores the whole data of `ref` and holds it; its index. */
  holdDownloaded: (ref: string, url: string) => Promise<GameDataIndex>;
  /** The data held for `ref`, read once; null when another ref's (or none) is held. */
  take: (ref: string) => Promise<GameData | null>;
  /** Clear BSData: what was stored goes, and so does what was held. */
  drop: () => void;
};

export function createGameDataHolder({ find, store, read }: GameDataSources): GameDataHolder {
  let held: { ref: string; data: Promise<GameData | null> | null } | null = null;
  return {
    holdCached: async (ref) => {
      const found = await find(ref);
      if (!found) return null;
      held = { ref, data: found.data && Promise.resolve(found.data) };
      return found.index;
    },
    holdDownloaded: async (ref, url) => {
      const index = await store(ref, url);
      held = { ref, data: null };
      return index;
    },
    take: async (ref) => {
      if (held?.ref !== ref) return null;
      const taking = held;
      // A read that failed, or found no data, is not kept: the next take reads again.
      const forget = () => {
        taking.data = null;
      };
      taking.data ??= read(ref).then(
        (data) => {
          if (!data) forget();
          return data;
        },
        (error: unknown) => {
          forget();
          throw error;
        },
      );
      return taking.data;
    },
    drop: () => {
      held = null;
    },
  };
}
