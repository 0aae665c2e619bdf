// The repository the tests read: a bare repository in the project's cache that
// borrows the objects of the data repository found (git alternates: nothing is
// copied) and holds exactly the pinned refs, so every copy of the data gives
// the tests the same branches, tags and commits. A pinned commit the data
// repository lacks is made again from its public history (rebuild-snapshot.ts).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

import type { PinnedDataRef } from '@scrolldex/test-harness/pinned-data';

import { findCommit, git, tryGit } from './git.js';
import { rebuildSnapshot } from './rebuild-snapshot.js';

export type TestRepoResult = { ok: true; gitDir: string } | { ok: false; message: string };

const refName = (ref: PinnedDataRef) => (ref.kind === 'branch' ? `refs/heads/${ref.name}` : `refs/tags/${ref.name}`);

/** The refs as `git for-each-ref` lists them: sorted by name, one `<name> <commit>` line each. */
function expectedRefs(refs: readonly PinnedDataRef[]): string {
  return refs
    .map((ref) => `${refName(ref)} ${ref.commit}`)
    .sort()
    .join('\n');
}

/** An assembled repository is whole when its refs are the pinned ones and every pinned commit can be read. */
function isWhole(gitDir: string, refs: readonly PinnedDataRef[]): boolean {
  if (!existsSync(join(gitDir, 'HEAD'))) return false;
  if (tryGit(gitDir, ['for-each-ref', '--format=%(refname) %(objectname)']) !== expectedRefs(refs)) return false;
  return refs.every((ref) => findCommit(gitDir, ref.commit) === ref.commit);
}

function fillRepo(gitDir: string, sourceGitDir: string, refs: readonly PinnedDataRef[]): TestRepoResult {
  git(gitDir, ['init', '--bare', '--quiet']);
  const sourceObjects = resolve(sourceGitDir, git(sourceGitDir, ['rev-parse', '--git-path', 'objects']));
  writeFileSync(join(gitDir, 'objects', 'info', 'alternates'), `${sourceObjects}\n`);
  let parent: string | null = null;
  for (const ref of refs) {
    if (findCommit(gitDir, ref.commit) !== ref.commit) {
      const rebuilt = rebuildSnapshot(gitDir, ref, parent);
      if (!rebuilt.ok) return { ok: false, message: `The data repository ${sourceGitDir} cannot give the tests ${ref.name}: ${rebuilt.message}.` };
    }
    git(gitDir, ['update-ref', refName(ref), ref.commit]);
    parent = ref.commit;
  }
  git(gitDir, ['symbolic-ref', 'HEAD', 'refs/heads/main']);
  return { ok: true, gitDir };
}

/**
 * The test repository at gitDir on the objects of sourceGitDir: reused while
 * whole, else assembled beside and renamed into place, so a test run never
 * reads one half made.
 */
export function assembleTestRepo(sourceGitDir: string, gitDir: string, refs: readonly PinnedDataRef[]): TestRepoResult {
  if (isWhole(gitDir, refs)) return { ok: true, gitDir };

  mkdirSync(dirname(gitDir), { recursive: true });
  const partial = `${gitDir}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
  mkdirSync(partial);
  try {
    const filled = fillRepo(partial, sourceGitDir, refs);
    if (!filled.ok) return filled;
    rmSync(gitDir, { recursive: true, force: true });
    renameSync(partial, gitDir);
    return { ok: true, gitDir };
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}
