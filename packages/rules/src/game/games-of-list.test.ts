import { describe, expect, it } from 'vitest';

import { GAME_START, play, startRealGame } from '../../test/game-support.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import type { Game } from './game.js';
import { gamesOfList, runningGameOf } from './games-of-list.js';
import { softDeleteGame } from './soft-delete-game.js';

const data = () => loadRealGameData();
const gameOn = (id: string, day: number, listId?: string): Game => ({
  ...startRealGame(data(), { id }),
  createdAt: GAME_START + day * 86_400_000,
  ...(listId && { listId }),
});

describe('gamesOfList and runningGameOf', () => {
  it('gives a list’s games newest first, without deleted games or other lists’ games', () => {
    const listId = gameOn('a', 0).listId;
    const games = [gameOn('a', 0), gameOn('b', 2), gameOn('c', 1, 'another-list'), softDeleteGame(gameOn('d', 3), GAME_START)];
    expect(gamesOfList(games, listId).map((game) => game.id)).toEqual(['b', 'a']);
    expect(gamesOfList(games, 'no-such-list')).toEqual([]);
  });

  it('finds the game a list is being played in: its newest game not ended', () => {
    const ended = play(gameOn('old', 0), [{ type: 'endGame' }]);
    const running = gameOn('new', 1);
    expect(runningGameOf([ended, running], running.listId)?.id).toBe('new');
    expect(runningGameOf([ended], ended.listId)).toBeNull();
    expect(runningGameOf([softDeleteGame(running, GAME_START)], running.listId)).toBeNull();
  });
});

describe('softDeleteGame', () => {
  it('hides a game, stamped so the deletion syncs, and leaves a deleted one as it is', () => {
    const game = gameOn('a', 0);
    const deleted = softDeleteGame(game, GAME_START + 5);
    expect(deleted).toMatchObject({ deleted: true, deletedAt: GAME_START + 5, updatedAt: GAME_START + 5 });
    expect(softDeleteGame(deleted, GAME_START + 9)).toBe(deleted);
    expect(game.deleted).toBe(false);
  });
});
