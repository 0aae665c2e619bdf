import type { Ability } from '../model/ability.js';
import { abilityFrequency, type FrequencyAbility } from '../phase/ability-frequency.js';
import { fail, ok, type Result } from '../shared/result.js';
import { activeTicks, isAbilityUsed } from './ability-ticks.js';
import type { Game, Player } from './game.js';
import { gameError, type GameActionError } from './game-action.js';
import { lastIndexWhere } from '../shared/last-index-where.js';

type Changed = Result<Game, GameActionError>;

/**
 * Marks a limited ability used, now. An army-wide ability ('(Army)', a
 * command, a spell) is used by the army whichever unit uses it; any other
 * is used by each holder on its own when the player names one. An ability
 * already used in its scope (a once-per-battle ability ever) is refused.
 */
export function tickAbility(game: Game, player: Player, ability: FrequencyAbility & Pick<Ability, 'id' | 'name'>, holder: string | null): Changed {
  const frequency = abilityFrequency(ability);
  if (frequency.kind === 'unlimited') return fail([gameError('ABILITY_NOT_LIMITED', { ability: ability.name })]);
  const user = frequency.per === 'army' ? null : holder;
  if (user !== null && (user.trim() === '' || user.length > 100)) return fail([gameError('INVALID_VALUE', { field: 'holder', value: user })]);
  if (isAbilityUsed(game, player, ability.id, user)) return fail([gameError('ABILITY_ALREADY_USED', { ability: ability.name, kind: frequency.kind })]);
  const tick = { player, abilityId: ability.id, abilityName: ability.name, holder: user, kind: frequency.kind, at: game.position };
  return ok({ ...game, ticks: [...game.ticks, tick] });
}

/** Takes back the latest use that still counts, of the holder when one is named. */
export function untickAbility(game: Game, player: Player, abilityId: string, holder: string | null | undefined): Changed {
  const active = new Set(activeTicks(game, player));
  const index = lastIndexWhere(game.ticks, (tick) => active.has(tick) && tick.abilityId === abilityId && (holder === undefined || tick.holder === holder));
  if (index === -1) return fail([gameError('ABILITY_NOT_USED', { abilityId })]);
  return ok({ ...game, ticks: game.ticks.filter((_, position) => position !== index) });
}
