import { z } from 'zod';
import { ABILITY_COLORS, ABILITY_TYPES, PHASES, TYPE_ATTRIBUTES } from './value-lists.js';

export const AbilityTypeSchema = z.enum(ABILITY_TYPES);
export type AbilityType = z.infer<typeof AbilityTypeSchema>;

export const AbilityColorSchema = z.enum(ABILITY_COLORS);
export type AbilityColor = z.infer<typeof AbilityColorSchema>;

export const TypeAttributeSchema = z.enum(TYPE_ATTRIBUTES);
export type TypeAttribute = z.infer<typeof TypeAttributeSchema>;

export const PhaseSchema = z.enum(PHASES);
export type Phase = z.infer<typeof PhaseSchema>;

export const AbilitySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: AbilityTypeSchema,
  /** 'Passive' for passive abilities, otherwise the timing line ('Your Hero Phase', 'Reaction: ...'). */
  timing: z.string(),
  color: AbilityColorSchema,
  typeAttribute: TypeAttributeSchema,
  /** Command-point cost of a command. */
  cost: z.number().int().nullable(),
  keywords: z.array(z.string()),
  effect: z.string(),
  declare: z.string().nullable(),
  usedBy: z.string().nullable(),
  castingValue: z.number().int().nullable(),
  chantingValue: z.number().int().nullable(),
  unlockCondition: z.string().nullable(),
  /** Blood Tithe or Fate points, for the two factions whose abilities carry them. */
  pointsCost: z.number().int().nullable(),
  /** Set on authored core abilities; derived by the battle view for everything else. */
  phase: PhaseSchema.nullable(),
});
export type Ability = z.infer<typeof AbilitySchema>;

/** A named piece of rules text with no card layout (weapon abilities, terrain rules, notes). */
export const RuleTextSchema = z.object({
  name: z.string(),
  description: z.string(),
});
export type RuleText = z.infer<typeof RuleTextSchema>;
