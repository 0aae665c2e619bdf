import type { Game } from './game.js';

/** Hides a game but keeps it, so the deletion syncs like a list's; it is removed for good once the server no longer has it. */
export function softDeleteGame(game: Game, now: number): Game {
  if (game.deleted) return game;
  return { ...game, deleted: true, deletedAt: now, updatedAt: now };
}
