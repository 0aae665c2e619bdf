import { z } from 'zod';

import { AbilitySchema } from './ability.js';
import { COMMAND_MODELS, UNIT_TYPES } from './value-lists.js';
import { WeaponSchema } from './weapon.js';

export const UnitTypeSchema = z.enum(UNIT_TYPES);
export type UnitType = z.infer<typeof UnitTypeSchema>;

export const CommandModelSchema = z.enum(COMMAND_MODELS);
export type CommandModel = z.infer<typeof CommandModelSchema>;

/** An optional weapon that some models of a unit may take instead of their basic one. */
export const WeaponOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** How many models of the unit may take it; -1 means no limit. Doubled when reinforced. */
  max: z.number().int(),
  weapons: z.array(WeaponSchema),
  /** Names of the basic weapons a model gives up when it takes this option. */
  replaces: z.array(z.string()),
});
export type WeaponOption = z.infer<typeof WeaponOptionSchema>;

/** One choice of an option set: a weapon loadout, a mount, a banner. */
export const UnitOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  weapons: z.array(WeaponSchema),
  abilities: z.array(AbilitySchema),
});
export type UnitOption = z.infer<typeof UnitOptionSchema>;

/** A group of mutually exclusive options ('Wargear Options'). */
export const OptionSetSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Selections per model; a set with min 1 needs a choice. */
  min: z.number().int(),
  max: z.number().int(),
  options: z.array(UnitOptionSchema),
});
export type OptionSet = z.infer<typeof OptionSetSchema>;

export const ModelSchema = z.object({
  name: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  baseSize: z.string().nullable(),
  weapons: z.object({
    basic: z.array(WeaponSchema),
    advanced: z.array(WeaponOptionSchema),
  }),
  optionSets: z.array(OptionSetSchema),
});
export type Model = z.infer<typeof ModelSchema>;

/**
 * One line of a leader's battle profile: which units may join its regiment.
 * A unit matches when it has every keyword (at least one keyword required), or
 * one of the subhero categories, or one of the unit names, and none of the nonKeywords.
 */
export const RegimentOptionSchema = z.object({
  /** -1 for max means any number. */
  min: z.number().int(),
  max: z.number().int(),
  unitNames: z.array(z.string()),
  keywords: z.array(z.string()),
  nonKeywords: z.array(z.string()),
  subheroCategories: z.array(z.string()),
  /** True when the option admits heroes (sub-heroes) rather than non-hero units. */
  heroes: z.boolean(),
});
export type RegimentOption = z.infer<typeof RegimentOptionSchema>;

export const BattleProfileSchema = z.object({
  unitSize: z.number().int(),
  baseSize: z.string().nullable(),
  regimentOptions: z.array(RegimentOptionSchema),
  /** Helper categories this unit counts as when a leader's option names them. */
  subheroCategories: z.array(z.string()),
  /** A companion unit: the name of the leader whose regiment it must join. */
  requiredLeader: z.string().nullable(),
  /** An undersize unit: the name of the unit that allows one of it each. */
  undersizeCondition: z.string().nullable(),
});
export type BattleProfile = z.infer<typeof BattleProfileSchema>;

export const UnitSchema = z.object({
  id: z.string(),
  name: z.string(),
  points: z.number().int(),
  type: UnitTypeSchema,
  /** Upper-case keywords, including UNIQUE, WARMASTER, CHAMPION and the faction keyword. */
  keywords: z.array(z.string()),
  move: z.string().nullable(),
  health: z.string().nullable(),
  save: z.string().nullable(),
  control: z.string().nullable(),
  ward: z.string().nullable(),
  banishment: z.string().nullable(),
  models: z.array(ModelSchema),
  /** Option sets chosen once for the whole unit rather than per model (a Mark of Chaos). */
  optionSets: z.array(OptionSetSchema),
  commandModels: z.array(CommandModelSchema),
  abilities: z.array(AbilitySchema),
  battleProfile: BattleProfileSchema,
  isWarmaster: z.boolean(),
  /** Takes no regiment slot of its own: the regiment it joins may hold one more unit (Freeguild Command Corps). */
  addsRegimentSlot: z.boolean(),
  isUndersize: z.boolean(),
  canBeReinforced: z.boolean(),
  legends: z.boolean(),
  /** Names of the army's enhancement tables this unit may take from. */
  enhancementTables: z.array(z.string()),
  /** For manifestations: the lore that summons it. */
  summonedBy: z.string().nullable(),
});
export type Unit = z.infer<typeof UnitSchema>;
