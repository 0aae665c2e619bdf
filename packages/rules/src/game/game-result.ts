import type { GameResult, Player } from './game.js';

/** The result for the list's player, from the victory point totals. */
export function gameResult(totals: Record<Player, number>): GameResult {
  if (totals.me === totals.opponent) return 'drawn';
  return totals.me > totals.opponent ? 'won' : 'lost';
}
