import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { makePublicHistory, makeSnapshots } from '../test/synthetic-history.js';
import { assembleTestRepo } from './assemble-test-repo.js';
import { git, tryGit } from './git.js';

describe('assembleTestRepo', () => {
  const dir = mkdtempSync(join(tmpdir(), 'scrolldex-assemble-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const history = join(dir, 'public.git');
  const pins = makeSnapshots(join(dir, 'team'), makePublicHistory(history));
  const teamGitDir = join(dir, 'team', '.git');
  const refsOf = (gitDir: string) => git(gitDir, ['for-each-ref', '--format=%(refname) %(objectname)']).split('\n');
  const pinnedRefs = [`refs/heads/main ${pins[1]!.commit}`, `refs/tags/release-1 ${pins[0]!.commit}`];

  it('holds exactly the pinned refs of a copy that has the commits, borrowing its objects', () => {
    // The team's copy has other branches too; the test repository has the pins only.
    execFileSync('git', ['-C', join(dir, 'team'), 'branch', '--quiet', 'work-in-progress']);
    const target = join(dir, 'from-team.git');
    expect(assembleTestRepo(teamGitDir, target, pins)).toEqual({ ok: true, gitDir: target });
    expect(refsOf(target)).toEqual(pinnedRefs);
    expect(git(target, ['symbolic-ref', 'HEAD'])).toBe('refs/heads/main');
    expect(readFileSync(join(target, 'objects/info/alternates'), 'utf8')).toBe(`${join(teamGitDir, 'objects')}\n`);
  });

  it('makes the pinned commits again from the public history of a copy that lacks them, and tags them', () => {
    const target = join(dir, 'from-public.git');
    expect(tryGit(history, ['cat-file', '-e', pins[0]!.commit])).toBeNull();
    expect(assembleTestRepo(history, target, pins)).toEqual({ ok: true, gitDir: target });
    expect(refsOf(target)).toEqual(pinnedRefs);
    expect(git(target, ['rev-parse', 'main^'])).toBe(pins[0]!.commit);
  });

  it('keeps a whole test repository as it is, and assembles a damaged one again', () => {
    const target = join(dir, 'kept.git');
    assembleTestRepo(teamGitDir, target, pins);
    // Whole: no source is read at all.
    expect(assembleTestRepo(join(dir, 'nowhere.git'), target, pins)).toEqual({ ok: true, gitDir: target });
    git(target, ['update-ref', '-d', 'refs/tags/release-1']);
    expect(assembleTestRepo(teamGitDir, target, pins)).toEqual({ ok: true, gitDir: target });
    expect(refsOf(target)).toEqual(pinnedRefs);
  });

  it('names the ref it cannot give when a copy has neither the commits nor their public history', () => {
    const empty = join(dir, 'empty.git');
    execFileSync('git', ['init', '--bare', '--quiet', empty]);
    const result = assembleTestRepo(empty, join(dir, 'never.git'), pins);
    expect(result).toEqual({
      ok: false,
      message: `The data repository ${empty} cannot give the tests release-1: it lacks both ${pins[0]!.commit} and the public commit ${pins[0]!.upstream} that commit was made from.`,
    });
    expect(tryGit(join(dir, 'never.git'), ['rev-parse', '--git-dir'])).toBeNull();
  });
});
