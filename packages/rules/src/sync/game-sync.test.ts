import { describe, expect, it } from 'vitest';

import { GAME_START, play, startRealGame } from '../../test/game-support.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import type { Game } from '../game/game.js';
import { applyGameSyncAnswer, decideGameSync } from './game-sync.js';
import { softDeleteGame } from '../game/soft-delete-game.js';

const data = () => loadRealGameData();
const game = (id: string, updatedAt: number): Game => ({ ...startRealGame(data(), { id }), updatedAt });
const state = (id: string, updatedAt: number, deleted = false) => ({ id, updatedAt, deleted });

describe('decideGameSync', () => {
  it('pushes the newer game, fetches the server’s newer or unknown game, and forgets a deletion the server never saw', () => {
    const decision = decideGameSync(
      [game('mine-newer', 20), game('theirs-newer', 10), game('same', 5), softDeleteGame(game('deleted-here', 1), 2), game('only-here', 3)],
      [state('mine-newer', 10), state('theirs-newer', 20), state('same', 5), state('only-there', 7), state('deleted-there', 8, true)],
    );
    expect(decision).toEqual({ push: ['mine-newer', 'only-here'], fetch: ['theirs-newer', 'only-there'], dropLocally: ['deleted-here'] });
  });
});

describe('applyGameSyncAnswer', () => {
  it('takes the server’s newer games and its copy of a conflict, keeps a game changed meanwhile, and drops deletions the server no longer holds', () => {
    const ours = [game('a', 10), game('b', 30), game('conflict', 15), softDeleteGame(game('gone', 1), 2), game('kept', 4)];
    const theirs = { ...game('a', 20), battleplan: 'The Vice' };
    const conflict = { ...game('conflict', 15), battleplan: 'Their copy' };
    const taken = applyGameSyncAnswer(ours, {
      games: [theirs, game('b', 25), conflict, game('new', 3)],
      gameStates: ['a', 'b', 'conflict', 'new', 'kept'].map((id) => state(id, 1)),
      conflicts: ['conflict'],
    });
    expect(taken.map((entry) => [entry.id, entry.updatedAt, entry.battleplan])).toEqual([
      ['a', 20, 'The Vice'],
      ['b', 30, 'Passing Seasons'],
      ['conflict', 15, 'Their copy'],
      ['kept', 4, 'Passing Seasons'],
      ['new', 3, 'Passing Seasons'],
    ]);
  });

  it('leaves a tie that is no conflict as ours', () => {
    const ours = play(game('a', 10), [{ type: 'setBattleplan', battleplan: 'Ours' }], GAME_START);
    const taken = applyGameSyncAnswer([ours], { games: [{ ...ours, battleplan: 'Theirs' }], gameStates: [state('a', ours.updatedAt)], conflicts: [] });
    expect(taken[0]?.battleplan).toBe('Ours');
  });
});
