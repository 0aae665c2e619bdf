import type { Game, GameResult } from '../game/game.js';
import { victoryPointTotals } from '../game/victory-points.js';
import type { BattleLogEntry, BattleResult, CampaignRoster } from './roster.js';

/** What a finished game at the table fills in of a roster's Log a Battle; the player adds glory, renown and scars. */
export type BattleFromGame = Pick<BattleLogEntry, 'date' | 'opponent' | 'result' | 'gameId' | 'score'>;

const RESULTS: Record<GameResult, BattleResult> = { won: 'win', drawn: 'draw', lost: 'loss' };

/** The day of an epoch-millisecond time on the UTC clock, 'YYYY-MM-DD'. */
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A finished game as a battle of the roster: its day, the opponent's name (else their army), result and score; null while it is played. */
export function battleFromGame(game: Game): BattleFromGame | null {
  if (game.result === null) return null;
  const totals = victoryPointTotals(game);
  return {
    date: dayOf(game.finishedAt ?? game.updatedAt),
    opponent: game.opponent.name ?? game.opponent.army ?? '',
    result: RESULTS[game.result],
    gameId: game.id,
    score: { me: totals.me, opponent: totals.opponent },
  };
}

/** Whether the roster's log already holds the game. */
export function hasLoggedGame(roster: CampaignRoster, gameId: string): boolean {
  return roster.log.some((entry) => entry.gameId === gameId);
}
