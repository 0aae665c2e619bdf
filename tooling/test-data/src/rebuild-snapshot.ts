// Makes a pinned snapshot commit again from the public repository's history:
// the .cat and .gst files at the top of its upstream commit, in a commit with
// the snapshot's author, date, message and parent. Git names a commit by its
// content, so the result is the pinned commit itself, or the data differs and
// it is refused.
import type { PinnedDataRef } from '@scrolldex/test-harness/pinned-data';
import { SNAPSHOT_AUTHOR, snapshotMessage } from '@scrolldex/test-harness/pinned-data';

import { findCommit, git } from './git.js';

export type RebuildResult = { ok: true; commit: string } | { ok: false; message: string };

const DATA_FILE = /\.(cat|gst)$/;

/** `git ls-tree -z` records of the data files at the top of a tree, as `git mktree -z` takes them back. */
function dataFileRecords(gitDir: string, commit: string): string[] {
  return git(gitDir, ['ls-tree', '-z', commit])
    .split('\0')
    .filter((record) => {
      const [meta, name] = record.split('\t');
      return name !== undefined && meta!.split(' ')[1] === 'blob' && DATA_FILE.test(name);
    });
}

/**
 * Writes the snapshot commit of `ref` into `gitDir` from its upstream commit
 * (which the repository must hold), on top of `parent` (null for the first).
 */
export function rebuildSnapshot(gitDir: string, ref: PinnedDataRef, parent: string | null): RebuildResult {
  const upstream = findCommit(gitDir, ref.upstream);
  if (upstream === null) {
    return { ok: false, message: `it lacks both ${ref.commit} and the public commit ${ref.upstream} that commit was made from` };
  }
  const tree = git(gitDir, ['mktree', '-z'], { input: `${dataFileRecords(gitDir, upstream).join('\0')}\0` });
  if (tree !== ref.tree) {
    return { ok: false, message: `the data files of ${ref.upstream} (tree ${tree}) are not those of ${ref.name} (tree ${ref.tree})` };
  }
  const who = { name: SNAPSHOT_AUTHOR.name, email: SNAPSHOT_AUTHOR.email, date: ref.date };
  const commit = git(gitDir, ['commit-tree', '--no-gpg-sign', tree, ...(parent ? ['-p', parent] : []), '-F', '-'], {
    input: snapshotMessage(ref),
    env: {
      GIT_AUTHOR_NAME: who.name,
      GIT_AUTHOR_EMAIL: who.email,
      GIT_AUTHOR_DATE: who.date,
      GIT_COMMITTER_NAME: who.name,
      GIT_COMMITTER_EMAIL: who.email,
      GIT_COMMITTER_DATE: who.date,
    },
  });
  if (commit !== ref.commit) return { ok: false, message: `rebuilding ${ref.name} from ${ref.upstream} made ${commit}, not ${ref.commit}` };
  return { ok: true, commit };
}
