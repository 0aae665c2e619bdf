import type { Game } from './game.js';

/** A list's games, newest first; deleted ones are left out. */
export function gamesOfList<TGame extends Pick<Game, 'listId' | 'createdAt' | 'deleted' | 'id'>>(games: readonly TGame[], listId: string): TGame[] {
  return games.filter((game) => game.listId === listId && !game.deleted).sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The game a list is being played in: its newest game not ended, or null. */
export function runningGameOf<TGame extends Pick<Game, 'listId' | 'createdAt' | 'deleted' | 'id' | 'result'>>(
  games: readonly TGame[],
  listId: string,
): TGame | null {
  return gamesOfList(games, listId).find((game) => game.result === null) ?? null;
}
