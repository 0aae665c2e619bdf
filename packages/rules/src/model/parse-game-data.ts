import type { z } from 'zod';

import { fail, ok, type Result } from '../shared/result.js';
import { GAME_DATA_SCHEMA_VERSION, GameDataSchema, type GameData } from './game-data.js';

export type GameDataError = {
  code: 'SCHEMA_VERSION' | 'INVALID_FIELD';
  /** Dotted path of the offending field ('armies.Seraphon.units.3.points'). */
  path: string;
  message: string;
};

/**
 * Checks untrusted JSON (a download, a cache entry, a file) against the game-data
 * schema. Called once at the edge; everything after it works on plain types.
 */
export function parseGameData(json: unknown): Result<GameData, GameDataError> {
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
  const parsed = GameDataSchema.safeParse(json);
  if (parsed.success) return ok(parsed.data);
  return fail(parsed.error.issues.slice(0, 20).map(toGameDataError));
}

function toGameDataError(issue: z.core.$ZodIssue): GameDataError {
  const path = issue.path.map(String).join('.');
  return { code: 'INVALID_FIELD', path, message: `Invalid game data at ${path || '(root)'}: ${issue.message}` };
}
