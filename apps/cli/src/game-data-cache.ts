// Converted game data on disk, one file per data commit and converter key
// (computeConverterKey), so a second list-validate on the same ref reads one
// JSON file instead of reading and converting 28 MB of XML.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { GAME_DATA_SCHEMA_VERSION, type GameData } from '@scrolldex/rules';

export type GameDataCache = { dir: string; key: string };

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Where converted data is kept: SCROLLDEX_CACHE_DIR; else the project's
 * .cache/game-data when run inside the workspace; else the XDG cache folder
 * ($XDG_CACHE_HOME or ~/.cache) under scrolldex/game-data.
 */
export function defaultGameDataCacheDir(env: Env, projectRoot: string | null, home: string): string {
  if (env.SCROLLDEX_CACHE_DIR) return env.SCROLLDEX_CACHE_DIR;
  if (projectRoot !== null) return join(projectRoot, '.cache', 'game-data');
  return join(env.XDG_CACHE_HOME || join(home, '.cache'), 'scrolldex', 'game-data');
}

function fileOf(cache: GameDataCache, commit: string): string {
  return join(cache.dir, `${commit}.${cache.key}.json`);
}

/**
 * The data converted from a commit by this converter, or null when there is
 * none (or it is unreadable). Not checked with zod: the key names the exact
 * code that wrote the file, and a full schema check would cost more than the
 * rest of a run; the file's commit and schema version are still compared.
 */
export async function readCachedGameData(cache: GameDataCache, commit: string): Promise<GameData | null> {
  try {
    const data = JSON.parse(await readFile(fileOf(cache, commit), 'utf8')) as GameData;
    return data.schemaVersion === GAME_DATA_SCHEMA_VERSION && data.source.commit === commit ? data : null;
  } catch {
    return null;
  }
}

/** Keeps converted data for the next run; returns false when the cache cannot be written (the run goes on without it). */
export async function writeCachedGameData(cache: GameDataCache, commit: string, data: GameData): Promise<boolean> {
  const file = fileOf(cache, commit);
  // Written beside the final file and renamed, so a reader never sees half a file.
  const partial = `${file}.partial-${randomBytes(4).toString('hex')}`;
  try {
    await mkdir(cache.dir, { recursive: true });
    await writeFile(partial, JSON.stringify(data));
    await rename(partial, file);
    return true;
  } catch {
    await rm(partial, { force: true }).catch(() => undefined);
    return false;
  }
}
