// Git plumbing for tests that change a data repository: a bare clone of the
// pinned test data repository, and commits and tags made in it with no work
// tree. The test data repository itself is read-only for tests: they clone it.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { TEST_DATA_REPO } from './test-data-paths.js';

/** The game system file at the root of the data repository. */
export const GAME_SYSTEM_FILE = 'Age of Sigmar 4.0.gst';

/** The game system file with its revision one higher: a new commit that changes the data's source and nothing a list holds. */
export const bumpRevision = (text: string): string =>
  text.replace(/(<gameSystem\b[^>]*\brevision=")(\d+)"/, (_, head: string, revision: string) => `${head}${Number(revision) + 1}"`);

function git(gitDir: string, args: readonly string[], env: Record<string, string> = {}): string {
  return execFileSync('git', ['--git-dir', gitDir, ...args], {
    encoding: 'utf8',
    // The game system file is several megabytes.
    maxBuffer: 256 * 1024 * 1024,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.com',
      ...env,
    },
  }).trim();
}

/** A bare clone of the test data repo in dir, with every branch and tag. */
export function cloneDataRepo(dir: string, name = 'repo.git'): string {
  const target = join(dir, name);
  execFileSync('git', ['clone', '--bare', '--quiet', TEST_DATA_REPO, target]);
  return target;
}

/** Commits a new version of one file on a branch of a bare repo (plumbing: no work tree); returns the commit. */
export function commitFile(gitDir: string, branch: string, path: string, edit: (text: string) => string, message: string): string {
  const indexFile = join(gitDir, `test-index-${process.pid}`);
  const env = { GIT_INDEX_FILE: indexFile };
  try {
    git(gitDir, ['read-tree', branch], env);
    const edited = join(gitDir, `test-blob-${process.pid}`);
    writeFileSync(edited, edit(git(gitDir, ['show', `${branch}:${path}`])));
    const blob = git(gitDir, ['hash-object', '-w', edited]);
    git(gitDir, ['update-index', '--cacheinfo', `100644,${blob},${path}`], env);
    const tree = git(gitDir, ['write-tree'], env);
    const commit = git(gitDir, ['commit-tree', tree, '-p', branch, '-m', message]);
    git(gitDir, ['update-ref', `refs/heads/${branch}`, commit]);
    return commit;
  } finally {
    rmSync(indexFile, { force: true });
  }
}

/** An annotated tag, whose message is the release description. */
export function tagAnnotated(gitDir: string, name: string, target: string, message: string): void {
  git(gitDir, ['tag', '-a', name, '-m', message, target]);
}

export function revParse(gitDir: string, ref: string): string {
  return git(gitDir, ['rev-parse', ref]);
}

/** A branch `name` at the commit `target` names, made or moved. */
export function setBranch(gitDir: string, name: string, target: string): void {
  git(gitDir, ['update-ref', `refs/heads/${name}`, revParse(gitDir, target)]);
}
