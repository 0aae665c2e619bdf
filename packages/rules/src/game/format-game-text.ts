import type { Game } from './game.js';
import { victoryPointsByRound } from './victory-points.js';

export type GameTextOptions = {
  /** Wraps the text in a code fence for Discord, as the list export does. */
  discord?: boolean;
};

function side(name: string | null, army: string | null, fallback: string): string {
  const label = name ?? fallback;
  return army ? `${label} (${army})` : label;
}

/** The day a game was played, from its creation time (UTC, so the text is the same everywhere). */
function playedOn(game: Pick<Game, 'createdAt'>): string {
  return new Date(game.createdAt).toISOString().slice(0, 10);
}

/**
 * A game as text to share: the two sides, the battleplan and date, each
 * battle round's victory points with the running totals, and the final score
 * with the result (the score so far for a game still being played).
 */
export function formatGameText(game: Game, options: GameTextOptions = {}): string {
  const me = game.list.name.trim() || 'Me';
  const them = game.opponent.name ?? 'Opponent';
  const lines = [`${side(me, game.list.faction, 'Me')} vs ${side(game.opponent.name, game.opponent.army, 'Opponent')}`];
  if (game.battleplan) lines.push(`Battleplan: ${game.battleplan}`);
  lines.push(`Played: ${playedOn(game)}`, '');
  const rounds = victoryPointsByRound(game);
  for (const score of rounds) {
    lines.push(`Round ${score.round}: ${me} ${score.me}, ${them} ${score.opponent} (total ${score.meTotal}-${score.opponentTotal})`);
  }
  const last = rounds.at(-1);
  const totals = `${last?.meTotal ?? 0}-${last?.opponentTotal ?? 0}`;
  if (game.result === null) lines.push(`Score so far: ${totals} (battle round ${game.position.round})`);
  else if (game.result === 'drawn') lines.push(`Final score: ${totals}, a draw`);
  else lines.push(`Final score: ${totals}, won by ${game.result === 'won' ? me : them}`);
  const text = lines.join('\n');
  return options.discord ? `\`\`\`\n${text}\n\`\`\`` : text;
}
