import { describe, expect, it } from 'vitest';

import { gameSchemas, type GamePosition } from './game.js';
import {
  DEPLOYMENT,
  nextPosition,
  nextTurnPosition,
  playerInTurn,
  positionIndex,
  previousPosition,
  roundsStartedBetween,
  startOfRound,
} from './game-position.js';

const { GamePositionSchema } = gameSchemas();

function walk(): GamePosition[] {
  const positions: GamePosition[] = [DEPLOYMENT];
  for (let next = nextPosition(DEPLOYMENT); next; next = nextPosition(next)) positions.push(next);
  return positions;
}

describe('the order of a game', () => {
  it('runs from the Deployment Phase through five battle rounds of a Start of Battle Round and two seven-phase turns', () => {
    const positions = walk();
    expect(positions).toHaveLength(1 + 5 * (1 + 2 * 7));
    expect(positions.slice(0, 4)).toEqual([
      DEPLOYMENT,
      { round: 1, turn: 0, phase: 'Start of Battle Round' },
      { round: 1, turn: 1, phase: 'Start of Turn' },
      { round: 1, turn: 1, phase: 'Hero Phase' },
    ]);
    expect(positions.at(-1)).toEqual({ round: 5, turn: 2, phase: 'End of Turn' });
    for (const position of positions) expect(GamePositionSchema.safeParse(position).success, JSON.stringify(position)).toBe(true);
    expect(positions.map(positionIndex)).toEqual(positions.map((_, index) => index));
  });

  it('steps back exactly as it steps forward', () => {
    const positions = walk();
    expect(previousPosition(DEPLOYMENT)).toBeNull();
    for (let index = 1; index < positions.length; index += 1) expect(previousPosition(positions[index]!)).toEqual(positions[index - 1]);
  });

  it('jumps to the start of the next turn, and from the second turn to the next Start of Battle Round', () => {
    expect(nextTurnPosition(DEPLOYMENT)).toEqual({ round: 1, turn: 1, phase: 'Start of Turn' });
    expect(nextTurnPosition({ round: 2, turn: 1, phase: 'Combat Phase' })).toEqual({ round: 2, turn: 2, phase: 'Start of Turn' });
    expect(nextTurnPosition({ round: 2, turn: 2, phase: 'Hero Phase' })).toEqual(startOfRound(3));
    expect(nextTurnPosition({ round: 5, turn: 2, phase: 'Hero Phase' })).toBeNull();
  });

  it('tells whose turn it is from the round’s first player', () => {
    expect(playerInTurn({ round: 1, turn: 1, phase: 'Hero Phase' }, 'opponent')).toBe('opponent');
    expect(playerInTurn({ round: 1, turn: 2, phase: 'Hero Phase' }, 'opponent')).toBe('me');
    expect(playerInTurn(startOfRound(2), 'me')).toBeNull();
    expect(playerInTurn({ round: 2, turn: 1, phase: 'Hero Phase' }, null)).toBeNull();
  });

  it('names the battle rounds that start between two positions', () => {
    expect(roundsStartedBetween(DEPLOYMENT, startOfRound(1))).toEqual([1]);
    expect(roundsStartedBetween(startOfRound(1), { round: 3, turn: 1, phase: 'Hero Phase' })).toEqual([2, 3]);
    expect(roundsStartedBetween({ round: 2, turn: 1, phase: 'Hero Phase' }, { round: 2, turn: 2, phase: 'Hero Phase' })).toEqual([]);
  });

  it('refuses positions that are not in a game', () => {
    expect(GamePositionSchema.safeParse({ round: 2, turn: 0, phase: 'Deployment Phase' }).success).toBe(false);
    expect(GamePositionSchema.safeParse({ round: 1, turn: 1, phase: 'Start of Battle Round' }).success).toBe(false);
    expect(GamePositionSchema.safeParse({ round: 1, turn: 0, phase: 'Hero Phase' }).success).toBe(false);
    expect(GamePositionSchema.safeParse({ round: 6, turn: 1, phase: 'Hero Phase' }).success).toBe(false);
  });
});
