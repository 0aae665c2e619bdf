import { COMMAND_POINT_RULES } from '../core-rules/command-points.js';
import { fail, type Result } from '../shared/result.js';
import { adjustCommandPoints, spendCommandPoints, undoSpend, useCommand } from './command-point-actions.js';
import type { Game } from './game.js';
import { gameError, type GameAction, type GameActionError, type GameContext } from './game-action.js';
import { moveToNextPhase, moveToNextTurn, moveToPreviousPhase } from './move-game.js';
import { endGame, setBattleplan, setFirstPlayer, setOpponent, setVictoryPoints } from './score-actions.js';
import { tickAbility, untickAbility } from './tick-actions.js';

/** What may still change once a game has ended: its scores and who it was against. */
const AFTER_THE_END: readonly GameAction['type'][] = ['setVictoryPoints', 'setOpponent', 'setBattleplan'];

function apply(game: Game, action: GameAction, context: GameContext): Result<Game, GameActionError> {
  const rules = context.rules ?? COMMAND_POINT_RULES;
  switch (action.type) {
    case 'nextPhase':
      return moveToNextPhase(game, rules);
    case 'previousPhase':
      return moveToPreviousPhase(game, rules);
    case 'nextTurn':
      return moveToNextTurn(game, action.firstPlayer, rules);
    case 'setFirstPlayer':
      return setFirstPlayer(game, action.round, action.player);
    case 'spendCommandPoints':
      return spendCommandPoints(game, action.player, action.command);
    case 'useCommand':
      return useCommand(game, action.player, action.command);
    case 'undoSpend':
      return undoSpend(game, action.player, action.commandId);
    case 'adjustCommandPoints':
      return adjustCommandPoints(game, action.player, action.amount);
    case 'setVictoryPoints':
      return setVictoryPoints(game, action.player, action.round, action.parts);
    case 'tickAbility':
      return tickAbility(game, action.player, action.ability, action.holder ?? null);
    case 'untickAbility':
      return untickAbility(game, action.player, action.abilityId, action.holder);
    case 'setOpponent':
      return setOpponent(game, action.opponent, action.armyFacts);
    case 'setBattleplan':
      return setBattleplan(game, action.battleplan);
    case 'endGame':
      return endGame(game, context.now);
  }
}

/**
 * Applies a player's action to a game: the game after it, stamped with
 * context.now, or why it was refused (the game unchanged). Pure: the same
 * game, action and context give the same result. A finished game takes only
 * corrections to its scores and opponent.
 */
export function applyGameAction(game: Game, action: GameAction, context: GameContext): Result<Game, GameActionError> {
  if (game.result !== null && !AFTER_THE_END.includes(action.type)) return fail([gameError('GAME_FINISHED')]);
  const applied = apply(game, action, context);
  return applied.ok ? { ok: true, value: { ...applied.value, updatedAt: context.now } } : applied;
}
