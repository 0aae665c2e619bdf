// Test support: a made-up public history and the team's snapshots of it, each
// made its own way (plumbing for the history, `git commit` in a work tree for
// the snapshots), to check that a rebuild from the history gives the snapshots.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { PinnedDataRef } from '@scrolldex/test-harness/pinned-data';
import { SNAPSHOT_AUTHOR, snapshotMessage } from '@scrolldex/test-harness/pinned-data';

import { git } from '../src/git.js';

/** One release of the made-up data: its data files, and the date of its snapshot. */
export type Release = { name: string; kind: 'branch' | 'tag'; files: Record<string, string>; date: string };

export const RELEASES: readonly Release[] = [
  {
    name: 'release-1',
    kind: 'tag',
    files: { 'Game.gst': '<gameSystem id="g" revision="1"/>', 'Army.cat': '<catalogue id="a" revision="1"/>' },
    date: '1700000000 -0500',
  },
  {
    name: 'main',
    kind: 'branch',
    files: { 'Game.gst': '<gameSystem id="g" revision="2"/>', 'Army.cat': '<catalogue id="a" revision="2"/>' },
    date: '1700086400 +0200',
  },
];

const PUBLIC_AUTHOR = {
  GIT_AUTHOR_NAME: 'A Maintainer',
  GIT_AUTHOR_EMAIL: 'maintainer@example.org',
  GIT_COMMITTER_NAME: 'A Maintainer',
  GIT_COMMITTER_EMAIL: 'maintainer@example.org',
};

function hashBlob(gitDir: string, text: string): string {
  return git(gitDir, ['hash-object', '-w', '--stdin'], { input: text });
}

/**
 * A bare repository of the public history: one commit per release holding its
 * data files plus what a data repository also has (a README, a CI folder).
 */
export function makePublicHistory(gitDir: string): string[] {
  execFileSync('git', ['init', '--bare', '--quiet', gitDir]);
  const ci = git(gitDir, ['mktree'], { input: `100644 blob ${hashBlob(gitDir, 'on: push\n')}\tci.yml\n` });
  const commits: string[] = [];
  RELEASES.forEach((release, index) => {
    const entries = [
      ...Object.entries(release.files).map(([name, text]) => `100644 blob ${hashBlob(gitDir, text)}\t${name}`),
      `100644 blob ${hashBlob(gitDir, `# Data, release ${index + 1}\n`)}\tREADME.md`,
      `040000 tree ${ci}\t.github`,
    ];
    const tree = git(gitDir, ['mktree'], { input: `${entries.join('\n')}\n` });
    const parent = commits.at(-1);
    const date = `${1690000000 + index * 1000} +0000`;
    commits.push(
      git(gitDir, ['commit-tree', tree, ...(parent ? ['-p', parent] : []), '-m', `Release ${index + 1}`], {
        env: { ...PUBLIC_AUTHOR, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
      }),
    );
  });
  git(gitDir, ['update-ref', 'refs/heads/main', commits.at(-1)!]);
  return commits;
}

/** The team's snapshots of the history, made in a work tree with `git commit`; the pins that name them. */
export function makeSnapshots(dir: string, publicCommits: readonly string[]): PinnedDataRef[] {
  mkdirSync(dir, { recursive: true });
  const run = (args: string[], env: Record<string, string> = {}) =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8', env: { ...process.env, ...env } }).trim();
  run(['init', '--quiet']);
  return RELEASES.map((release, index) => {
    for (const [name, text] of Object.entries(release.files)) writeFileSync(join(dir, name), text);
    run(['add', '--all']);
    const pin = { name: release.name, kind: release.kind, upstream: publicCommits[index]!.slice(0, 7), date: release.date, commit: '', tree: '' };
    const who = { name: SNAPSHOT_AUTHOR.name, email: SNAPSHOT_AUTHOR.email };
    run(
      ['-c', `user.name=${who.name}`, '-c', `user.email=${who.email}`, '-c', 'commit.gpgSign=false', 'commit', '--quiet', '-m', snapshotMessage(pin).trimEnd()],
      {
        GIT_AUTHOR_DATE: release.date,
        GIT_COMMITTER_DATE: release.date,
      },
    );
    return { ...pin, commit: run(['rev-parse', 'HEAD']), tree: run(['rev-parse', 'HEAD^{tree}']) };
  });
}
