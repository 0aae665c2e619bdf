import type { Ability } from '../model/ability.js';
import {
  ARMY_HEADER,
  COMMAND_TYPE,
  DECLARE_HEADER,
  ONCE_PER_HEADERS,
  SPELL_OR_PRAYER,
  TURN_PATTERNS,
  UNLIMITED_KEYWORD,
  UNLIMITED_TEXTS,
  type FrequencyKind,
} from './frequency-patterns.js';
import { normalisePhaseText } from './phase-patterns.js';

/** Which rule gave an ability its frequency, in precedence order. */
export const FREQUENCY_RULES = ['timing', 'declare', 'text', 'keyword', 'command', 'spellOrPrayer', 'none'] as const;
export type FrequencyRule = (typeof FREQUENCY_RULES)[number];

export type AbilityFrequency = {
  kind: FrequencyKind;
  /**
   * 'army': the army as a whole uses it that often ('(Army)' headers,
   * commands, spells and prayers); 'user': each unit that has it (or, for an
   * ability of the army such as a battle trait, the player).
   */
  per: 'army' | 'user';
  /** The turns it is used in, from its timing: 'Your Hero Phase' is yours, 'End of Enemy Turn' the opponent's. */
  turn: 'yours' | 'opponents' | 'any';
  rule: FrequencyRule;
};

export type FrequencyAbility = Pick<Ability, 'timing' | 'declare' | 'effect' | 'usedBy' | 'type' | 'cost' | 'keywords'>;

function headerKind(text: string): Exclude<FrequencyKind, 'unlimited'> | null {
  return ONCE_PER_HEADERS.find((header) => header.pattern.test(text))?.kind ?? null;
}

function turnOf(timing: string): AbilityFrequency['turn'] {
  return TURN_PATTERNS.find((row) => row.pattern.test(timing))?.turn ?? 'any';
}

/**
 * How often an ability may be used. Precedence, first match wins:
 * 1. timing: a 'Once Per Battle / Battle Round / Turn / Phase' header, '(Army)' making it the army's;
 * 2. declare: the same header where the data put it in the declare text;
 * 3. text: the ability says it can be used more than once per phase: unlimited;
 * 4. keyword: UNLIMITED: unlimited;
 * 5. command: a command (or any ability with a command-point cost): once per phase for the army;
 * 6. spellOrPrayer: a Spell or Prayer: once per phase for the army;
 * 7. none: nothing limits it beyond a unit using an ability once per phase: unlimited.
 */
export function abilityFrequency(ability: FrequencyAbility): AbilityFrequency {
  const timing = normalisePhaseText(ability.timing);
  const turn = turnOf(timing);
  const fromTiming = headerKind(timing);
  if (fromTiming) return { kind: fromTiming, per: ARMY_HEADER.test(timing) ? 'army' : 'user', turn, rule: 'timing' };

  const declare = normalisePhaseText(ability.declare ?? '');
  const fromDeclare = DECLARE_HEADER.test(declare) ? headerKind(declare) : null;
  if (fromDeclare) return { kind: fromDeclare, per: ARMY_HEADER.test(declare) ? 'army' : 'user', turn: turnOf(declare), rule: 'declare' };

  const texts = [declare, normalisePhaseText(ability.effect), normalisePhaseText(ability.usedBy ?? '')];
  if (texts.some((text) => UNLIMITED_TEXTS.some((pattern) => pattern.test(text)))) return { kind: 'unlimited', per: 'user', turn, rule: 'text' };

  if (ability.keywords.some((keyword) => UNLIMITED_KEYWORD.test(normalisePhaseText(keyword)))) return { kind: 'unlimited', per: 'user', turn, rule: 'keyword' };
  if (ability.type === COMMAND_TYPE || ability.cost !== null) return { kind: 'oncePerPhase', per: 'army', turn, rule: 'command' };
  if (SPELL_OR_PRAYER.types.includes(ability.type) || ability.keywords.some((keyword) => SPELL_OR_PRAYER.keywords.includes(keyword))) {
    return { kind: 'oncePerPhase', per: 'army', turn, rule: 'spellOrPrayer' };
  }
  return { kind: 'unlimited', per: 'user', turn, rule: 'none' };
}

/** True for the abilities a game tracks with a tick: anything used a limited number of times. */
export function isLimited(frequency: AbilityFrequency): boolean {
  return frequency.kind !== 'unlimited';
}
