import type { AbilityTick, Game, GamePosition, Player, TickKind } from './game.js';

/**
 * Whether a use still counts at a position: a once-per-battle use always;
 * a once-per-battle-round use within its round; a once-per-turn use within
 * its turn (Start of Battle Round counts as a turn of its own); a
 * once-per-phase use within its phase.
 */
export function isTickActive(tick: Pick<AbilityTick, 'kind' | 'at'>, position: GamePosition): boolean {
  const sameRound = tick.at.round === position.round;
  const sameTurn = sameRound && tick.at.turn === position.turn;
  const scopes: Record<TickKind, boolean> = {
    oncePerBattle: true,
    oncePerBattleRound: sameRound,
    oncePerTurn: sameTurn,
    oncePerPhase: sameTurn && tick.at.phase === position.phase,
  };
  return scopes[tick.kind];
}

/** The uses that count now, of one player or both: the ticks on the ability cards. Cleared ones stay in the game's history. */
export function activeTicks(game: Pick<Game, 'ticks' | 'position'>, player?: Player): AbilityTick[] {
  return game.ticks.filter((tick) => (player === undefined || tick.player === player) && isTickActive(tick, game.position));
}

/** Whether an ability (of a holder, when each unit may use it) is used for now. */
export function isAbilityUsed(game: Pick<Game, 'ticks' | 'position'>, player: Player, abilityId: string, holder: string | null = null): boolean {
  return activeTicks(game, player).some((tick) => tick.abilityId === abilityId && tick.holder === holder);
}
