import { realpathSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { addCommit, makeTempDir, makeWritableClone, DATA_FOLDER, DATA_REPO } from '../../test/data-repo.js';
import { buildCacheName, isRemoteLocation, openGameDataRepo, refreshGameDataRepo } from './open-game-data-repo.js';
import { readDataFilesAtRef } from './read-data-files-at-ref.js';
import { resolveRef } from './resolve-ref.js';

async function openOrThrow(...args: Parameters<typeof openGameDataRepo>) {
  const result = await openGameDataRepo(...args);
  if (!result.ok) throw new Error(result.errors[0]!.message);
  return result.value;
}

describe('openGameDataRepo', () => {
  const temp = makeTempDir('open');
  afterAll(temp.cleanup);
  const cacheDir = join(temp.dir, 'cache');

  it('reads a local bare repo in place', async () => {
    // The repo is read where it really is (the shared folder may be reached through a link).
    expect(await openOrThrow(DATA_REPO, cacheDir)).toEqual({ location: DATA_REPO, gitDir: realpathSync(DATA_REPO), kind: 'local' });
  });

  it('reads a repo with a work tree through its .git folder', async () => {
    const workTree = join(temp.dir, 'work-tree');
    mkdirSync(workTree);
    execFileSync('git', ['init', '--quiet', workTree]);
    expect(await openOrThrow(workTree, cacheDir)).toMatchObject({ gitDir: join(workTree, '.git'), kind: 'local' });
  });

  it('tells a missing folder from one that is no git repo', async () => {
    expect(await openGameDataRepo(join(temp.dir, 'nowhere'), cacheDir)).toMatchObject({ ok: false, errors: [{ code: 'REPO_NOT_FOUND' }] });
    const plain = join(temp.dir, 'plain');
    mkdirSync(plain);
    writeFileSync(join(plain, 'a.cat'), '<catalogue/>');
    expect(await openGameDataRepo(plain, cacheDir)).toMatchObject({ ok: false, errors: [{ code: 'NOT_A_GIT_REPO' }] });
    expect(await openGameDataRepo(DATA_FOLDER, cacheDir)).toMatchObject({ ok: false, errors: [{ code: 'NOT_A_GIT_REPO' }] });
  });

  it('clones a URL into the cache once and reads it', async () => {
    const url = `file://${DATA_REPO}`;
    const repo = await openOrThrow(url, cacheDir);
    expect(repo).toEqual({ location: url, gitDir: join(cacheDir, buildCacheName(url)), kind: 'cached-clone' });

    const files = await readDataFilesAtRef(repo, 'main');
    expect(files.ok && files.value.files).toHaveLength(133);
    const tag = await resolveRef(repo, 'battlescroll-2025-12');
    expect(tag).toEqual(await resolveRef({ ...repo, gitDir: DATA_REPO }, 'battlescroll-2025-12'));
    expect(await openOrThrow(url, cacheDir)).toEqual(repo);
  });

  it('sees a new upstream commit only after a refresh', async () => {
    const upstream = makeWritableClone(temp.dir, 'refresh-upstream.git');
    const url = `file://${upstream}`;
    const repo = await openOrThrow(url, cacheDir);
    const before = await resolveRef(repo, 'main');

    const commit = addCommit(upstream, 'main', { 'Extra.cat': '<catalogue/>' }, 'Add a catalogue');
    expect(await resolveRef(await openOrThrow(url, cacheDir), 'main')).toEqual(before);

    const refreshed = await openOrThrow(url, cacheDir, { refresh: true });
    expect(await resolveRef(refreshed, 'main')).toEqual({ ok: true, value: commit });
    const files = await readDataFilesAtRef(refreshed, 'main');
    expect(files.ok && files.value.files.map((file) => file.path)).toContain('Extra.cat');

    addCommit(upstream, 'main', { 'Extra.cat': '<catalogue id="2"/>' }, 'Change it');
    expect(await refreshGameDataRepo(repo)).toEqual({ ok: true, value: repo });
    expect(await resolveRef(repo, 'main')).not.toEqual({ ok: true, value: commit });
  });

  it('reports a URL it cannot clone as an error value', async () => {
    const result = await openGameDataRepo(`file://${join(temp.dir, 'missing.git')}`, cacheDir);
    expect(result).toMatchObject({ ok: false, errors: [{ code: 'CLONE_FAILED' }] });
  });
});

describe('isRemoteLocation', () => {
  it('tells URLs from paths', () => {
    for (const url of ['https://github.com/BSData/age-of-sigmar-4th.git', 'git@github.com:BSData/x.git', 'file:///srv/x.git', 'ssh://h/x']) {
      expect(isRemoteLocation(url)).toBe(true);
    }
    for (const path of ['/srv/data.git', '../shared/bsdata/age-of-sigmar-4th.git', 'C:\\data\\x.git', 'data@2026']) {
      expect(isRemoteLocation(path)).toBe(false);
    }
  });
});

describe('buildCacheName', () => {
  it('is a single safe folder name, distinct per URL', () => {
    const name = buildCacheName('https://user@github.com/BSData/age-of-sigmar-4th.git');
    expect(name).toMatch(/^github\.com-BSData-age-of-sigmar-4th\.git-[0-9a-f]{8}$/);
    expect(buildCacheName('file://../..')).not.toMatch(/^\.|\//);
    expect(buildCacheName('https://h/a-b')).not.toBe(buildCacheName('https://h/a/b'));
  });
});
