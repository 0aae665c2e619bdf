import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export const PUBLIC_GAME_DATA_REPO = 'https://github.com/BSData/age-of-sigmar-4th.git';

export type GameDataRepoChoice = {
  /** A path or URL for openGameDataRepo. */
  location: string;
  source: 'env' | 'shared-folder' | 'public';
  /** Why this one was chosen, for the log. */
  reason: string;
};

/**
 * Where to read game data from when the user names no repository:
 * GAME_DATA_REPO when set, else the team's shared bare repo beside the
 * project (../shared/bsdata), else the public BSData repository.
 */
export function resolveGameDataRepo(
  env: Readonly<Record<string, string | undefined>>,
  projectRoot: string,
  exists: (path: string) => boolean = existsSync,
): GameDataRepoChoice {
  const fromEnv = env.GAME_DATA_REPO?.trim();
  if (fromEnv) return { location: fromEnv, source: 'env', reason: 'GAME_DATA_REPO is set' };

  const shared = resolve(projectRoot, '../shared/bsdata/age-of-sigmar-4th.git');
  if (exists(shared)) return { location: shared, source: 'shared-folder', reason: 'the shared data repo exists beside the project' };

  return {
    location: PUBLIC_GAME_DATA_REPO,
    source: 'public',
    reason: `GAME_DATA_REPO is not set and ${shared} does not exist`,
  };
}
