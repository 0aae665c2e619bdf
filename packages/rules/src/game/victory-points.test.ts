import { describe, expect, it } from 'vitest';

import { play, startRealGame } from '../../test/game-support.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import type { GameAction } from './game-action.js';
import { lastTacticPoints } from './victory-points.js';

const tactic = (round: number, status: 'attempted' | 'completed', points: number, mode: 'Affray' | 'Strike' = 'Strike'): GameAction => ({
  type: 'setVictoryPoints',
  player: 'me',
  round,
  parts: { battleTactic: { card: 'Blazing Onslaught', tactic: mode, status, points } },
});

describe('lastTacticPoints', () => {
  it('gives what the player’s last completed tactic of that kind scored before the round, else null', () => {
    let game = startRealGame(loadRealGameData());
    for (let round = 1; round <= 3; round += 1) {
      game = play(game, [{ type: 'setFirstPlayer', round, player: 'me' }, { type: 'nextTurn' }, { type: 'nextTurn' }, { type: 'nextTurn' }]);
    }
    game = play(game, [tactic(1, 'completed', 4), tactic(2, 'attempted', 9), tactic(3, 'completed', 3, 'Affray')]);
    expect(lastTacticPoints(game, 'me', 'Strike', 4)).toBe(4);
    expect(lastTacticPoints(game, 'me', 'Affray', 4)).toBe(3);
    expect(lastTacticPoints(game, 'me', 'Affray', 3)).toBeNull();
    expect(lastTacticPoints(game, 'me', 'Domination', 4)).toBeNull();
    expect(lastTacticPoints(game, 'opponent', 'Strike', 4)).toBeNull();
  });
});
