// The real game data the tests read, as the root config's global setup makes it
// ready (tooling/test-data): a bare git repo of the pinned refs (main and the
// battlescroll-* tags), and main's files as a plain folder. Both read-only.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { TEST_DATA_FOLDER, TEST_DATA_REPO } from '@scrolldex/test-harness/test-data-paths';

export const DATA_REPO = TEST_DATA_REPO;
export const DATA_FOLDER = TEST_DATA_FOLDER;

const COMMITTER_ENV = {
  GIT_AUTHOR_NAME: 'Scrolldex Tests',
  GIT_AUTHOR_EMAIL: 'tests@scrolldex.invalid',
  GIT_COMMITTER_NAME: 'Scrolldex Tests',
  GIT_COMMITTER_EMAIL: 'tests@scrolldex.invalid',
};

/** A temp folder removed by the returned cleanup (call it in afterEach/afterAll). */
export function makeTempDir(prefix: string): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `scrolldex-${prefix}-`));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export function git(gitDir: string, args: readonly string[], input?: string, env: Record<string, string> = {}): string {
  return execFileSync('git', ['--git-dir', gitDir, ...args], {
    input,
    env: { ...process.env, ...COMMITTER_ENV, ...env },
    encoding: 'utf8',
  }).trim();
}

/** A bare clone of the data repo that a test may change; the data repo itself is read-only. */
export function makeWritableClone(parentDir: string, name = 'upstream.git'): string {
  const gitDir = join(parentDir, name);
  execFileSync('git', ['clone', '--bare', '--quiet', DATA_REPO, gitDir]);
  return gitDir;
}

/**
 * Commits files on top of a branch of a bare repo with plumbing only (no work
 * tree needed) and returns the new commit's sha.
 */
export function addCommit(gitDir: string, branch: string, files: Readonly<Record<string, string>>, message: string): string {
  const index = { GIT_INDEX_FILE: join(gitDir, `test-index-${process.pid}`) };
  git(gitDir, ['read-tree', branch], undefined, index);
  for (const [path, text] of Object.entries(files)) {
    const blob = git(gitDir, ['hash-object', '-w', '--stdin'], text);
    git(gitDir, ['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`], undefined, index);
  }
  const tree = git(gitDir, ['write-tree'], undefined, index);
  rmSync(index.GIT_INDEX_FILE, { force: true });
  const commit = git(gitDir, ['commit-tree', tree, '-p', branch, '-m', message]);
  git(gitDir, ['update-ref', `refs/heads/${branch}`, commit]);
  return commit;
}
