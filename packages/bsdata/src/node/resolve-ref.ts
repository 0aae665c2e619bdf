import type { Result } from '@scrolldex/rules';

import type { GameDataRepo, GameDataRepoError } from './game-data-repo.js';
import { tryRunGit } from './run-git.js';

function refNotFound(repo: GameDataRepo, ref: string): { ok: false; errors: GameDataRepoError[] } {
  return { ok: false, errors: [{ code: 'REF_NOT_FOUND', message: `Ref ${ref} not found in ${repo.location}` }] };
}

/** The commit sha a branch, tag or sha names; a ref that does not exist is an error value. */
export async function resolveRef(repo: GameDataRepo, ref: string): Promise<Result<string, GameDataRepoError>> {
  // A leading '-' would be read as an option by git; no ref can start with one.
  if (ref === '' || ref.startsWith('-')) return refNotFound(repo, ref);
  const output = await tryRunGit(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { gitDir: repo.gitDir });
  if (output.exitCode !== 0) return refNotFound(repo, ref);
  return { ok: true, value: output.stdout.toString('utf8').trim() };
}
