import { z } from 'zod';

import { AbilitySchema } from './ability.js';
import { UnitSchema } from './unit.js';
import { ENHANCEMENT_TABLE_KINDS, GRAND_ALLIANCES, LORE_KINDS } from './value-lists.js';

export const GrandAllianceSchema = z.enum(GRAND_ALLIANCES);
export type GrandAlliance = z.infer<typeof GrandAllianceSchema>;

export const BattleTraitsSchema = z.object({
  name: z.string(),
  abilities: z.array(AbilitySchema),
  /** Rules text that is not an ability card (notes, restrictions). */
  rules: z.array(z.string()),
});
export type BattleTraits = z.infer<typeof BattleTraitsSchema>;

export const BattleFormationSchema = z.object({
  id: z.string(),
  name: z.string(),
  points: z.number().int(),
  legends: z.boolean(),
  /** Part of a seasonal supplement (Scourge of Ghyran or Scourge of Aqshy). */
  sog: z.boolean(),
  abilities: z.array(AbilitySchema),
});
export type BattleFormation = z.infer<typeof BattleFormationSchema>;

export const EnhancementSchema = z.object({
  id: z.string(),
  name: z.string(),
  points: z.number().int(),
  abilities: z.array(AbilitySchema),
});
export type Enhancement = z.infer<typeof EnhancementSchema>;

/** A visible sub-table of an enhancement table ('Aspects of Azyr' under 'Heroic Traits'). */
export const EnhancementSetSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The publication it comes from, so same-named sets of two books stay apart. */
  publicationId: z.string().nullable(),
  enhancements: z.array(EnhancementSchema),
});
export type EnhancementSet = z.infer<typeof EnhancementSetSchema>;

export const EnhancementTableSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(ENHANCEMENT_TABLE_KINDS),
  /** How many of this table one list may take (3 for First Circle Titles). */
  maxPerList: z.number().int(),
  restrictionText: z.string().nullable(),
  sets: z.array(EnhancementSetSchema),
});
export type EnhancementTable = z.infer<typeof EnhancementTableSchema>;

export const LoreKindSchema = z.enum(LORE_KINDS);
export type LoreKind = z.infer<typeof LoreKindSchema>;

export const LoreSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: LoreKindSchema,
  points: z.number().int(),
  legends: z.boolean(),
  /** Part of a seasonal supplement (Scourge of Ghyran or Scourge of Aqshy). */
  sog: z.boolean(),
  abilities: z.array(AbilitySchema),
  /** Names of the manifestation units its spells summon. */
  units: z.array(z.string()),
});
export type Lore = z.infer<typeof LoreSchema>;

export const ArmyLoresSchema = z.object({
  spell: z.array(LoreSchema),
  prayer: z.array(LoreSchema),
  manifestation: z.array(LoreSchema),
});
export type ArmyLores = z.infer<typeof ArmyLoresSchema>;

const unitNames = z.array(z.string());

export const KnownArmyOptionSchema = z.discriminatedUnion('type', [
  /** One of these units must be the general. */
  z.object({ type: z.literal('RequiredGeneral'), units: unitNames }),
  /** When one of these units is in the list, it must be the general. */
  z.object({ type: z.literal('GeneralIfIncluded'), units: unitNames }),
  /** Between min and max of these units must be in the list. */
  z.object({ type: z.literal('MustBeIncluded'), min: z.number().int(), max: z.number().int(), units: unitNames }),
  /** These non-hero units may be the general; only one of them. */
  z.object({ type: z.literal('GeneralIfHero'), units: unitNames }),
  /** The list may hold one onePerUnit per enablingUnit. */
  z.object({
    type: z.literal('OnePerX'),
    enablingUnit: z.string(),
    onePerUnit: z.string(),
    /** How many the list may hold without any enabling unit. */
    base: z.number().int(),
  }),
  /** A rule the app cannot check; shown to the player as text. */
  z.object({ type: z.literal('Custom'), note: z.string() }),
]);
export type KnownArmyOption = z.infer<typeof KnownArmyOptionSchema>;

/** Options of a type this version does not know still load; validation reports them. */
export const UnknownArmyOptionSchema = z.looseObject({ type: z.string() });
export const ArmyOptionSchema = z.union([KnownArmyOptionSchema, UnknownArmyOptionSchema]);
export type ArmyOption = KnownArmyOption | z.infer<typeof UnknownArmyOptionSchema>;

export const ArmyOfRenownRefSchema = z.object({ name: z.string(), legends: z.boolean() });

export const ArmySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** For an army of renown: the army it belongs to (which may not be in the data). */
  parentArmy: z.string().nullable(),
  alliance: GrandAllianceSchema,
  isArmyOfRenown: z.boolean(),
  legends: z.boolean(),
  revision: z.number().int(),
  /** The faction keyword its units share ('STORMCAST ETERNALS'). */
  keyword: z.string().nullable(),
  armiesOfRenown: z.array(ArmyOfRenownRefSchema),
  units: z.array(UnitSchema),
  battleTraits: z.array(BattleTraitsSchema),
  battleFormations: z.array(BattleFormationSchema),
  enhancementTables: z.array(EnhancementTableSchema),
  lores: ArmyLoresSchema,
  /** Names of the regiments of renown this army may take. */
  regimentsOfRenown: z.array(z.string()),
  options: z.array(ArmyOptionSchema),
});
export type Army = z.infer<typeof ArmySchema>;
