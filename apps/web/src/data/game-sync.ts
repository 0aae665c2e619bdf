// The sync of games with the account, by the lists' rule, as records kept
// whole (data/document-sync.ts): what is particular to games is named here.
import { SYNC_LIMITS, SyncedGameSchema, type GameStates, type GameSyncAnswer, type GameSyncBody } from '@scrolldex/contract';
import { applyGameSyncAnswer, decideGameSync, type Game } from '@scrolldex/rules';

import { documentSyncCalls, syncDocuments, type DocumentKind } from './document-sync';
import type { GameShelf } from './game-store';
import { debouncedSyncer, type DebouncedSyncer, type RefusedRecord } from './list-sync';
import type { SyncOutcome } from './sync-resource';

/** A local change is sent this long after the last one, as for lists. */
export const GAME_SYNC_DEBOUNCE_MS = 10_000;

export type GameSyncDeps = {
  /** The games of the account being synced; throws when another owner's are shown now. */
  read: () => GameShelf;
  /** Sync's own write; false when it was refused (another owner's games are shown now). */
  write: (shelf: GameShelf) => boolean;
  getStates: () => Promise<GameStates>;
  sync: (body: GameSyncBody) => Promise<GameSyncAnswer>;
  /** Told of the games this sync kept back because the server would refuse them. */
  onRefused?: (games: RefusedRecord[]) => void;
};

const GAMES: DocumentKind<Game> = {
  name: 'games',
  limits: SyncedGameSchema,
  labelOf: (game) => (game.opponent.name ? `${game.list.name} vs ${game.opponent.name}` : game.list.name),
  perCall: SYNC_LIMITS.gamesPerSync,
  decide: decideGameSync,
  apply: (games, answer) => applyGameSyncAnswer(games, { games: answer.documents, gameStates: answer.states, conflicts: answer.conflicts }),
};

/** The calls of one sync: games to push in bodies under the server's count and size limits, ids to fetch beside them. */
export function gameSyncCalls(push: readonly Game[], fetch: readonly string[]): GameSyncBody[] {
  return documentSyncCalls(push, fetch, GAMES.perCall).map((call) => ({ games: call.push, outdatedGames: call.fetch }));
}

/** One sync of the games (syncDocuments). */
export function syncGames(deps: GameSyncDeps): Promise<SyncOutcome> {
  return syncDocuments(GAMES, {
    read: () => {
      const shelf = deps.read();
      return { items: shelf.games, synced: shelf.synced };
    },
    write: (shelf) => deps.write({ games: shelf.items, synced: shelf.synced }),
    getStates: async () => (await deps.getStates()).gameStates,
    sync: async (call) => {
      const answer = await deps.sync({ games: call.push, outdatedGames: call.fetch });
      return { documents: answer.games, states: answer.gameStates, conflicts: answer.conflicts };
    },
    onRefused: deps.onRefused,
  });
}

export function createGameSyncer(deps: GameSyncDeps, debounceMs: number = GAME_SYNC_DEBOUNCE_MS): DebouncedSyncer {
  return debouncedSyncer(() => syncGames(deps), debounceMs);
}
