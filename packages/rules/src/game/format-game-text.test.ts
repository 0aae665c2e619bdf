import { describe, expect, it } from 'vitest';

import { opponentList, play, startRealGame } from '../../test/game-support.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import type { Game } from './game.js';
import type { GameAction } from './game-action.js';
import { formatGameText } from './format-game-text.js';
import { victoryPointsByRound } from './victory-points.js';

const score = (round: number, me: number, opponent: number): GameAction[] => [
  { type: 'setVictoryPoints', player: 'me', round, parts: { objectives: me } },
  { type: 'setVictoryPoints', player: 'opponent', round, parts: { objectives: opponent } },
];

/** Three rounds scored, in round 3, against Alice's Skaven. */
function threeRounds(): Game {
  const game = startRealGame(loadRealGameData(), { opponentList: { kind: 'list', list: opponentList() } });
  return play(game, [
    { type: 'nextTurn' },
    ...score(1, 5, 3),
    { type: 'nextTurn' },
    { type: 'nextTurn', firstPlayer: 'opponent' },
    ...score(2, 8, 10),
    { type: 'nextTurn' },
    { type: 'nextTurn' },
    { type: 'nextTurn', firstPlayer: 'me' },
    {
      type: 'setVictoryPoints',
      player: 'me',
      round: 3,
      parts: { objectives: 10, battleTactic: { card: 'Legend of the Parch', tactic: 'Affray', status: 'completed', points: 4 } },
    },
  ]);
}

describe('victoryPointsByRound', () => {
  it('gives each round reached its points and the running totals, for a chart', () => {
    expect(victoryPointsByRound(threeRounds())).toEqual([
      { round: 1, me: 5, opponent: 3, meTotal: 5, opponentTotal: 3 },
      { round: 2, me: 8, opponent: 10, meTotal: 13, opponentTotal: 13 },
      { round: 3, me: 14, opponent: 0, meTotal: 27, opponentTotal: 13 },
    ]);
  });
});

describe('formatGameText', () => {
  it('writes the sides, battleplan and date, the rounds with running totals, and the score so far', () => {
    expect(formatGameText(threeRounds())).toMatchInlineSnapshot(`
      "Storm Host (Stormcast Eternals) vs Alice (Skaven)
      Battleplan: Passing Seasons
      Played: 2026-01-10

      Round 1: Storm Host 5, Alice 3 (total 5-3)
      Round 2: Storm Host 8, Alice 10 (total 13-13)
      Round 3: Storm Host 14, Alice 0 (total 27-13)
      Score so far: 27-13 (battle round 3)"
    `);
  });

  it('ends with the final score and who won, in a code fence for Discord', () => {
    const ended = play(threeRounds(), [{ type: 'endGame' }]);
    const text = formatGameText(ended, { discord: true });
    expect(text.startsWith('```\nStorm Host (Stormcast Eternals) vs Alice (Skaven)\n')).toBe(true);
    expect(text.endsWith('\nFinal score: 27-13, won by Storm Host\n```')).toBe(true);
    const lost = play(threeRounds(), [{ type: 'setVictoryPoints', player: 'opponent', round: 3, parts: { objectives: 20 } }, { type: 'endGame' }]);
    expect(formatGameText(lost).split('\n').at(-1)).toBe('Final score: 27-33, won by Alice');
    const drawn = play(threeRounds(), [{ type: 'setVictoryPoints', player: 'opponent', round: 3, parts: { objectives: 14 } }, { type: 'endGame' }]);
    expect(formatGameText(drawn).split('\n').at(-1)).toBe('Final score: 27-27, a draw');
  });

  it('names an unnamed opponent Opponent and leaves out what is not known', () => {
    const game = startRealGame(loadRealGameData(), { opponentName: null, battleplan: '' });
    expect(formatGameText(game).split('\n').slice(0, 3)).toEqual(['Storm Host (Stormcast Eternals) vs Opponent', 'Played: 2026-01-10', '']);
  });
});
