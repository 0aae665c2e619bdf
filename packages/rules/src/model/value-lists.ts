// Value lists of the game data that screens use on their own, kept apart from
// the schemas built on them: the web app's first bundle orders unit types and
// lists the grand alliances, and importing them from army.ts or unit.ts would
// build every game-data schema at start (a zod schema is a call a bundler
// must keep, used or not).
export const GRAND_ALLIANCES = ['ORDER', 'CHAOS', 'DEATH', 'DESTRUCTION', 'UNKNOWN'] as const;

/** Unit types in the order pickers and army pages show them. */
export const UNIT_TYPES = ['Hero', 'Infantry', 'Cavalry', 'Beast', 'Monster', 'WarMachine', 'Terrain', 'Manifestation', 'Unknown'] as const;
