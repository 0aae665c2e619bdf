// The storage side of games sync (routes/game-sync.ts is the HTTP side): the
// games of one account, synced by the lists' rule. One implementation per SQL
// dialect (db/sqlite/sqlite-game-sync-store.ts, db/pg/pg-game-sync-store.ts), both running
// game-sync-store.behaviours.ts and keeping the guarantees of sync-store.ts:
// one transaction per call; per game the sync rule (pickNewer: written only
// when newer, an equal stamp with other content kept as stored and reported in
// `conflicts`); a game stamped past now + MAX_CLOCK_AHEAD_MS stored at that
// limit; past the games quota, QUOTA_EXCEEDED and nothing stored.
import type { GameSyncAnswer } from '@scrolldex/contract';
import type { Game, RecordState } from '@scrolldex/rules';

/** A POST /games/sync body whose games have been checked. */
export type GamePush = { games: readonly Game[]; outdatedGames: readonly string[] };

export type GameSyncStore = {
  /** Every game state of the account, deleted ones included, by id: the answer of GET /games/states. */
  readStates: (userId: string) => Promise<RecordState[]>;
  /** Stores a push and answers the games asked for with the stored copy of each conflict, the states after it, and the conflicts. */
  sync: (userId: string, push: GamePush, now: number) => Promise<GameSyncAnswer>;
};
