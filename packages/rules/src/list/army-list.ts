import { z } from 'zod';

import { savedIssuesSchema } from '../issue/saved-issue.js';
import { DataReleaseSchema } from './data-release.js';
import { DEFAULT_POINTS_CAP, PointsCapSchema } from './points-cap.js';
import { ValidationStateSchema, ValidatorModeSchema } from './validator-mode.js';

/** A weapon option taken by some models of a unit. */
export const WeaponChoiceSchema = z.object({
  name: z.string(),
  count: z.number().int().min(0),
});
export type WeaponChoice = z.infer<typeof WeaponChoiceSchema>;

/** A unit as a player put it in a list; everything refers to game data by name. */
export const ListUnitSchema = z.object({
  name: z.string(),
  general: z.boolean().default(false),
  reinforced: z.boolean().default(false),
  artifact: z.string().nullable().default(null),
  heroicTrait: z.string().nullable().default(null),
  /** Enhancement table name -> enhancement name, for tables other than traits and artefacts. */
  enhancementChoices: z.record(z.string(), z.string()).default({}),
  /** Model name -> weapon options taken. */
  weapons: z.record(z.string(), z.array(WeaponChoiceSchema)).default({}),
  /** Chosen options of the unit's option sets. */
  upgrades: z.array(z.string()).default([]),
});
export type ListUnit = z.infer<typeof ListUnitSchema>;

export const RegimentSchema = z.object({
  leader: ListUnitSchema.nullable(),
  units: z.array(ListUnitSchema),
});
export type Regiment = z.infer<typeof RegimentSchema>;

export const ArmyListSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  /** Army name, or '<army> - <renown>' for an army of renown. */
  faction: z.string(),
  formation: z.string().nullable().default(null),
  regiments: z.array(RegimentSchema).default([]),
  factionTerrain: z.string().nullable().default(null),
  spellLore: z.string().nullable().default(null),
  prayerLore: z.string().nullable().default(null),
  manifestationLore: z.string().nullable().default(null),
  regimentOfRenown: z.string().nullable().default(null),
  regimentOfRenownUnits: z.array(ListUnitSchema).default([]),
  auxiliaryUnits: z.array(ListUnitSchema).default([]),
  battleTacticCard1: z.string().nullable().default(null),
  battleTacticCard2: z.string().nullable().default(null),
  pointsCap: PointsCapSchema.default(DEFAULT_POINTS_CAP),
  validator: ValidatorModeSchema.default('standard'),
  /** ISO dates shown to the player. */
  createdAt: z.string(),
  modifiedAt: z.string(),
  /** Epoch milliseconds, the clock sync compares. */
  _createdAt: z.number().int(),
  _updatedAt: z.number().int(),
  locked: z.boolean().default(false),
  validationHash: z.string().nullable().default(null),
  lastValidation: ValidationStateSchema.default('unknown'),
  lastPointsTotal: z.number().int().nullable().default(null),
  /** The last verdict's issues as codes and params (issueText writes them); lists saved before kept sentences, read back here. */
  errors: savedIssuesSchema('error'),
  warnings: savedIssuesSchema('warning'),
  /** Base64 of the last export text, to tell when the cached short link is stale. */
  exportEncoded: z.string().nullable().default(null),
  qrImportLink: z.string().nullable().default(null),
  deleted: z.boolean().default(false),
  deletedAt: z.number().int().nullable().default(null),
  folderId: z.string().nullable().default(null),
  /** The data release the list is pinned to (a branch or tag); null follows the app's data source. */
  dataRef: DataReleaseSchema,
});
export type ArmyList = z.infer<typeof ArmyListSchema>;

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
