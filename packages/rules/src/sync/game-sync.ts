import type { RecordState } from '../list/folder.js';
import { decideRecords, type SyncDecision } from './decide-sync.js';
import { gameRecordState } from './record-state.js';
import { applyDocumentSyncAnswer } from './document-sync.js';
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

/** Takes a sync answer into the local games (applyDocumentSyncAnswer: newer wins, the server's copy of a conflict stands). */
export function applyGameSyncAnswer(games: readonly Game[], answer: GameSyncAnswer): Game[] {
  return applyDocumentSyncAnswer(games, { documents: answer.games, states: answer.gameStates, conflicts: answer.conflicts }, (game) => game.updatedAt);
}
