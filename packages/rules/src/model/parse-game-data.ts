import { z } from 'zod';

import { fail, ok, type Result } from '../shared/result.js';
import { ArmySchema, type Army } from './army.js';
import { GAME_DATA_SCHEMA_VERSION, GameDataCoreSchema, type GameData, type GameDataCore } from './game-data.js';

export type GameDataError = {
  code: 'SCHEMA_VERSION' | 'INVALID_FIELD';
  /** Dotted path of the offending field ('armies.Seraphon.units.3.points'). */
  path: string;
  message: string;
};

/**
 * Parts of this same data (its commit and schema version) the caller checked before, from the parts' own files:
 * taken as they are instead of checked again, so the whole data shares them rather than holding a second copy.
 */
export type CheckedGameDataParts = { core?: GameDataCore; armies?: Readonly<Record<string, Army>> };

const MAX_ERRORS = 20;

// Only the armies' names here: each army is checked by itself below.
const ArmiesByNameSchema = z.record(z.string(), z.unknown());

/**
 * Checks untrusted JSON (a download, a cache entry, a file) against the game-data
 * schema. Called once at the edge; everything after it works on plain types.
 * The data is checked part by part, the core and each army as their own files are
 * (data-split/), so a part in `checked` is not checked twice; the value is what the
 * whole GameDataSchema makes of the JSON.
 */
export function parseGameData(json: unknown, checked: CheckedGameDataParts = {}): Result<GameData, GameDataError> {
  const version = typeof json === 'object' && json !== null ? (json as { schemaVersion?: unknown }).schemaVersion : undefined;
  if (version !== GAME_DATA_SCHEMA_VERSION) {
    return fail([
      {
        code: 'SCHEMA_VERSION',
        path: 'schemaVersion',
        message: `Game data has schema version ${String(version)}; this version of Scrolldex reads version ${GAME_DATA_SCHEMA_VERSION}.`,
      },
    ]);
  }
  const { armies: armiesJson, ...coreJson } = json as Record<string, unknown>;
  const errors: GameDataError[] = [];
  const core = checked.core ?? checkPart(GameDataCoreSchema, coreJson, { path: [], name: 'the core' }, errors);
  const armies = checkArmies(armiesJson, checked.armies ?? {}, errors);
  if (errors.length > 0 || !core || !armies) return fail(errors.slice(0, MAX_ERRORS));
  // In GameDataSchema's key order, as its own check gave.
  const { schemaVersion, handbook, source, ...rest } = core;
  return ok({ schemaVersion, handbook, source, armies, ...rest });
}

function checkArmies(json: unknown, checked: Readonly<Record<string, Army>>, errors: GameDataError[]): Record<string, Army> | null {
  const names = ArmiesByNameSchema.safeParse(json);
  if (!names.success) {
    errors.push(...names.error.issues.map((issue) => toGameDataError(issue, { path: ['armies'], name: 'the armies' })));
    return null;
  }
  const armies: Record<string, Army> = {};
  for (const [name, armyJson] of Object.entries(names.data)) {
    const army = Object.hasOwn(checked, name) ? checked[name] : checkPart(ArmySchema, armyJson, { path: ['armies', name], name: `the army '${name}'` }, errors);
    if (army) armies[name] = army;
  }
  return armies;
}

type Part = { path: readonly PropertyKey[]; name: string };

function checkPart<T>(schema: z.ZodType<T>, json: unknown, part: Part, errors: GameDataError[]): T | null {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  errors.push(...parsed.error.issues.map((issue) => toGameDataError(issue, part)));
  return null;
}

function toGameDataError(issue: z.core.$ZodIssue, part: Part): GameDataError {
  const inPart = issue.path.map(String).join('.');
  const path = [...part.path, ...issue.path].map(String).join('.');
  return { code: 'INVALID_FIELD', path, message: `Invalid game data in ${part.name} at ${inPart || '(its root)'}: ${issue.message}` };
}
