/**
 * Every roster validation message; `{name}` placeholders are filled from the
 * issue's params. As for lists, the table a code sits in is its severity.
 */
export const ROSTER_ERROR_MESSAGES = {
  ROSTER_CAMPAIGN_NOT_FOUND: 'Campaign not found in game data.',
  ROSTER_ARMY_NOT_FOUND: 'Army not found in game data: {army}.',
  ROSTER_UNKNOWN_UNIT: 'Invalid unit for {army}: {unit}.',
  ROSTER_UNIT_NOT_ALLOWED: '{unit} cannot join an Order of Battle in {campaign}.',
  ROSTER_WARLORD_MISSING: 'Choose a warlord.',
  ROSTER_WARLORD_NOT_HERO: 'The warlord must be a hero: {unit}.',
  ROSTER_UNKNOWN_PATH: '{unit} follows a path {campaign} does not have: {path}.',
  ROSTER_PATH_NOT_FOR_UNIT: '{unit} cannot follow {path}.',
  ROSTER_ABILITY_WITHOUT_PATH: '{unit} has a path ability but follows no path: {ability}.',
  ROSTER_ABILITY_NOT_ON_PATH: '{ability} is not an ability of {path} ({unit}).',
  ROSTER_ABILITY_RANK_NOT_REACHED: '{unit} needs {renown} renown ({rank}) for {ability}.',
  ROSTER_TOO_MANY_RANK_ABILITIES: '{unit} may have no more than {max} {rank} ability of {path}.',
  ROSTER_UNKNOWN_SCAR: '{unit} has a battle scar {campaign} does not have: {scar}.',
  ROSTER_ENHANCEMENT_NOT_FOR_UNIT: '{unit} cannot take {enhancement}.',
  ROSTER_TOO_MANY_ENHANCEMENTS: '{unit} may have only one of the {table}.',
  ROSTER_DUPLICATE_ENHANCEMENT: '{unit} has {enhancement}, which another unit has already.',
} as const;

export const ROSTER_WARNING_MESSAGES = {
  ROSTER_UNKNOWN_QUEST: 'The quest is not in the Quest Log of {campaign}: {quest}.',
  ROSTER_RANK_ABILITY_TO_TAKE: '{unit} has reached {rank} and may take an ability of that rank on {path}.',
} as const;

export const ROSTER_MESSAGES = { ...ROSTER_ERROR_MESSAGES, ...ROSTER_WARNING_MESSAGES };
export type RosterIssueCode = keyof typeof ROSTER_MESSAGES;
