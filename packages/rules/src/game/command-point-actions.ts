import type { Ability } from '../model/ability.js';
import { fail, ok, type Result } from '../shared/result.js';
import { commandPointsInHand } from './command-point-ledger.js';
import type { Game, Player } from './game.js';
import { gameError, type GameActionError } from './game-action.js';
import { lastIndexWhere } from '../shared/last-index-where.js';

type Changed = Result<Game, GameActionError>;

const MAX_ADJUSTMENT = 99;

/** One tap on a command: its cost comes off the player's command points, if they have enough. */
export function spendCommandPoints(game: Game, player: Player, command: Pick<Ability, 'id' | 'name' | 'cost'>): Changed {
  if (command.cost === null) return fail([gameError('NOT_A_COMMAND', { ability: command.name })]);
  const available = commandPointsInHand(game, player);
  if (available < command.cost) return fail([gameError('NOT_ENOUGH_COMMAND_POINTS', { command: command.name, needed: command.cost, available })]);
  const spend = {
    kind: 'spend' as const,
    player,
    round: game.position.round,
    at: game.position,
    command: { id: command.id, name: command.name },
    amount: command.cost,
  };
  return ok({ ...game, commandPoints: [...game.commandPoints, spend] });
}

/** Takes back the player's last spend of this battle round (earlier rounds' points are gone anyway). */
export function undoSpend(game: Game, player: Player): Changed {
  const index = lastIndexWhere(game.commandPoints, (entry) => entry.kind === 'spend' && entry.player === player && entry.round === game.position.round);
  if (index === -1) return fail([gameError('NOTHING_TO_UNDO')]);
  return ok({ ...game, commandPoints: game.commandPoints.filter((_, position) => position !== index) });
}

/** A correction by hand: any whole number, as long as the player is not left below zero. */
export function adjustCommandPoints(game: Game, player: Player, amount: number): Changed {
  if (!Number.isInteger(amount) || amount === 0 || Math.abs(amount) > MAX_ADJUSTMENT) {
    return fail([gameError('INVALID_VALUE', { field: 'amount', value: String(amount) })]);
  }
  const available = commandPointsInHand(game, player);
  if (available + amount < 0) return fail([gameError('COMMAND_POINTS_BELOW_ZERO', { available, amount })]);
  return ok({ ...game, commandPoints: [...game.commandPoints, { kind: 'adjust', player, round: game.position.round, amount }] });
}
