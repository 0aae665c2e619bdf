// The words of a game at the table: the engine gives codes, positions and
// results; these are the sentences and labels players read.
import { playerInTurn, type Game, type GameActionError, type GameResult, type Player, type TickKind } from '@scrolldex/rules';

/** 'You', or the opponent's name ('Opponent' when the form left it empty). */
export function playerName(game: Pick<Game, 'opponent'>, player: Player): string {
  return player === 'me' ? 'You' : (game.opponent.name ?? 'Opponent');
}

/** 'Your turn', "Alice's turn". */
function turnOf(game: Game, player: Player): string {
  return player === 'me' ? 'Your turn' : `${game.opponent.name ? `${game.opponent.name}'s` : "Opponent's"} turn`;
}

/** The line over the phase name: where the game stands. */
export function positionLabel(game: Game): string {
  const { round, turn, phase } = game.position;
  if (phase === 'Deployment Phase') return 'Before the battle';
  const player = playerInTurn(game.position, game.rounds[round - 1]?.firstPlayer ?? null);
  if (turn === 0 || player === null) return `Battle round ${round} of 5`;
  return `Round ${round} · ${turnOf(game, player)}`;
}

/** '1 victory point', '12 victory points'. */
export function victoryPointsLabel(points: number): string {
  return points === 1 ? '1 victory point' : `${points} victory points`;
}

const RESULTS: Record<GameResult, string> = { won: 'Won', drawn: 'Drawn', lost: 'Lost' };

export function resultLabel(result: GameResult): string {
  return RESULTS[result];
}

/** The fields the engine names when it refuses a value. */
const FIELDS: Readonly<Record<string, string>> = {
  opponentName: "opponent's name",
  opponentArmy: "opponent's army",
  name: 'name',
  army: 'army',
  battleplan: 'battleplan name',
  objectives: 'number of objectives',
  other: 'number of points',
  points: 'number of points',
  amount: 'number of command points',
  round: 'battle round',
  holder: 'unit',
};

const SCOPES: Record<TickKind, string> = {
  oncePerBattle: 'this battle',
  oncePerBattleRound: 'this battle round',
  oncePerTurn: 'this turn',
  oncePerPhase: 'this phase',
};

/** The sentence for an action the engine refused. */
export function gameActionSentence(error: GameActionError): string {
  const params = error.params;
  switch (error.code) {
    case 'GAME_FINISHED':
      return 'This game has ended.';
    case 'NO_NEXT_PHASE':
      return 'This is the last phase of the game.';
    case 'NO_PREVIOUS_PHASE':
      return 'This is the first phase of the game.';
    case 'FIRST_PLAYER_NOT_CHOSEN':
      return `Choose who takes the first turn of battle round ${params.round}.`;
    case 'ROUND_NOT_REACHED':
      return `Battle round ${params.round} has not started yet.`;
    case 'NOT_A_COMMAND':
      return `${params.ability} is not a command: it costs no command points.`;
    case 'NOT_ENOUGH_COMMAND_POINTS':
      return `Not enough command points for ${params.command}: it costs ${params.needed}, ${params.available} left.`;
    case 'NOTHING_TO_UNDO':
      return 'No command points were spent this battle round.';
    case 'COMMAND_POINTS_BELOW_ZERO':
      return 'Command points cannot go below 0.';
    case 'INVALID_VALUE':
      return `That is not a valid ${FIELDS[String(params.field)] ?? 'value'}.`;
    case 'NOT_A_LIST_CARD':
      return `${params.card} is not one of the list's battle tactic cards.`;
    case 'ABILITY_NOT_LIMITED':
      return `${params.ability} may be used any number of times.`;
    case 'ABILITY_ALREADY_USED':
      return `${params.ability} is already used ${SCOPES[params.kind as TickKind] ?? 'for now'}.`;
    case 'ABILITY_NOT_USED':
      return 'That ability is not marked as used.';
  }
}

/** '10 January 2026', in the player's language and time zone. */
export function playedOnLabel(at: number): string {
  return new Date(at).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
}
