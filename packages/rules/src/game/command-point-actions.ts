import type { Ability } from '../model/ability.js';
import type { FrequencyAbility } from '../phase/ability-frequency.js';
import { fail, ok, type Result } from '../shared/result.js';
import { isTickActive } from './ability-ticks.js';
import { commandPointsInHand, lastSpendIndex } from './command-point-ledger.js';
import type { CommandPointEntry, Game, GamePosition, Player } from './game.js';
import { gameError, type GameActionError } from './game-action.js';
import { lastIndexWhere } from '../shared/last-index-where.js';
import { tickAbility } from './tick-actions.js';

type Changed = Result<Game, GameActionError>;

const MAX_ADJUSTMENT = 99;

function spend(game: Game, player: Player, command: Pick<Ability, 'id' | 'name' | 'cost'>, ticked: boolean): Changed {
  if (command.cost === null) return fail([gameError('NOT_A_COMMAND', { ability: command.name })]);
  const available = commandPointsInHand(game, player);
  if (available < command.cost) return fail([gameError('NOT_ENOUGH_COMMAND_POINTS', { command: command.name, needed: command.cost, available })]);
  const entry: CommandPointEntry = {
    kind: 'spend',
    player,
    round: game.position.round,
    at: game.position,
    command: { id: command.id, name: command.name },
    amount: command.cost,
    ...(ticked && { ticked }),
  };
  return ok({ ...game, commandPoints: [...game.commandPoints, entry] });
}

/** One tap on a command: its cost comes off the player's command points, if they have enough. */
export function spendCommandPoints(game: Game, player: Player, command: Pick<Ability, 'id' | 'name' | 'cost'>): Changed {
  return spend(game, player, command, false);
}

/**
 * One tap on a command card: its cost comes off the player's command points
 * and the command is ticked as used for its scope (a command is the army's,
 * once per phase; one the UNLIMITED keyword frees is only spent). Refused
 * whole when either part is: a command already used this phase spends nothing.
 */
export function useCommand(game: Game, player: Player, command: FrequencyAbility & Pick<Ability, 'id' | 'name'>): Changed {
  const ticked = tickAbility(game, player, command, null);
  if (ticked.ok) return spend(ticked.value, player, command, true);
  return ticked.errors.every((error) => error.code === 'ABILITY_NOT_LIMITED') ? spend(game, player, command, false) : ticked;
}

const samePosition = (a: GamePosition, b: GamePosition) => a.round === b.round && a.turn === b.turn && a.phase === b.phase;

/**
 * Takes back the player's last spend of this battle round (earlier rounds'
 * points are gone anyway), of one command when `commandId` names it, and the
 * tick that spend made with it (useCommand), if it still counts.
 */
export function undoSpend(game: Game, player: Player, commandId?: string): Changed {
  const index = lastSpendIndex(game, player, commandId);
  const spend = game.commandPoints[index];
  if (spend?.kind !== 'spend') return fail([gameError('NOTHING_TO_UNDO')]);
  const tick = spend.ticked
    ? lastIndexWhere(
        game.ticks,
        (entry) => entry.player === player && entry.abilityId === spend.command.id && samePosition(entry.at, spend.at) && isTickActive(entry, game.position),
      )
    : -1;
  return ok({
    ...game,
    commandPoints: game.commandPoints.filter((_, position) => position !== index),
    ticks: tick === -1 ? game.ticks : game.ticks.filter((_, position) => position !== tick),
  });
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
