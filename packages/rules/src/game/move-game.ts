import { COMMAND_POINT_RULES, type CommandPointRules } from '../core-rules/command-points.js';
import { fail, ok, type Result } from '../shared/result.js';
import { commandPointGains } from './command-point-ledger.js';
import type { Game, GamePosition, Player } from './game.js';
import { gameError, type GameActionError } from './game-action.js';
import { nextPosition, nextTurnPosition, positionIndex, previousPosition, roundsStartedBetween } from './game-position.js';
import { victoryPointTotals } from './victory-points.js';

type Moved = Result<Game, GameActionError>;

/**
 * Moves the game to a position. Entering a turn needs the round's first
 * player. Passing the start of a battle round gives both players its command
 * points (once: a round that already gave them is not given again). Going
 * back before it takes them back, so stepping forward again gives them from
 * the victory points as they are then; but once any of the round's points
 * were spent or corrected they stay, so nobody is left below zero.
 */
function moveTo(game: Game, to: GamePosition, rules: CommandPointRules): Moved {
  if (to.turn !== 0 && game.rounds[to.round - 1]?.firstPlayer == null) return fail([gameError('FIRST_PLAYER_NOT_CHOSEN', { round: to.round })]);
  const from = game.position;
  let commandPoints = game.commandPoints;
  if (positionIndex(to) > positionIndex(from)) {
    for (const round of roundsStartedBetween(from, to)) {
      if (commandPoints.some((entry) => entry.kind === 'gain' && entry.round === round)) continue;
      const standing = { round, victoryPoints: victoryPointTotals(game, round), armyFacts: game.armyFacts };
      commandPoints = [...commandPoints, ...commandPointGains(standing, rules)];
    }
  } else {
    for (const round of roundsStartedBetween(to, from)) {
      if (commandPoints.some((entry) => entry.kind !== 'gain' && entry.round === round)) continue;
      commandPoints = commandPoints.filter((entry) => entry.round !== round);
    }
  }
  return ok({ ...game, position: to, commandPoints });
}

export function moveToNextPhase(game: Game, rules: CommandPointRules = COMMAND_POINT_RULES): Moved {
  const to = nextPosition(game.position);
  return to ? moveTo(game, to, rules) : fail([gameError('NO_NEXT_PHASE')]);
}

export function moveToPreviousPhase(game: Game, rules: CommandPointRules = COMMAND_POINT_RULES): Moved {
  const to = previousPosition(game.position);
  return to ? moveTo(game, to, rules) : fail([gameError('NO_PREVIOUS_PHASE')]);
}

/** To the next turn; firstPlayer, when given, is recorded for the round moved into first. */
export function moveToNextTurn(game: Game, firstPlayer: Player | undefined, rules: CommandPointRules = COMMAND_POINT_RULES): Moved {
  const to = nextTurnPosition(game.position);
  if (!to) return fail([gameError('NO_NEXT_PHASE')]);
  const chosen = firstPlayer === undefined ? game : withFirstPlayer(game, to.round, firstPlayer);
  return moveTo(chosen, to, rules);
}

export function withFirstPlayer(game: Game, round: number, player: Player): Game {
  return { ...game, rounds: game.rounds.map((entry, index) => (index === round - 1 ? { ...entry, firstPlayer: player } : entry)) };
}
