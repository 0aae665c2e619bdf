/**
 * Every validation message: a full sentence naming the unit,
 * regiment or option concerned. `{name}` placeholders are filled from the
 * issue's params. The table a code sits in is its severity: errors here,
 * warnings in WARNING_MESSAGES. The 'Warning: ' the player reads is added to
 * the sentence from that severity (issueText), never the other way.
 */
export const ERROR_MESSAGES = {
  // Points and army
  POINTS_OVER_CAP: 'List exceeds {cap} points ({total} points).',
  ARMY_NOT_FOUND: 'Army not found in game data: {army}.',
  LEGENDS_ARMY: '{army} is a Legends army; Legends armies are not allowed in matched play unless the validator is set to legends.',
  LEGENDS_UNIT: '{unit} is a Legends unit; Legends units are not allowed in matched play unless the validator is set to legends.',
  LEGENDS_FORMATION: '{formation} is a Legends formation; Legends formations are not allowed in matched play unless the validator is set to legends.',
  LEGENDS_LORE: '{lore} is a Legends lore; Legends lores are not allowed in matched play unless the validator is set to legends.',
  LEGENDS_REGIMENT_OF_RENOWN:
    '{regiment} is a Legends regiment of renown; Legends regiments of renown are not allowed in matched play unless the validator is set to legends.',
  FORMATION_REQUIRED: 'Formation must be selected.',
  INVALID_FORMATION: 'Invalid formation for {army}: {formation}.',
  INVALID_SPELL_LORE: 'Invalid lore for {army}: {lore}.',
  INVALID_PRAYER_LORE: 'Invalid prayer lore for {army}: {lore}.',
  INVALID_MANIFESTATION_LORE: 'Invalid manifestation lore for {army}: {lore}.',
  INVALID_FACTION_TERRAIN: 'Invalid faction terrain for {army}: {terrain}.',
  INVALID_UNIT: 'Invalid unit for {army}: {unit}.',
  // Generals and regiments
  GENERAL_NOT_LEADER: 'Only a regiment leader can be a general: {unit}.',
  GENERAL_MISSING: '1 general must be selected.',
  TOO_MANY_GENERALS: 'No more than 1 general in list.',
  TOO_MANY_REGIMENTS: 'No more than 5 regiments.',
  TOO_MANY_REGIMENTS_WITH_RENOWN: 'No more than 5 regiments (the regiment of renown counts as one).',
  GENERALS_REGIMENT_TOO_BIG: "No more than {max} units in the general's regiment.",
  REGIMENT_TOO_BIG: 'No more than {max} units in a regiment ({regiment}).',
  LEADER_NOT_HERO: 'Regiment leader {unit} must have the hero category.',
  REGIMENT_WITHOUT_LEADER: '{regiment} must have a leader.',
  WARMASTER_NOT_GENERAL: 'At least one Warmaster must be marked as general.',
  DUPLICATE_UNIQUE: 'List may not contain more than one of a unique unit: {unit}.',
  // Battle tactic cards
  BATTLE_TACTICS_MISSING: 'Must select two battle tactic cards.',
  INVALID_BATTLE_TACTIC: 'Invalid battle tactic card: {card}.',
  DUPLICATE_BATTLE_TACTIC: 'The two battle tactic cards must be different.',
  // Auxiliary units
  AUXILIARY_NEEDS_LEADER: '{unit} requires a leader and cannot be an auxiliary unit.',
  // Enhancements
  UNIQUE_ENHANCEMENT: 'Unique units cannot take enhancements, artifacts or heroic traits: {unit}.',
  ENHANCEMENT_NOT_HERO: 'Only heroes may take artifacts or heroic traits: {unit}.',
  INVALID_ARTIFACT: 'Invalid artifact for {army}: {enhancement}.',
  INVALID_HEROIC_TRAIT: 'Invalid heroic trait for {army}: {enhancement}.',
  INVALID_ENHANCEMENT: 'Invalid enhancement for {army}: {enhancement}.',
  TOO_MANY_ARTIFACTS: 'No more than 1 artifact in list.',
  TOO_MANY_HEROIC_TRAITS: 'No more than 1 heroic trait in list.',
  TOO_MANY_FROM_TABLE: 'No more than {max} {table} in list.',
  DUPLICATE_ENHANCEMENT: 'Each enhancement may be taken only once: {enhancement}.',
  TABLE_NOT_ALLOWED: '{unit} cannot take enhancements from {table}.',
  // Reinforcement and weapons
  CANNOT_REINFORCE: '{unit} cannot be reinforced.',
  UNKNOWN_MODEL: '{unit} has no model named {model}.',
  TOO_MANY_WEAPONS: '{unit} may take at most {max} {weapon}.',
  TOO_MANY_OPTIONS: '{unit} may take at most {max} from {set}.',
  UNKNOWN_WEAPON_OPTION: '{unit} has no weapon option named {weapon}.',
  UNKNOWN_UPGRADE: '{unit} has no option named {upgrade}.',
  UPGRADE_REQUIRED: 'Unit must select an upgrade from the set: {unit} ({set}).',
  // Regiment composition
  HERO_NOT_ALLOWED: '{unit} cannot join the regiment of {leader}.',
  UNIT_NOT_ALLOWED: '{unit} cannot join the regiment of {leader}.',
  OPTION_TOO_FEW: 'The regiment of {leader} needs at least {min} {option}.',
  OPTION_TOO_MANY: 'The regiment of {leader} may hold at most {max} {option}.',
  COMPANION_WITHOUT_LEADER: '{unit} must be in the regiment of {leader}.',
  UNDERSIZE_LIMIT: 'No more than one {unit} for each {condition} in the list.',
  // Regiments of renown
  REGIMENT_OF_RENOWN_NOT_FOUND: 'Regiment of Renown not found: {regiment}.',
  REGIMENT_OF_RENOWN_NOT_SELECTABLE: '{regiment} cannot be taken in {army}.',
  REGIMENT_OF_RENOWN_UNIT: '{unit} is not part of {regiment}.',
  REGIMENT_OF_RENOWN_COUNT: '{regiment} must include exactly {count} {unit}.',
  REGIMENT_OF_RENOWN_GENERAL: 'Units of a regiment of renown cannot be the general: {unit}.',
  REGIMENT_OF_RENOWN_REINFORCED: 'Units of a regiment of renown cannot be reinforced: {unit}.',
  REGIMENT_OF_RENOWN_ENHANCEMENT: 'Units of a regiment of renown cannot take enhancements, except a Daemon Prince: {unit}.',
  REGIMENT_OF_RENOWN_NOT_SELECTED: '{unit} is listed as a regiment of renown unit, but no regiment of renown is selected.',
  // Faction-specific leadership
  REQUIRED_GENERAL: 'The general must be one of: {units}.',
  GENERAL_IF_INCLUDED: '{unit} must be the general when included.',
  MUST_BE_INCLUDED_TOO_FEW: 'The list must include at least {min} of: {units}.',
  MUST_BE_INCLUDED_TOO_MANY: 'The list may include at most {max} of: {units}.',
  GENERAL_IF_HERO_ONE: 'Only one of {units} may be taken as the general.',
  ONE_PER_X: 'No more than {allowed} {unit} ({enabling} allows one each).',
  UNKNOWN_ARMY_OPTION: 'Unknown army option type: {type}',
  // Army-specific rules
  KRAGNOS_MIXED_REGIMENT: 'Kragnos cannot lead a regiment that mixes Kruleboyz and Ironjawz units.',
  BIG_WAAAGH_UNEQUAL: 'Kruleboyz and Ironjawz regiments must be equal in number ({kruleboyz} Kruleboyz, {ironjawz} Ironjawz).',
  CADO_AND_BLADES: 'Cado Ezechiar and the Blades of the Hollow King cannot both be included.',
  RADUKAR_TWICE: 'Radukar the Beast and Radukar the Wolf cannot both be included.',
  SEASONAL_AND_STANDARD: '{unit} and its {season} variant cannot both be included.',
  HIGHLANDER_DUPLICATE: 'Highlander: no duplicate units ({unit}).',
  AUTO_ENDRIN: 'The Auto-Endrin is not a valid unit in Kharadron Overlords lists.',
} as const;

export const WARNING_MESSAGES = {
  NO_ARTIFACT: 'No artifact selected although a unit could take one.',
  NO_HEROIC_TRAIT: 'No heroic trait selected although a unit could take one.',
  NO_ENHANCEMENT_FROM_TABLE: 'No enhancement from {table} selected although a unit could take one.',
  NO_SPELL_LORE: 'A free spell lore is available for your wizards but none is selected.',
  NO_PRAYER_LORE: 'A free prayer lore is available for your priests but none is selected.',
  NO_MANIFESTATION_LORE: 'No manifestation lore selected although the list has a wizard.',
  AUXILIARY_COULD_JOIN: '{unit} is an auxiliary unit but could join the regiment of {leader}.',
} as const;

export const MESSAGES = { ...ERROR_MESSAGES, ...WARNING_MESSAGES } as const;

export type IssueCode = keyof typeof MESSAGES;
