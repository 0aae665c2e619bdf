import { z } from 'zod';

import { AbilitySchema } from './ability.js';
import { WeaponSchema } from './weapon.js';

/** One thing a campaign lets a roster take: an ability, an artefact, a scar, a quest, an upgrade. */
export const CampaignEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  abilities: z.array(AbilitySchema),
  weapons: z.array(WeaponSchema),
  /** Rules text with no card layout (how an upgrade works, what an ingredient does). */
  notes: z.array(z.string()),
  /**
   * Destiny points in the Anvil of Apotheosis: what an option costs (negative,
   * Gargantuan Hero -8) or the budget a size gives (positive, Imposing Monument 15);
   * null for entries outside the Anvil.
   */
  destinyPoints: z.number().int().nullable().default(null),
});
export type CampaignEntry = z.infer<typeof CampaignEntrySchema>;

/** The abilities of one rank of a path ('Aspiring', 'Elite', 'Mighty', 'Legendary'). */
export const PathRankSchema = z.object({
  rank: z.string(),
  /** How many of this rank's abilities a unit may have; null when the data sets no limit. */
  maxSelections: z.number().int().nullable(),
  /** The renown points a unit needs to reach this rank; null when the data does not say (data converted before it was read). */
  renownNeeded: z.number().int().nullable().default(null),
  abilities: z.array(AbilitySchema),
});
export type PathRank = z.infer<typeof PathRankSchema>;

/** Which units something is for, by keyword: a keyword had or not had, all of several, or any of several. */
export type UnitCondition = { keyword: string; has: boolean } | { all: UnitCondition[] } | { any: UnitCondition[] };
export const UnitConditionSchema: z.ZodType<UnitCondition> = z.lazy(() =>
  z.union([
    z.object({ keyword: z.string(), has: z.boolean() }),
    z.object({ all: z.array(UnitConditionSchema) }),
    z.object({ any: z.array(UnitConditionSchema) }),
  ]),
);

/** A path a unit of the Order of Battle follows, its abilities unlocked rank by rank. */
export const PathSchema = z.object({
  id: z.string(),
  /** 'Path of the Warrior' */
  name: z.string(),
  /** The units that may follow it (Path of the Mage: HERO and a WIZARD keyword); null when the data says any unit may. */
  takenBy: UnitConditionSchema.nullable(),
  ranks: z.array(PathRankSchema),
});
export type Path = z.infer<typeof PathSchema>;

/** Battle scars of one grade ('Critical', 'Serious', 'Severe'). */
export const BattleScarGradeSchema = z.object({
  grade: z.string(),
  scars: z.array(CampaignEntrySchema),
});
export type BattleScarGrade = z.infer<typeof BattleScarGradeSchema>;

/** One part of a campaign table; `name` is null when the table is not split. */
export const CampaignTableSectionSchema = z.object({
  name: z.string().nullable(),
  entries: z.array(CampaignEntrySchema),
});
export type CampaignTableSection = z.infer<typeof CampaignTableSectionSchema>;

/** A table of the campaign's own: artefacts, heroic traits, rewards, concoctions, the Anvil of Apotheosis. */
export const CampaignTableSchema = z.object({
  id: z.string(),
  name: z.string(),
  sections: z.array(CampaignTableSectionSchema),
});
export type CampaignTable = z.infer<typeof CampaignTableSchema>;

/** Something an Order of Battle keeps track of (the Quest Log, the Emberstone Vault, the Warlord). */
export const CampaignTrackSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** How many the Order of Battle must and may hold; null when the data sets no bound. */
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  /** What it counts or records, e.g. 'Quest Points', "Gnaw's Edge Unlocked". */
  items: z.array(z.string()),
});
export type CampaignTrack = z.infer<typeof CampaignTrackSchema>;

/** What the campaign's force allows in an Order of Battle. */
export const OrderOfBattleSchema = z.object({
  /** Keywords of the units it may hold (HERO, INFANTRY, ...). */
  unitKeywords: z.array(z.string()),
  /** The most FACTION TERRAIN it may hold; null when the force sets no limit. */
  maxFactionTerrain: z.number().int().nullable(),
  tracks: z.array(CampaignTrackSchema),
});
export type OrderOfBattle = z.infer<typeof OrderOfBattleSchema>;

/** A Path to Glory campaign as its catalogue and its force in the game system give it. */
export const CampaignSchema = z.object({
  id: z.string(),
  /** 'Ascension' */
  name: z.string(),
  paths: z.array(PathSchema),
  quests: z.array(CampaignEntrySchema),
  battleScars: z.array(BattleScarGradeSchema),
  tables: z.array(CampaignTableSchema),
  /**
   * The Anvil of Apotheosis warscrolls (Blighted Wilds' Regiment Hero, Landmark of
   * Ghyran, the Ghyranite units): each as a table of its option groups, every option
   * with its destiny points.
   */
  anvilWarscrolls: z.array(CampaignTableSchema).default([]),
  orderOfBattle: OrderOfBattleSchema,
});
export type Campaign = z.infer<typeof CampaignSchema>;
