import { BATTLE_ROUNDS, GAME_PHASES, type GamePhase, type GamePosition, type Player } from './game.js';

// The order of a game: the Deployment Phase, then in each battle round its
// Start of Battle Round and two turns of seven phases each.

/** The phases of one player's turn, Start of Turn to End of Turn. */
export const TURN_PHASES: readonly GamePhase[] = GAME_PHASES.filter((phase) => phase !== 'Deployment Phase' && phase !== 'Start of Battle Round');

const ROUND_LENGTH = 1 + 2 * TURN_PHASES.length;

export const DEPLOYMENT: GamePosition = { round: 1, turn: 0, phase: 'Deployment Phase' };

export function startOfRound(round: number): GamePosition {
  return { round, turn: 0, phase: 'Start of Battle Round' };
}

function startOfTurn(round: number, turn: 1 | 2): GamePosition {
  return { round, turn, phase: 'Start of Turn' };
}

/** A position's place in the game, 0 for the Deployment Phase: later positions have larger indexes. */
export function positionIndex(position: GamePosition): number {
  if (position.phase === 'Deployment Phase') return 0;
  const roundStart = 1 + (position.round - 1) * ROUND_LENGTH;
  if (position.turn === 0) return roundStart;
  return roundStart + 1 + (position.turn - 1) * TURN_PHASES.length + TURN_PHASES.indexOf(position.phase);
}

/** The next phase, or null after the last turn's End of Turn. */
export function nextPosition(position: GamePosition): GamePosition | null {
  if (position.phase === 'Deployment Phase') return startOfRound(1);
  if (position.turn === 0) return startOfTurn(position.round, 1);
  const next = TURN_PHASES[TURN_PHASES.indexOf(position.phase) + 1];
  if (next) return { ...position, phase: next };
  if (position.turn === 1) return startOfTurn(position.round, 2);
  return position.round < BATTLE_ROUNDS ? startOfRound(position.round + 1) : null;
}

/** The phase before, or null in the Deployment Phase. */
export function previousPosition(position: GamePosition): GamePosition | null {
  if (position.phase === 'Deployment Phase') return null;
  if (position.turn === 0) return position.round === 1 ? DEPLOYMENT : { round: position.round - 1, turn: 2, phase: 'End of Turn' };
  const previous = TURN_PHASES[TURN_PHASES.indexOf(position.phase) - 1];
  if (previous) return { ...position, phase: previous };
  return position.turn === 2 ? { ...position, turn: 1, phase: 'End of Turn' } : startOfRound(position.round);
}

/**
 * The start of the next turn: from before the turns, the first turn of the
 * round (of battle round 1 from the Deployment Phase); from the first turn,
 * the second; from the second, the next battle round's Start of Battle Round,
 * where its abilities and the priority roll happen. Null after the last turn.
 */
export function nextTurnPosition(position: GamePosition): GamePosition | null {
  if (position.turn === 0) return startOfTurn(position.round, 1);
  if (position.turn === 1) return startOfTurn(position.round, 2);
  return position.round < BATTLE_ROUNDS ? startOfRound(position.round + 1) : null;
}

/** Whose turn a position is in: null before the turns, or while the round's first player is not known. */
export function playerInTurn(position: GamePosition, firstPlayer: Player | null): Player | null {
  if (position.turn === 0 || firstPlayer === null) return null;
  if (position.turn === 1) return firstPlayer;
  return firstPlayer === 'me' ? 'opponent' : 'me';
}

/** The battle rounds whose Start of Battle Round lies after `from` and at or before `to`. */
export function roundsStartedBetween(from: GamePosition, to: GamePosition): number[] {
  const rounds: number[] = [];
  for (let round = 1; round <= BATTLE_ROUNDS; round += 1) {
    const start = positionIndex(startOfRound(round));
    if (start > positionIndex(from) && start <= positionIndex(to)) rounds.push(round);
  }
  return rounds;
}
