import type { AbilityColor, Phase, TypeAttribute } from '../model/ability.js';

// The battle view's classification rules as data,
// so a rule change is a table edit and the tests can walk
// the tables. Every pattern runs on normalised text (see normalisePhaseText):
// lower case, markdown markers gone, whitespace collapsed to single spaces.

/**
 * The commands players use in more than one phase, placed by name before
 * anything else looks at them: their timing and colour name only one phase.
 */
export const NAME_RULES: readonly { name: string; phases: readonly Phase[] }[] = [
  { name: 'all-out attack', phases: ['Passives & Reactions', 'Shooting Phase', 'Combat Phase'] },
  { name: 'all-out defence', phases: ['Passives & Reactions', 'Shooting Phase', 'Combat Phase'] },
  { name: 'champion', phases: ['Passives & Reactions', 'Shooting Phase', 'Combat Phase'] },
];

/**
 * A damage table ('Battle Damaged', 'Necromantic Limits'): a passive with the
 * damage icon that changes a characteristic once the unit has taken enough
 * damage. It is warscroll data, not an ability to use, so the battle view
 * leaves it out. The damage icon alone is not enough: 'The Price of Mercy'
 * (an End of Turn ability) and 'Gutless' (a restriction) carry it too.
 */
export const DAMAGE_TABLE: { typeAttribute: TypeAttribute; effect: RegExp } = {
  typeAttribute: 'damage',
  effect: /\bwhile this unit has \d+ or more damage points\b/,
};

/** The whole timing of a passive ability. */
export const PASSIVE_TIMING = 'passive';

/**
 * Reactions. The data sometimes drops the 'Reaction:' prefix and starts with
 * 'You declared ...' or 'Opponent declared ...'; those still react to
 * something, so they are treated the same way.
 */
export const REACTION_PATTERNS: readonly RegExp[] = [/\breaction\b/, /^(?:you|your opponent|opponent) declared\b/];

/**
 * Timing text that names a moment of the battle, first match wins. The
 * battle-round rows come first because 'Once Per Battle Round, Start of Your
 * Turn' must not read as the start of a battle round; phase names allow a
 * missing space ('Your CombatPhase', 'Any HeroPhase') as the data has them.
 */
export const TIMING_RULES: readonly { pattern: RegExp; phase: Phase }[] = [
  // Shown, not dropped (docs/decisions.md, "Deployment Phase"): players forget exactly these.
  { pattern: /\bdeployment ?phase\b/, phase: 'Deployment Phase' },
  { pattern: /\bstart of (?:the )?(?:first )?battle round\b/, phase: 'Start of Battle Round' },
  // 'Once Per Battle, Start of Battle': the moment just before the first battle round.
  { pattern: /\bstart of (?:the )?battle\b/, phase: 'Start of Battle Round' },
  // 'End of the First Battle Round' happens as the second turn of the round ends.
  { pattern: /\bend of (?:the )?(?:first )?battle round\b/, phase: 'End of Turn' },
  { pattern: /\bstart of (?:[a-z']+ )*?turn\b/, phase: 'Start of Turn' },
  { pattern: /\bend of (?:[a-z']+ )*?turn\b/, phase: 'End of Turn' },
  { pattern: /\bhero ?phase\b/, phase: 'Hero Phase' },
  { pattern: /\bmovement ?phase\b/, phase: 'Movement Phase' },
  { pattern: /\bshooting ?phase\b/, phase: 'Shooting Phase' },
  { pattern: /\bcharge ?phase\b/, phase: 'Charge Phase' },
  { pattern: /\bcombat ?phase\b/, phase: 'Combat Phase' },
];

/** The colour bar of an ability card and the phase it stands for. */
export const COLOUR_PHASES: Readonly<Record<AbilityColor, Phase>> = {
  black: 'Passives & Reactions',
  green: 'Passives & Reactions',
  yellow: 'Hero Phase',
  grey: 'Movement Phase',
  blue: 'Shooting Phase',
  orange: 'Charge Phase',
  red: 'Combat Phase',
  purple: 'End of Turn',
  unknown: 'Unknown Phase',
};

/** Lower case, no markdown emphasis or keyword markers, single spaces. */
export function normalisePhaseText(text: string): string {
  return text.toLowerCase().replace(/[*^_]/g, '').replace(/\s+/g, ' ').trim();
}
