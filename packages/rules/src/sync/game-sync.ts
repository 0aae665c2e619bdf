import type { RecordState } from '../list/folder.js';
import { decideRecords, type SyncDecision } from './decide-sync.js';
import { gameRecordState } from './record-state.js';
import { newerWins } from './newer-wins.js';
import type { Game } from '../game/game.js';

// The sync of games, by the lists' rule (newer wins, per game): which games to
// push and fetch, and how the server's answer is taken in.

/** What the server answers a games sync: the games asked for, every game's state after it, and the conflicts. */
export type GameSyncAnswer = {
  games: readonly Game[];
  gameStates: readonly RecordState[];
  /**
   * Pushed games the server did not take although they were not older: it holds one with the same updatedAt and other
   * content, keeps it, and sends it among `games`.
   */
  conflicts: readonly string[];
};

/** Which games to push and fetch, from ours and the server's states (decideRecords, as for lists). */
export function decideGameSync(games: readonly Game[], server: readonly RecordState[]): SyncDecision {
  return decideRecords(games.map(gameRecordState), server);
}

/**
 * Takes a sync answer into the local games: a game from the server replaces
 * ours when newer, or when it is the server's copy of a conflict (a tie keeps
 * the stored copy, on both sides); a game changed here while the call was out
 * is newer and stays. Deleted games the server no longer holds (it has seen
 * the deletion, or purged it) go for good.
 */
export function applyGameSyncAnswer(games: readonly Game[], answer: GameSyncAnswer): Game[] {
  const conflicts = new Set(answer.conflicts);
  const byId = new Map(games.map((game) => [game.id, game]));
  for (const incoming of answer.games) {
    const mine = byId.get(incoming.id);
    const winner = newerWins(mine?.updatedAt, incoming.updatedAt);
    if (winner === 'incoming' || (winner === 'tie' && conflicts.has(incoming.id))) byId.set(incoming.id, incoming);
  }
  const known = new Set(answer.gameStates.map((state) => state.id));
  return [...byId.values()].filter((game) => !game.deleted || known.has(game.id));
}
