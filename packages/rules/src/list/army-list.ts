import { z } from 'zod/mini';

import { savedIssuesSchema } from '../issue/saved-issue.js';
import { builtOnce } from '../shared/built-once.js';
import { DataReleaseSchema } from './data-release.js';
import { DEFAULT_POINTS_CAP, PointsCapSchema } from './points-cap.js';
import { ValidationStateSchema, ValidatorModeSchema } from './validator-mode.js';

/** A text a list may lack (a pick not made yet, a link not made yet): null, also when an older list has no field. */
const textOrNull = () => z._default(z.nullable(z.string()), null);
const flag = () => z._default(z.boolean(), false);

/** A weapon option taken by some models of a unit. Made as the module loads: a unit setting's schema (contract) builds on it. */
export const WeaponChoiceSchema = z.object({
  name: z.string(),
  count: z.int().check(z.minimum(0)),
});
export type WeaponChoice = z.infer<typeof WeaponChoiceSchema>;

/**
 * The schemas of a list, made at their first use, as a game's (game/game.ts) and a roster's: the builder, the battle
 * view and the Lists tab load this module with the lists' store, and made as it loaded, they took part of a task of
 * 47-66 ms on a phone's start (CPU 4x) before any list was read.
 */
export const listSchemas = builtOnce(() => {
  /** A unit as a player put it in a list; everything refers to game data by name. */
  const ListUnitSchema = z.object({
    name: z.string(),
    general: flag(),
    reinforced: flag(),
    artifact: textOrNull(),
    heroicTrait: textOrNull(),
    /** Enhancement table name -> enhancement name, for tables other than traits and artefacts. */
    enhancementChoices: z._default(z.record(z.string(), z.string()), {}),
    /** Model name -> weapon options taken. */
    weapons: z._default(z.record(z.string(), z.array(WeaponChoiceSchema)), {}),
    /** Chosen options of the unit's option sets. */
    upgrades: z._default(z.array(z.string()), []),
  });

  const RegimentSchema = z.object({
    leader: z.nullable(ListUnitSchema),
    units: z.array(ListUnitSchema),
  });

  const ArmyListSchema = z.object({
    id: z.string().check(z.minLength(1)),
    name: z.string(),
    /** Army name, or '<army> - <renown>' for an army of renown. */
    faction: z.string(),
    formation: textOrNull(),
    regiments: z._default(z.array(RegimentSchema), []),
    factionTerrain: textOrNull(),
    spellLore: textOrNull(),
    prayerLore: textOrNull(),
    manifestationLore: textOrNull(),
    regimentOfRenown: textOrNull(),
    regimentOfRenownUnits: z._default(z.array(ListUnitSchema), []),
    auxiliaryUnits: z._default(z.array(ListUnitSchema), []),
    battleTacticCard1: textOrNull(),
    battleTacticCard2: textOrNull(),
    pointsCap: z._default(PointsCapSchema, DEFAULT_POINTS_CAP),
    validator: z._default(ValidatorModeSchema, 'standard'),
    /** ISO dates shown to the player. */
    createdAt: z.string(),
    modifiedAt: z.string(),
    /** Epoch milliseconds, the clock sync compares. */
    _createdAt: z.int(),
    _updatedAt: z.int(),
    locked: flag(),
    validationHash: textOrNull(),
    lastValidation: z._default(ValidationStateSchema, 'unknown'),
    lastPointsTotal: z._default(z.nullable(z.int()), null),
    /** The last verdict's issues as codes and params (issueText writes them); lists saved before kept sentences, read back here. */
    errors: savedIssuesSchema('error'),
    warnings: savedIssuesSchema('warning'),
    /** Base64 of the last export text, to tell when the cached short link is stale. */
    exportEncoded: textOrNull(),
    qrImportLink: textOrNull(),
    deleted: flag(),
    deletedAt: z._default(z.nullable(z.int()), null),
    folderId: textOrNull(),
    /** The data release the list is pinned to (a branch or tag); null follows the app's data source. */
    dataRef: DataReleaseSchema,
  });

  return { ListUnitSchema, RegimentSchema, ArmyListSchema };
});
type ListSchemas = ReturnType<typeof listSchemas>;

export type ListUnit = z.infer<ListSchemas['ListUnitSchema']>;
export type Regiment = z.infer<ListSchemas['RegimentSchema']>;
export type ArmyList = z.infer<ListSchemas['ArmyListSchema']>;

/** What a player picks in a list, before anything is picked: the starting point of a new or imported list. */
export type ListContent = Pick<
  ArmyList,
  | 'name'
  | 'faction'
  | 'formation'
  | 'regiments'
  | 'factionTerrain'
  | 'spellLore'
  | 'prayerLore'
  | 'manifestationLore'
  | 'regimentOfRenown'
  | 'regimentOfRenownUnits'
  | 'auxiliaryUnits'
  | 'battleTacticCard1'
  | 'battleTacticCard2'
  | 'pointsCap'
  | 'validator'
>;

export function emptyListContent(faction: string): ListContent {
  return {
    name: '',
    faction,
    formation: null,
    regiments: [],
    factionTerrain: null,
    spellLore: null,
    prayerLore: null,
    manifestationLore: null,
    regimentOfRenown: null,
    regimentOfRenownUnits: [],
    auxiliaryUnits: [],
    battleTacticCard1: null,
    battleTacticCard2: null,
    pointsCap: DEFAULT_POINTS_CAP,
    validator: 'standard',
  };
}
