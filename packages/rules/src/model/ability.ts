import { z } from 'zod';

/** Ability kinds as the game data names them (`Ability (Passive)` and so on). */
export const ABILITY_TYPES = ['Activated', 'Passive', 'Spell', 'Command', 'Prayer', 'BloodTithe', 'Fate', 'Unknown'] as const;
export const AbilityTypeSchema = z.enum(ABILITY_TYPES);
export type AbilityType = z.infer<typeof AbilityTypeSchema>;

/** The colour bar of an ability card; it encodes the phase the ability belongs to. */
export const ABILITY_COLORS = ['black', 'green', 'yellow', 'grey', 'blue', 'orange', 'red', 'purple', 'unknown'] as const;
export const AbilityColorSchema = z.enum(ABILITY_COLORS);
export type AbilityColor = z.infer<typeof AbilityColorSchema>;

/** The small icon of an ability card. */
export const TYPE_ATTRIBUTES = ['offensive', 'defensive', 'movement', 'special', 'damage', 'shooting', 'rallying', 'control', 'unknown'] as const;
export const TypeAttributeSchema = z.enum(TYPE_ATTRIBUTES);
export type TypeAttribute = z.infer<typeof TypeAttributeSchema>;

/** Battle-view phases, in play order. */
export const PHASES = [
  'Passives & Reactions',
  'Deployment Phase',
  'Start of Battle Round',
  'Start of Turn',
  'Hero Phase',
  'Movement Phase',
  'Shooting Phase',
  'Charge Phase',
  'Combat Phase',
  'End of Turn',
  'Unknown Phase',
] as const;
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
