// Games at the table for the web tests: started by the engine from a real
// list, as the New game form starts one, and stored as the app stores them.
import { applyGameAction, startGame, type ArmyList, type Game, type GameAction, type GameData, type GameSetup } from '@scrolldex/rules';

import { database } from '../data/db';
import { gameWritesSettled } from '../data/game-store';

export const GAME_START = Date.UTC(2026, 0, 10, 18, 0);

export function makeGame(list: ArmyList, data: GameData, setup: Partial<GameSetup> = {}, now = GAME_START): Game {
  const started = startGame({ id: 'game-1', firstPlayer: 'me', opponentName: 'Alice', battleplan: 'Passing Seasons', ...setup }, list, { now, data });
  if (!started.ok) throw new Error(JSON.stringify(started.errors));
  return started.value;
}

/** Applies the actions a minute apart, as a player would; throws at the first refusal. */
export function playGame(game: Game, actions: readonly GameAction[], from = game.updatedAt): Game {
  return actions.reduce((current, action, index) => {
    const applied = applyGameAction(current, action, { now: from + (index + 1) * 60_000 });
    if (!applied.ok) throw new Error(`${action.type} refused: ${JSON.stringify(applied.errors)}`);
    return applied.value;
  }, game);
}

/** Waits for every queued write, then empties the games table. */
export async function clearGameStorage(): Promise<void> {
  await gameWritesSettled();
  await database().games.clear();
}

/** The stored rows of `owner`'s games (after every queued write), by id. */
export async function storedGameRows(owner = 'device'): Promise<Record<string, { game: unknown; synced: number | null }>> {
  await gameWritesSettled();
  const rows = await database().games.where('owner').equals(owner).toArray();
  return Object.fromEntries(rows.map((row) => [row.id, { game: row.game, synced: row.synced }]));
}
