// @scrolldex/rules/phase: the battle view (abilities by phase, each with its
// source and frequency), the classifiers behind it, phase navigation and the
// player's section order. The classifiers' pattern tables stay inside.
export { ABILITY_SOURCE_KINDS, DEFAULT_BATTLE_VIEW_SETTINGS } from './battle-view-model.js';
export type {
  BattleViewSettings,
  AbilitySourceKind,
  AbilitySource,
  BattleAbility,
  AbilitySectionSource,
  AbilitySection,
  WarscrollSection,
  BattleTacticSection,
  BattleSection,
  QuickReferenceRow,
  QuickReference,
  FactionPanel,
  PhaseView,
  BattleView,
} from './battle-view-model.js';
export { buildBattleView, buildBattleViewInSteps } from './build-battle-view.js';
export { isReactionTiming, classifyAbility, abilityPhases } from './classify-ability.js';
export { abilityFrequency, isLimited, FREQUENCY_RULES } from './ability-frequency.js';
export type { AbilityFrequency, FrequencyAbility, FrequencyRule } from './ability-frequency.js';
export { FREQUENCY_KINDS } from './frequency-patterns.js';
export type { FrequencyKind } from './frequency-patterns.js';
export { CASTING_KINDS } from './casting-patterns.js';
export type { CastingKind } from './casting-patterns.js';
export type { DropReason, AbilityClassification, ClassifiableAbility } from './classify-ability.js';
export { factionPanelContent } from './faction-panel-content.js';
export type { FactionPanelContent } from './faction-panel-content.js';
export { FACTION_PANELS } from './faction-panels.js';
export { stepPhaseIndex, nextPhaseIndex, previousPhaseIndex, clampPhaseIndex, stepPhase } from './phase-navigation.js';
export {
  phaseSortStorageKey,
  parsePhaseSortPreference,
  serialisePhaseSortPreference,
  recordSectionOrder,
  sortSections,
  applyPhaseSort,
  SectionOrderPairSchema,
} from './phase-sort.js';
export type { SectionOrderPair, PhaseSortPreference } from './phase-sort.js';
export { buildControlReference, buildMoveReference, CONTROL_BADGES, controlChangedBy } from './quick-reference.js';
