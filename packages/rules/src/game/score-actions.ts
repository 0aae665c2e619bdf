import type { z } from 'zod/mini';

import { nameKey } from '../shared/name-key.js';
import { fail, ok, type Result } from '../shared/result.js';
import { gameSchemas, type ArmyFacts, type Game, type Opponent, type Player, type VictoryPointParts } from './game.js';
import { gameError, type GameActionError } from './game-action.js';
import { gameResult } from './game-result.js';
import { withFirstPlayer } from './move-game.js';
import { victoryPointTotals } from './victory-points.js';

type Changed = Result<Game, GameActionError>;

/** zod's first complaint as INVALID_VALUE, naming the field. */
function invalid(error: z.core.$ZodError): Changed {
  const issue = error.issues[0];
  return fail([gameError('INVALID_VALUE', { field: issue?.path.join('.') ?? '', issue: issue?.message ?? '' })]);
}

function checkRound(game: Game, round: number, reach: number): GameActionError | null {
  if (!gameSchemas().BattleRoundSchema.safeParse(round).success) return gameError('INVALID_VALUE', { field: 'round', value: String(round) });
  return round > game.position.round + reach ? gameError('ROUND_NOT_REACHED', { round }) : null;
}

/** Records who took the first turn of a battle round, up to the next one. */
export function setFirstPlayer(game: Game, round: number, player: Player): Changed {
  const refused = checkRound(game, round, 1);
  return refused ? fail([refused]) : ok(withFirstPlayer(game, round, player));
}

/**
 * Replaces parts of a player's victory points of a round reached so far. My
 * battle tactic must come from the list's cards. A finished game's result
 * follows its corrected totals.
 */
export function setVictoryPoints(game: Game, player: Player, round: number, parts: Partial<VictoryPointParts>): Changed {
  const refused = checkRound(game, round, 0);
  if (refused) return fail([refused]);
  const current = game.rounds[round - 1]!;
  const parsed = gameSchemas().VictoryPointPartsSchema.safeParse({ ...current.victoryPoints[player], ...parts });
  if (!parsed.success) return invalid(parsed.error);
  const card = parsed.data.battleTactic?.card;
  if (player === 'me' && card !== undefined && !game.list.battleTacticCards.some((name) => nameKey(name) === nameKey(card))) {
    return fail([gameError('NOT_A_LIST_CARD', { card })]);
  }
  const rounds = game.rounds.map((entry, index) =>
    index === round - 1 ? { ...entry, victoryPoints: { ...entry.victoryPoints, [player]: parsed.data } } : entry,
  );
  const scored = { ...game, rounds };
  return ok(scored.result === null ? scored : { ...scored, result: gameResult(victoryPointTotals(scored)) });
}

/** Sets what is known of the opponent: name, army, list, and the facts behind their extra command points. */
export function setOpponent(game: Game, opponent: Partial<Opponent>, armyFacts: Partial<ArmyFacts> = {}): Changed {
  const parsed = gameSchemas().OpponentSchema.safeParse({ ...game.opponent, ...opponent });
  if (!parsed.success) return invalid(parsed.error);
  const facts = gameSchemas().ArmyFactsSchema.safeParse({ ...game.armyFacts.opponent, ...armyFacts });
  if (!facts.success) return invalid(facts.error);
  return ok({ ...game, opponent: parsed.data, armyFacts: { ...game.armyFacts, opponent: facts.data } });
}

export function setBattleplan(game: Game, battleplan: string): Changed {
  const parsed = gameSchemas().BattleplanSchema.safeParse(battleplan);
  return parsed.success ? ok({ ...game, battleplan: parsed.data }) : invalid(parsed.error);
}

/** Ends the game where it stands; the result follows from the totals. */
export function endGame(game: Game, now: number): Changed {
  return ok({ ...game, result: gameResult(victoryPointTotals(game)), finishedAt: now });
}
