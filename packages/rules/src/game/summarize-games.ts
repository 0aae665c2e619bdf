import type { Game, GameResult } from './game.js';

export type GameRecord = Record<GameResult, number> & {
  /** Finished games, the three results together. */
  played: number;
  /** Games started and not ended. */
  inProgress: number;
};

/** A list's record: won, drawn and lost over its finished games; deleted games do not count. */
export function summarizeGames(games: readonly Pick<Game, 'result' | 'deleted'>[]): GameRecord {
  const record: GameRecord = { won: 0, drawn: 0, lost: 0, played: 0, inProgress: 0 };
  for (const game of games) {
    if (game.deleted) continue;
    if (game.result === null) record.inProgress += 1;
    else {
      record[game.result] += 1;
      record.played += 1;
    }
  }
  return record;
}
