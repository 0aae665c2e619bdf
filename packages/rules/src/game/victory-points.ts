import { BATTLE_ROUNDS, PLAYERS, type BattleTacticScore, type Game, type Player, type VictoryPointParts } from './game.js';

export const NO_VICTORY_POINTS: VictoryPointParts = { objectives: 0, battleTactic: null, other: 0 };

/** A round's victory points: objectives, the battle tactic when completed, and anything else. */
export function roundVictoryPoints(parts: VictoryPointParts): number {
  const tactic = parts.battleTactic?.status === 'completed' ? parts.battleTactic.points : 0;
  return parts.objectives + tactic + parts.other;
}

/** Each player's victory points over the battle rounds before `beforeRound` (all of them by default). */
export function victoryPointTotals(game: Pick<Game, 'rounds'>, beforeRound = BATTLE_ROUNDS + 1): Record<Player, number> {
  const totals: Record<Player, number> = { me: 0, opponent: 0 };
  game.rounds.forEach((round, index) => {
    if (index + 1 >= beforeRound) return;
    for (const player of PLAYERS) totals[player] += roundVictoryPoints(round.victoryPoints[player]);
  });
  return totals;
}

export type RoundScore = {
  round: number;
  /** The round's points. */
  me: number;
  opponent: number;
  /** Running totals at the end of the round. */
  meTotal: number;
  opponentTotal: number;
};

/** Victory points by battle round, for a chart: the rounds reached so far, each with its points and the running totals. */
export function victoryPointsByRound(game: Pick<Game, 'rounds' | 'position'>): RoundScore[] {
  const played = game.position.round;
  const scores: RoundScore[] = [];
  let meTotal = 0;
  let opponentTotal = 0;
  for (const [index, round] of game.rounds.slice(0, played).entries()) {
    const me = roundVictoryPoints(round.victoryPoints.me);
    const opponent = roundVictoryPoints(round.victoryPoints.opponent);
    meTotal += me;
    opponentTotal += opponent;
    scores.push({ round: index + 1, me, opponent, meTotal, opponentTotal });
  }
  return scores;
}

/**
 * What the player's battle tactic of this kind scored when last completed
 * before `round` (the battle pack sets it; the data does not carry it): the
 * points a new completion starts from. Null when none was completed yet.
 */
export function lastTacticPoints(game: Pick<Game, 'rounds'>, player: Player, tactic: BattleTacticScore['tactic'], round: number): number | null {
  for (let index = Math.min(round, game.rounds.length + 1) - 2; index >= 0; index -= 1) {
    const scored = game.rounds[index]?.victoryPoints[player].battleTactic;
    if (scored?.tactic === tactic && scored.status === 'completed') return scored.points;
  }
  return null;
}
