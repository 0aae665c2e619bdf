// Test support for games (pure, no test-runner imports): a game of a real
// legal list against a real Skaven list, and a way to play actions through
// the reducer that stops at the first refusal.
import { applyGameAction } from '../src/game/apply-game-action.js';
import type { Game } from '../src/game/game.js';
import type { GameAction, GameActionError } from '../src/game/game-action.js';
import { startGame, type GameSetup } from '../src/game/start-game.js';
import type { ArmyList } from '../src/list/army-list.js';
import type { GameData } from '../src/model/game-data.js';
import { makeList, makeRegiment, makeUnit } from './builders.js';
import { LEGAL_LISTS } from './legal-lists.js';

export const GAME_START = Date.UTC(2026, 0, 10, 18, 0);

/** The legal Stormcast Eternals list: 2,000 of 2,000 points, no auxiliary units, Blazing Onslaught and Legend of the Parch. */
export function myList(): ArmyList {
  const found = LEGAL_LISTS.find((legal) => legal.list.faction === 'Stormcast Eternals');
  if (!found) throw new Error('No legal Stormcast Eternals list');
  return { ...found.list, name: 'Storm Host' };
}

/** Under 1,000 points of a 2,000-point cap with one auxiliary unit: underspent, and one auxiliary unit more than mine. */
export function opponentList(): ArmyList {
  return makeList('Skaven', {
    id: 'opponent-list',
    name: 'Gnawhole Surprise',
    regiments: [makeRegiment(makeUnit('Grey Seer', { general: true }), ['Clanrats', 'Stormvermin']), makeRegiment('Plague Priest', ['Plague Monks'])],
    auxiliaryUnits: [makeUnit('Rat Ogors')],
    manifestationLore: 'Forbidden Power',
  });
}

export function startRealGame(data: GameData, setup: Partial<GameSetup> = {}): Game {
  const started = startGame({ id: 'game-1', firstPlayer: 'me', opponentName: 'Alice', battleplan: 'Passing Seasons', ...setup }, myList(), {
    now: GAME_START,
    data,
  });
  if (!started.ok) throw new Error(JSON.stringify(started.errors));
  return started.value;
}

/** Applies the actions one minute apart; throws at the first refusal, naming it. */
export function play(game: Game, actions: readonly GameAction[], now = GAME_START): Game {
  return actions.reduce((current, action, index) => {
    const applied = applyGameAction(current, action, { now: now + (index + 1) * 60_000 });
    if (!applied.ok) throw new Error(`${action.type} refused: ${JSON.stringify(applied.errors)}`);
    return applied.value;
  }, game);
}

/** The refusal of one action, or null when it was applied. */
export function refusal(game: Game, action: GameAction, now = GAME_START): GameActionError[] | null {
  const applied = applyGameAction(game, action, { now });
  return applied.ok ? null : applied.errors;
}
