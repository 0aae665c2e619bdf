// The fixed value lists of the game data, apart from the schemas built on
// them: screens and rules use them on their own (unit types in order, the
// phases, the grand alliances), and importing one from a schema file would
// build every game-data schema in the web app as it loads (a zod schema is a
// call a bundler must keep, used or not).
export const GRAND_ALLIANCES = ['ORDER', 'CHAOS', 'DEATH', 'DESTRUCTION', 'UNKNOWN'] as const;

/** Unit types in the order pickers and army pages show them. */
export const UNIT_TYPES = ['Hero', 'Infantry', 'Cavalry', 'Beast', 'Monster', 'WarMachine', 'Terrain', 'Manifestation', 'Unknown'] as const;

/** Ability kinds as the game data names them (`Ability (Passive)` and so on). */
export const ABILITY_TYPES = ['Activated', 'Passive', 'Spell', 'Command', 'Prayer', 'BloodTithe', 'Fate', 'Unknown'] as const;

/** The colour bar of an ability card; it encodes the phase the ability belongs to. */
export const ABILITY_COLORS = ['black', 'green', 'yellow', 'grey', 'blue', 'orange', 'red', 'purple', 'unknown'] as const;

/** The small icon of an ability card. */
export const TYPE_ATTRIBUTES = ['offensive', 'defensive', 'movement', 'special', 'damage', 'shooting', 'rallying', 'control', 'unknown'] as const;

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

export const WEAPON_KINDS = ['melee', 'ranged'] as const;

export const CONTENT_TYPES = ['ability', 'header', 'text', 'boxed', 'accordion', 'battleTactic'] as const;

export const BATTLE_TACTIC_MODES = ['Affray', 'Strike', 'Domination'] as const;

export const COMMAND_MODELS = ['Champion', 'Standard Bearer', 'Musician'] as const;

export const ENHANCEMENT_TABLE_KINDS = ['heroicTraits', 'artefacts', 'other'] as const;

export const LORE_KINDS = ['SpellLore', 'PrayerLore', 'ManifestationLore'] as const;

export const KNOWN_ARMY_OPTION_TYPES = ['RequiredGeneral', 'GeneralIfIncluded', 'MustBeIncluded', 'GeneralIfHero', 'OnePerX', 'Custom'] as const;
