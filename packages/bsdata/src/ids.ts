// Well-known BattleScribe ids of the Age of Sigmar 4.0 game system. Game modes
// and bookkeeping categories are matched by id, never by name: names carry
// decorative prefixes that change between battlescrolls.

export const FORCE_REGIMENT = '376a-6b97-8699-dd59';
export const FORCE_AUXILIARY = '8732-47c4-9f1c-e71e';

export const CATEGORY_REGIMENTAL_LEADER = 'd1f3-921c-b403-1106';
export const CATEGORY_REGIMENTAL_OPTION = 'db3a-7199-c92e-f3cf';
export const CATEGORY_REGIMENTAL_HERO = '8f4b-1fa6-3128-8405';
export const CATEGORY_RESTRICT_GENERAL = 'abcb-73d0-2b6c-4f17';
export const CATEGORY_UNDERSIZE_UNIT = 'c461-2ebb-5bbc-81a2';
export const CATEGORY_LEGENDS = 'acaf-8bb6-d6f-3e2a';
export const CATEGORY_REFERENCE = '3360-1158-e879-9606';
export const CATEGORY_ORDER_OF_BATTLE = '8e18-320c-b5bb-7cc6';
export const CATEGORY_FACTION_TERRAIN = 'cdd6-ffa1-9b32-4cb8';

export const ENTRY_GENERAL = 'a56b-952e-ad15-7868';
export const ENTRY_REINFORCED = '1b37-82b8-c062-eb82';
export const ENTRY_ALLOW_LEGENDS = '7e59-2237-4890-a80a';

export const CATALOGUE_REGIMENTS_OF_RENOWN = '1ed8-2e23-1563-c119';
export const CATALOGUE_LORES = '0a11-cd61-2a4e-8e04';
export const GROUP_UNIVERSAL_MANIFESTATION_LORES = '748f-5d65-2d45-95c5';

export const COST_POINTS = 'points';
/** Cost types that only mark which kind of roster is being built. */
export const COST_FORCE_CATEGORY_GHB = 'de92-2099-fbf7-a156';
export const COST_FORCE_CATEGORY_PTG = 'e63c-79ff-93ba-c5eb';
/** Blighted Wilds' Anvil of Apotheosis budget: a size gives destiny points, each option costs some (negative). */
export const COST_DESTINY_POINTS = 'bc33-05f5-8d3f-af43';

/** Categories that only steer list building: never keywords, never a group of units. */
export const BOOKKEEPING_CATEGORIES: ReadonlySet<string> = new Set([
  CATEGORY_LEGENDS,
  CATEGORY_REFERENCE,
  CATEGORY_REGIMENTAL_HERO,
  CATEGORY_REGIMENTAL_LEADER,
  CATEGORY_REGIMENTAL_OPTION,
  CATEGORY_RESTRICT_GENERAL,
  CATEGORY_UNDERSIZE_UNIT,
]);
