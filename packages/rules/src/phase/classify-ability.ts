import type { Ability, Phase } from '../model/ability.js';
import { PHASES } from '../model/value-lists.js';
import { COLOUR_PHASES, DAMAGE_TABLE, NAME_RULES, normalisePhaseText, PASSIVE_TIMING, REACTION_PATTERNS, TIMING_RULES } from './phase-patterns.js';

/** Which rule placed an ability, in precedence order. */
export const CLASSIFICATION_RULES = ['name', 'authored', 'passive', 'reaction', 'timing', 'colour'] as const;
export type ClassificationRule = (typeof CLASSIFICATION_RULES)[number];

/** Why an ability is left out of the battle view; a damage table is the only reason left. */
export type DropReason = 'damageTable';

export type AbilityClassification =
  | { kind: 'dropped'; reason: DropReason }
  | {
      kind: 'placed';
      /** In battle-view phase order, never empty. */
      phases: readonly Phase[];
      rule: ClassificationRule;
      isReaction: boolean;
    };

export type ClassifiableAbility = Pick<Ability, 'name' | 'timing' | 'color' | 'typeAttribute' | 'phase' | 'effect'>;

const PASSIVES: Phase = 'Passives & Reactions';

export function isReactionTiming(timing: string): boolean {
  const text = normalisePhaseText(timing);
  return REACTION_PATTERNS.some((pattern) => pattern.test(text));
}

function isDamageTable(ability: ClassifiableAbility, timing: string): boolean {
  return ability.typeAttribute === DAMAGE_TABLE.typeAttribute && timing === PASSIVE_TIMING && DAMAGE_TABLE.effect.test(normalisePhaseText(ability.effect));
}

function inPhaseOrder(phases: readonly Phase[]): Phase[] {
  return PHASES.filter((phase) => phases.includes(phase));
}

// A passive or reaction also shows in the phase its colour names, so a red
// passive is at hand while fighting; black and green already mean Passives,
// and an unknown colour says nothing, so neither adds a second phase.
function withColourPhase(ability: ClassifiableAbility): Phase[] {
  const colourPhase = COLOUR_PHASES[ability.color];
  return colourPhase === 'Unknown Phase' ? [PASSIVES] : inPhaseOrder([PASSIVES, colourPhase]);
}

/**
 * The battle-view phases an ability appears in, or why it is left out.
 *
 * Precedence, first match wins:
 * 1. name: All-out Attack, All-out Defence and Champion go to Passives, Shooting and Combat;
 * 2. authored: an ability that states its phase (the authored core abilities) goes there,
 *    plus Passives when it is a reaction;
 * 3. dropped: a damage table (DAMAGE_TABLE), the only thing left out;
 * 4. passive ('Passive' timing) or reaction (timing containing 'Reaction'): Passives plus the colour's phase;
 * 5. timing: the first TIMING_RULES row the timing matches, Deployment Phase and
 *    Start of Battle Round included (docs/decisions.md, "Deployment Phase": shown there, not dropped);
 * 6. colour: COLOUR_PHASES.
 */
export function classifyAbility(ability: ClassifiableAbility): AbilityClassification {
  const timing = normalisePhaseText(ability.timing);
  const isReaction = REACTION_PATTERNS.some((pattern) => pattern.test(timing));

  const byName = NAME_RULES.find((rule) => rule.name === normalisePhaseText(ability.name));
  if (byName) return { kind: 'placed', phases: inPhaseOrder(byName.phases), rule: 'name', isReaction };

  if (ability.phase !== null) {
    const phases = isReaction ? inPhaseOrder([PASSIVES, ability.phase]) : [ability.phase];
    return { kind: 'placed', phases, rule: 'authored', isReaction };
  }

  if (isDamageTable(ability, timing)) return { kind: 'dropped', reason: 'damageTable' };

  if (timing === PASSIVE_TIMING) return { kind: 'placed', phases: withColourPhase(ability), rule: 'passive', isReaction };
  if (isReaction) return { kind: 'placed', phases: withColourPhase(ability), rule: 'reaction', isReaction };

  const byTiming = TIMING_RULES.find((rule) => rule.pattern.test(timing));
  if (byTiming) return { kind: 'placed', phases: [byTiming.phase], rule: 'timing', isReaction };

  return { kind: 'placed', phases: [COLOUR_PHASES[ability.color]], rule: 'colour', isReaction };
}

/** The phases an ability appears in; empty when it is dropped. */
export function abilityPhases(ability: ClassifiableAbility): readonly Phase[] {
  const classification = classifyAbility(ability);
  return classification.kind === 'placed' ? classification.phases : [];
}
