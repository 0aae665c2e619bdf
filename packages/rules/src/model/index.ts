// @scrolldex/rules/model: the game data's zod schemas (checked once, at the edge,
// by parseGameData) and the plain types inferred from them, file by file.
export { AbilityTypeSchema, AbilityColorSchema, TypeAttributeSchema, PhaseSchema, AbilitySchema, RuleTextSchema } from './ability.js';
export type { AbilityType, AbilityColor, TypeAttribute, Phase, Ability, RuleText } from './ability.js';
export {
  GrandAllianceSchema,
  BattleTraitsSchema,
  BattleFormationSchema,
  EnhancementSchema,
  EnhancementSetSchema,
  EnhancementTableSchema,
  LoreKindSchema,
  LoreSchema,
  ArmyLoresSchema,
  KnownArmyOptionSchema,
  UnknownArmyOptionSchema,
  ArmyOptionSchema,
  ArmyOfRenownRefSchema,
  ArmySchema,
} from './army.js';
export type {
  GrandAlliance,
  BattleTraits,
  BattleFormation,
  Enhancement,
  EnhancementSet,
  EnhancementTable,
  LoreKind,
  Lore,
  ArmyLores,
  KnownArmyOption,
  ArmyOption,
  Army,
} from './army.js';
export { BattleTacticSchema, BattleTacticCardSchema } from './battle-tactic-card.js';
export type { BattleTactic, BattleTacticCard } from './battle-tactic-card.js';
export {
  GAME_DATA_SCHEMA_VERSION,
  HandbookSchema,
  DataSourceSchema,
  KeywordAbilitySchema,
  CommandModelAbilitySchema,
  CoreRulesDataSchema,
  GameDataSchema,
  GameDataCoreSchema,
} from './game-data.js';
export type { Handbook, DataSource, KeywordAbility, CommandModelAbility, CoreRulesData, GameData, GameDataCore } from './game-data.js';
export { parseGameData } from './parse-game-data.js';
export type { CheckedGameDataParts, GameDataError } from './parse-game-data.js';
export {
  CampaignEntrySchema,
  PathRankSchema,
  UnitConditionSchema,
  PathSchema,
  BattleScarGradeSchema,
  CampaignTableSectionSchema,
  CampaignTableSchema,
  CampaignTrackSchema,
  OrderOfBattleSchema,
  CampaignSchema,
} from './path-to-glory.js';
export type {
  CampaignEntry,
  PathRank,
  UnitCondition,
  Path,
  BattleScarGrade,
  CampaignTableSection,
  CampaignTable,
  CampaignTrack,
  OrderOfBattle,
  Campaign,
} from './path-to-glory.js';
export { RegimentOfRenownUnitSchema, RegimentOfRenownSchema } from './regiment-of-renown.js';
export type { RegimentOfRenownUnit, RegimentOfRenown } from './regiment-of-renown.js';
export { RuleComponentSchema, RuleContainerSchema, RuleSectionSchema, RuleDocumentSchema } from './rule-document.js';
export type { RuleComponent, RuleContainer, RuleSection, RuleDocument } from './rule-document.js';
export {
  UnitTypeSchema,
  CommandModelSchema,
  WeaponOptionSchema,
  UnitOptionSchema,
  OptionSetSchema,
  ModelSchema,
  RegimentOptionSchema,
  BattleProfileSchema,
  UnitSchema,
} from './unit.js';
export type { UnitType, CommandModel, WeaponOption, UnitOption, OptionSet, Model, RegimentOption, BattleProfile, Unit } from './unit.js';
export { WeaponKindSchema, WeaponSchema } from './weapon.js';
export type { WeaponKind, Weapon } from './weapon.js';
export {
  GRAND_ALLIANCES,
  UNIT_TYPES,
  ABILITY_TYPES,
  ABILITY_COLORS,
  TYPE_ATTRIBUTES,
  PHASES,
  WEAPON_KINDS,
  CONTENT_TYPES,
  BATTLE_TACTIC_MODES,
  COMMAND_MODELS,
  ENHANCEMENT_TABLE_KINDS,
  LORE_KINDS,
  KNOWN_ARMY_OPTION_TYPES,
} from './value-lists.js';
