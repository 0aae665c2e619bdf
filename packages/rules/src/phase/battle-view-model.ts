import type { Ability, BattleTacticCard, Phase, Unit } from '../model/index.js';
import type { AbilityFrequency } from './ability-frequency.js';

/** The Battle Settings page's 'Additional Abilities' toggles. */
export type BattleViewSettings = {
  showCoreAbilities: boolean;
  showCommandModelAbilities: boolean;
  showCommands: boolean;
};

export const DEFAULT_BATTLE_VIEW_SETTINGS: Readonly<BattleViewSettings> = {
  showCoreAbilities: false,
  showCommandModelAbilities: false,
  showCommands: false,
};

/** Where an ability card's rule comes from, so a player knows where to look it up. */
export const ABILITY_SOURCE_KINDS = ['unit', 'enhancement', 'battleTrait', 'formation', 'lore', 'regimentOfRenown', 'coreRules'] as const;
export type AbilitySourceKind = (typeof ABILITY_SOURCE_KINDS)[number];

export type AbilitySource = {
  kind: AbilitySourceKind;
  /**
   * The warscroll, enhancement, battle traits, formation, lore or regiment
   * of renown by name; for core rules, the part of them ('Commands', 'Core
   * Abilities', 'Command Models').
   */
  name: string;
};

export type BattleAbility = {
  ability: Ability;
  source: AbilitySource;
  frequency: AbilityFrequency;
  isReaction: boolean;
  /**
   * Who brings the ability when the section title does not say: the units
   * with a keyword or command model, the hero holding an enhancement whose
   * warscroll the data lacks.
   */
  usedBy: readonly string[];
};

/** Where an ability section's abilities come from. */
export type AbilitySectionSource =
  'unit' | 'battleTraits' | 'formation' | 'lore' | 'enhancements' | 'regimentOfRenown' | 'coreAbilities' | 'commandModelAbilities' | 'commands';

export type AbilitySection = {
  kind: 'abilities';
  /** Stable across builds and lists, so a stored section order still applies. */
  id: string;
  source: AbilitySectionSource;
  title: string;
  abilities: readonly BattleAbility[];
};

export type WarscrollSection = {
  kind: 'warscrolls';
  id: 'shooting-units' | 'melee-units';
  title: 'Shooting Units' | 'Melee Units';
  units: readonly Unit[];
};

export type BattleTacticSection = {
  kind: 'battleTactics';
  id: 'battle-tactics';
  title: 'Battle Tactic Cards';
  cards: readonly BattleTacticCard[];
};

export type BattleSection = AbilitySection | WarscrollSection | BattleTacticSection;

export type QuickReferenceRow = {
  name: string;
  /** The characteristic as printed ('6"', '2D6"', '5'). */
  value: string;
  /** Printed after the value: '(+1)' for a standard bearer, '(max 1)' for a Beast. */
  badges: readonly string[];
  /** The unit's own abilities that change the value (its control score while in combat, after a charge...): the skull badge. */
  changedBy: readonly string[];
};

export type QuickReference = {
  columns: readonly ['Name', 'Move'] | readonly ['Name', 'Control'];
  rows: readonly QuickReferenceRow[];
};

/** A faction-specific tracker shown at the top of one phase. */
export type FactionPanel = 'blood-tithe' | 'tides-of-death';

export type PhaseView = {
  phase: Phase;
  panel: FactionPanel | null;
  quickReference: QuickReference | null;
  sections: readonly BattleSection[];
};

export type BattleView = {
  /** Only the phases with content, in battle order. */
  phases: readonly PhaseView[];
};
