import { z } from 'zod';

import { AbilitySchema, RuleTextSchema } from './ability.js';
import { ArmySchema, LoreSchema } from './army.js';
import { BattleTacticCardSchema } from './battle-tactic-card.js';
import { CampaignSchema } from './path-to-glory.js';
import { RegimentOfRenownSchema } from './regiment-of-renown.js';
import { CommandModelSchema, UnitSchema } from './unit.js';

/** Bumped whenever the converted JSON changes shape; readers refuse other versions. */
export const GAME_DATA_SCHEMA_VERSION = 2;

/** The General's Handbook (matched-play season) a data set was converted for. */
export const HandbookSchema = z.object({
  /** The BattleScribe force entry id of the handbook. */
  id: z.string(),
  /** "General's Handbook 2026-27" */
  name: z.string(),
  /** '2026-27' */
  season: z.string(),
});
export type Handbook = z.infer<typeof HandbookSchema>;

export const DataSourceSchema = z.object({
  /** Branch or tag the data came from, when read from git. */
  ref: z.string().nullable(),
  commit: z.string().nullable(),
  gameSystemRevision: z.number().int(),
});
export type DataSource = z.infer<typeof DataSourceSchema>;

/** Abilities every unit with a keyword has (FLY gives Fly, HERO gives Guarded Hero). */
export const KeywordAbilitySchema = z.object({
  keywords: z.array(z.string()),
  ability: AbilitySchema,
});
export type KeywordAbility = z.infer<typeof KeywordAbilitySchema>;

export const CommandModelAbilitySchema = z.object({
  model: CommandModelSchema,
  ability: AbilitySchema,
});
export type CommandModelAbility = z.infer<typeof CommandModelAbilitySchema>;

/** Rules that the game system file states once for every army. */
export const CoreRulesDataSchema = z.object({
  keywordAbilities: z.array(KeywordAbilitySchema),
  weaponAbilities: z.array(RuleTextSchema),
  terrainAbilities: z.array(RuleTextSchema),
  commandModelAbilities: z.array(CommandModelAbilitySchema),
  /** 'Activate Place of Power' as the current handbook words it. */
  placeOfPower: AbilitySchema.nullable(),
});
export type CoreRulesData = z.infer<typeof CoreRulesDataSchema>;

export const GameDataSchema = z.object({
  schemaVersion: z.literal(GAME_DATA_SCHEMA_VERSION),
  handbook: HandbookSchema,
  source: DataSourceSchema,
  /** Keyed by army name; armies of renown as '<army> - <renown>'. */
  armies: z.record(z.string(), ArmySchema),
  regimentsOfRenown: z.array(RegimentOfRenownSchema),
  battleTacticCards: z.array(BattleTacticCardSchema),
  /** Manifestation lores every army may take. */
  universalManifestations: z.array(LoreSchema),
  /** Warscrolls of the universal manifestations. */
  universalUnits: z.array(UnitSchema),
  coreRules: CoreRulesDataSchema,
  /** Path to Glory campaigns (Ascension, Ravaged Coast, Blighted Wilds), in the data's order. */
  pathToGlory: z.array(CampaignSchema),
});
export type GameData = z.infer<typeof GameDataSchema>;

/** Everything but the armies: what every army shares, checked and stored as one part (data-split/). */
export const GameDataCoreSchema = GameDataSchema.omit({ armies: true });
export type GameDataCore = z.infer<typeof GameDataCoreSchema>;
