import { z } from 'zod/mini';

import { COMMAND_POINT_RULES, type CommandPointRules } from '../core-rules/command-points.js';
import type { ArmyList } from '../list/army-list.js';
import { buildArmyLookup } from '../lookup/build-army-lookup.js';
import type { GameData } from '../model/game-data.js';
import { listPoints } from '../points/list-points.js';
import { fail, ok, type Result } from '../shared/result.js';
import { builtOnce } from '../shared/built-once.js';
import { BATTLE_ROUNDS, GAME_SCHEMA_VERSION, gameSchemas, type ArmyFacts, type Game, type GameRound } from './game.js';
import { gameError, type GameActionError } from './game-action.js';
import { DEPLOYMENT } from './game-position.js';
import { NO_VICTORY_POINTS } from './victory-points.js';

/** The New game form: who and what the list plays against, and who took the first turn (made at its first use, as the game's). */
export const gameSetupSchema = builtOnce(() => {
  const { BattleplanSchema, OpponentListSchema, PlayerSchema } = gameSchemas();
  // A name left empty in the form is no name.
  const optionalName = z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(100)))),
    z.transform((name) => (name ? name : null)),
  );
  return z.object({
    id: z.string().check(z.minLength(1)),
    opponentName: optionalName,
    opponentArmy: optionalName,
    opponentList: z.optional(z.nullable(OpponentListSchema)),
    battleplan: z.optional(BattleplanSchema),
    firstPlayer: PlayerSchema,
  });
});
export type GameSetup = z.input<ReturnType<typeof gameSetupSchema>>;

/** What decides a list's extra command points: its auxiliary units, and whether it leaves the underspend margin unused. */
export function armyFactsOf(list: ArmyList, data: GameData, rules: CommandPointRules = COMMAND_POINT_RULES): ArmyFacts {
  const lookup = buildArmyLookup(data, list.faction);
  const points = lookup ? listPoints(list, lookup).total : null;
  return { auxiliaryUnits: list.auxiliaryUnits.length, underspent: points === null ? null : list.pointsCap - points >= rules.underspendMargin };
}

const UNKNOWN_FACTS: ArmyFacts = { auxiliaryUnits: null, underspent: null };

function emptyRound(firstPlayer: GameRound['firstPlayer']): GameRound {
  return { firstPlayer, victoryPoints: { me: NO_VICTORY_POINTS, opponent: NO_VICTORY_POINTS } };
}

/**
 * A new game of a list, in the Deployment Phase before battle round 1, from
 * the New game form. The list's name, army and battle tactic cards are kept
 * in the game; an opponent's list, when given as one of ours, also gives its
 * army and the facts behind its extra command points. Bad fields are refused
 * with INVALID_VALUE naming the field.
 */
export function startGame(
  setup: GameSetup,
  list: ArmyList,
  context: { now: number; data: GameData; rules?: CommandPointRules },
): Result<Game, GameActionError> {
  const parsed = gameSetupSchema().safeParse(setup);
  if (!parsed.success) {
    return fail(parsed.error.issues.map((issue) => gameError('INVALID_VALUE', { field: issue.path.join('.'), issue: issue.message })));
  }
  const { id, opponentName, opponentArmy, opponentList = null, battleplan = '', firstPlayer } = parsed.data;
  const rules = context.rules ?? COMMAND_POINT_RULES;
  const theirList = opponentList?.kind === 'list' ? opponentList.list : null;
  return ok({
    version: GAME_SCHEMA_VERSION,
    id,
    listId: list.id,
    list: { name: list.name, faction: list.faction, battleTacticCards: [list.battleTacticCard1, list.battleTacticCard2].filter((card) => card !== null) },
    opponent: { name: opponentName, army: opponentArmy ?? theirList?.faction ?? null, list: opponentList },
    battleplan,
    rounds: Array.from({ length: BATTLE_ROUNDS }, (_, index) => emptyRound(index === 0 ? firstPlayer : null)),
    position: DEPLOYMENT,
    armyFacts: { me: armyFactsOf(list, context.data, rules), opponent: theirList ? armyFactsOf(theirList, context.data, rules) : UNKNOWN_FACTS },
    commandPoints: [],
    ticks: [],
    result: null,
    createdAt: context.now,
    updatedAt: context.now,
    finishedAt: null,
    deleted: false,
    deletedAt: null,
  });
}
