import type { CommandPointRules } from '../core-rules/command-points.js';
import type { Ability } from '../model/ability.js';
import type { FrequencyAbility } from '../phase/ability-frequency.js';
import type { ArmyFacts, Opponent, Player, VictoryPointParts } from './game.js';

/** Everything a player does to a game, as data. */
export type GameAction =
  | { type: 'nextPhase' }
  | { type: 'previousPhase' }
  /** To the start of the next turn (or the next round's Start of Battle Round); firstPlayer records a new round's priority roll. */
  | { type: 'nextTurn'; firstPlayer?: Player }
  | { type: 'setFirstPlayer'; round: number; player: Player }
  /** One tap on a command: its cost comes off the player's command points. */
  | { type: 'spendCommandPoints'; player: Player; command: Pick<Ability, 'id' | 'name' | 'cost'> }
  /** One tap on a command card: its cost spent and the command ticked as used (commands are once per phase). */
  | { type: 'useCommand'; player: Player; command: FrequencyAbility & Pick<Ability, 'id' | 'name'> }
  /** Takes back the player's last spend of this battle round (of one command when named), with the tick that use made. */
  | { type: 'undoSpend'; player: Player; commandId?: string }
  | { type: 'adjustCommandPoints'; player: Player; amount: number }
  /** Replaces the given parts of a player's victory points of a battle round. */
  | { type: 'setVictoryPoints'; player: Player; round: number; parts: Partial<VictoryPointParts> }
  | { type: 'tickAbility'; player: Player; ability: FrequencyAbility & Pick<Ability, 'id' | 'name'>; holder?: string | null }
  | { type: 'untickAbility'; player: Player; abilityId: string; holder?: string | null }
  | { type: 'setOpponent'; opponent: Partial<Opponent>; armyFacts?: Partial<ArmyFacts> }
  | { type: 'setBattleplan'; battleplan: string }
  /** Ends the game; the result follows from the victory point totals. */
  | { type: 'endGame' };

/** What the reducer needs besides the game: the time (stamped as updatedAt) and the command point rules. */
export type GameContext = { now: number; rules?: CommandPointRules };

/** Why an action was refused; the app words it from the code and params. */
export const GAME_ACTION_ERROR_CODES = [
  'GAME_FINISHED',
  'NO_NEXT_PHASE',
  'NO_PREVIOUS_PHASE',
  'FIRST_PLAYER_NOT_CHOSEN',
  'ROUND_NOT_REACHED',
  'NOT_A_COMMAND',
  'NOT_ENOUGH_COMMAND_POINTS',
  'NOTHING_TO_UNDO',
  'COMMAND_POINTS_BELOW_ZERO',
  'INVALID_VALUE',
  'NOT_A_LIST_CARD',
  'ABILITY_NOT_LIMITED',
  'ABILITY_ALREADY_USED',
  'ABILITY_NOT_USED',
] as const;
export type GameActionErrorCode = (typeof GAME_ACTION_ERROR_CODES)[number];

export type GameActionError = { code: GameActionErrorCode; params: Readonly<Record<string, string | number>> };

export function gameError(code: GameActionErrorCode, params: Record<string, string | number> = {}): GameActionError {
  return { code, params };
}
