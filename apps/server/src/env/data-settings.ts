// Where the server keeps and finds its data: the database (a SQLite file, or
// PostgreSQL when DATABASE_URL is set), the BSData repository and its cache,
// the FAQ file and the built web app.
import { isAbsolute, join, resolve } from 'node:path';

import { isRemoteLocation, resolveGameDataRepo } from '@scrolldex/bsdata/node';
import { z } from 'zod';

import { DEFAULTS } from './defaults.js';
import { booleanFlag, optionalText, postgresUrl, wholeNumber, type VariablesOf } from './variable-readers.js';

/** Where relative paths start and where the defaults live. */
export type ConfigContext = {
  /** Relative paths in variables are taken from here: where `pnpm start` ran (INIT_CWD), else the working directory. */
  baseDir: string;
  /** The workspace root, when running from a checkout: the shared data repo and the web build are found from it. */
  projectRoot: string | null;
};

export type DataSettings = {
  /** Absolute path of the SQLite file, or ':memory:'. With databaseUrl set, only the game-data build cache lives there. */
  databasePath: string;
  /** PostgreSQL (`postgres://...`), which several instances may share; null: everything in the SQLite file. */
  databaseUrl: string | null;
  /** Absolute path or URL of the BSData git repository. */
  gameDataRepo: string;
  /** Why that repository: set by GAME_DATA_REPO, the shared folder beside the project, or the public one. */
  gameDataRepoSource: 'env' | 'shared-folder' | 'public';
  /** Clones of remote repositories and converted data, by commit. */
  gameDataCacheDir: string;
  /** How often a cloned repository is fetched; 0 never. Local repositories are read in place. */
  gameDataRefreshSeconds: number;
  /** Convert the default data ref ('main') in the background at start, so the first player to ask does not wait for it. */
  gameDataConvertAtStart: boolean;
  /** Days a soft-deleted list or folder is kept before it is purged (db/purge.ts). */
  tombstoneDays: number;
  faqPath: string | null;
  /** The built web app to serve at /, when it exists. */
  webDistDir: string | null;
};

export const DATA_VARIABLES = {
  DATABASE_PATH: optionalText,
  DATABASE_URL: postgresUrl('DATABASE_URL'),
  GAME_DATA_REPO: optionalText,
  GAME_DATA_CACHE_DIR: optionalText,
  GAME_DATA_REFRESH_SECONDS: wholeNumber('GAME_DATA_REFRESH_SECONDS', 0, 7 * 24 * 3600, DEFAULTS.GAME_DATA_REFRESH_SECONDS),
  GAME_DATA_CONVERT_AT_START: booleanFlag('GAME_DATA_CONVERT_AT_START', true),
  TOMBSTONE_DAYS: wholeNumber('TOMBSTONE_DAYS', 1, 3650, DEFAULTS.TOMBSTONE_DAYS),
  FAQ_PATH: optionalText,
  WEB_DIST_DIR: optionalText,
} satisfies z.ZodRawShape;

export function readDataSettings(vars: VariablesOf<typeof DATA_VARIABLES>, context: ConfigContext): DataSettings {
  const path = (value: string) => (isAbsolute(value) ? value : resolve(context.baseDir, value));
  const repo = resolveGameDataRepo({ GAME_DATA_REPO: vars.GAME_DATA_REPO }, context.projectRoot ?? context.baseDir);
  const defaultWebDist = context.projectRoot ? join(context.projectRoot, 'apps', 'web', 'dist') : null;
  const databasePath = vars.DATABASE_PATH ?? DEFAULTS.DATABASE_PATH;
  return {
    databasePath: databasePath === ':memory:' ? databasePath : path(databasePath),
    databaseUrl: vars.DATABASE_URL,
    gameDataRepo: isRemoteLocation(repo.location) ? repo.location : path(repo.location),
    gameDataRepoSource: repo.source,
    gameDataCacheDir: path(vars.GAME_DATA_CACHE_DIR ?? DEFAULTS.GAME_DATA_CACHE_DIR),
    gameDataRefreshSeconds: vars.GAME_DATA_REFRESH_SECONDS,
    gameDataConvertAtStart: vars.GAME_DATA_CONVERT_AT_START,
    tombstoneDays: vars.TOMBSTONE_DAYS,
    faqPath: vars.FAQ_PATH === undefined ? null : path(vars.FAQ_PATH),
    webDistDir: vars.WEB_DIST_DIR === undefined ? defaultWebDist : path(vars.WEB_DIST_DIR),
  };
}
