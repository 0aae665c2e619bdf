import type { CommandPointRules } from '../core-rules/command-points.js';
import { lastIndexWhere } from '../shared/last-index-where.js';
import { PLAYERS, type ArmyFacts, type CommandPointEntry, type Game, type Player } from './game.js';

/** What an entry does to its player's command points. */
function change(entry: CommandPointEntry): number {
  return entry.kind === 'spend' ? -entry.amount : entry.amount;
}

/** A player's command points in hand: the current battle round's gains, less spends, plus corrections. */
export function commandPointsInHand(game: Pick<Game, 'commandPoints' | 'position'>, player: Player): number {
  let points = 0;
  for (const entry of game.commandPoints) if (entry.player === player && entry.round === game.position.round) points += change(entry);
  return points;
}

export type CommandPointSpend = Extract<CommandPointEntry, { kind: 'spend' }>;

/** The index in the ledger of the player's last spend of the current battle round (of one command when named), or -1. */
export function lastSpendIndex(game: Pick<Game, 'commandPoints' | 'position'>, player: Player, commandId?: string): number {
  return lastIndexWhere(
    game.commandPoints,
    (entry) =>
      entry.kind === 'spend' && entry.player === player && entry.round === game.position.round && (commandId === undefined || entry.command.id === commandId),
  );
}

/** The player's last spend of the current battle round, what Undo takes back; null when there is none. */
export function lastCommandSpend(game: Pick<Game, 'commandPoints' | 'position'>, player: Player): CommandPointSpend | null {
  const entry = game.commandPoints[lastSpendIndex(game, player)];
  return entry?.kind === 'spend' ? entry : null;
}

/** What decides the extra command points at the start of a battle round. */
export type RoundStanding = {
  round: number;
  /** Victory points scored before the round. */
  victoryPoints: Record<Player, number>;
  armyFacts: Record<Player, ArmyFacts>;
};

function fewer(values: Record<Player, number | null>): Player | null {
  const { me, opponent } = values;
  if (me === null || opponent === null || me === opponent) return null;
  return me < opponent ? 'me' : 'opponent';
}

/**
 * The command points each player gains as a battle round starts
 * (COMMAND_POINT_RULES): the round's allowance, then the underdog's point,
 * the point for fewer auxiliary units and, in the first round, the
 * underspend point. A bonus whose facts the game does not know is not given.
 */
export function commandPointGains(standing: RoundStanding, rules: CommandPointRules): CommandPointEntry[] {
  const { round } = standing;
  const gains: CommandPointEntry[] = PLAYERS.map((player) => ({ kind: 'gain', player, round, reason: 'battleRound', amount: rules.perBattleRound }));
  const underdog = fewer(standing.victoryPoints);
  if (underdog) gains.push({ kind: 'gain', player: underdog, round, reason: 'underdog', amount: rules.underdog });
  const auxiliaries = fewer({ me: standing.armyFacts.me.auxiliaryUnits, opponent: standing.armyFacts.opponent.auxiliaryUnits });
  if (auxiliaries) gains.push({ kind: 'gain', player: auxiliaries, round, reason: 'fewerAuxiliaryUnits', amount: rules.fewerAuxiliaryUnits });
  if (round === 1) {
    for (const player of PLAYERS) {
      if (standing.armyFacts[player].underspent === true) gains.push({ kind: 'gain', player, round, reason: 'underspend', amount: rules.underspend });
    }
  }
  return gains;
}
