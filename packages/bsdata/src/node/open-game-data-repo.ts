import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

import type { Result } from '@scrolldex/rules';

import type { GameDataRepo, GameDataRepoError } from './game-data-repo.js';
import { lastLine, tryRunGit } from './run-git.js';

export type OpenOptions = {
  /** Fetch a cached clone before returning it. Local repos are never fetched: they are the user's to update. */
  refresh?: boolean;
};

type RepoResult = Result<GameDataRepo, GameDataRepoError>;

/** https://, http://, ssh://, git://, file:// URLs and scp-like `user@host:path`. */
export function isRemoteLocation(location: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(location) || /^[\w.-]+@[\w.-]+:/.test(location);
}

/**
 * Folder name of a URL's clone in the cache: readable, plus a hash of the whole
 * URL so two URLs that sanitise alike never share a clone.
 */
export function buildCacheName(url: string): string {
  const readable = url
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^[^@/]*@/, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(0, 80);
  const hash = createHash('sha256').update(url).digest('hex').slice(0, 8);
  return `${readable || 'repo'}-${hash}`;
}

async function openLocalRepo(location: string): Promise<RepoResult> {
  const path = resolve(location);
  if (!existsSync(path)) return { ok: false, errors: [{ code: 'REPO_NOT_FOUND', message: `No such folder: ${path}` }] };
  // The ceiling stops git from taking an enclosing repository for this folder.
  const output = await tryRunGit(['rev-parse', '--absolute-git-dir'], {
    cwd: path,
    env: { GIT_CEILING_DIRECTORIES: dirname(path) },
  });
  if (output.exitCode !== 0) {
    return { ok: false, errors: [{ code: 'NOT_A_GIT_REPO', message: `${path} is not a git repository` }] };
  }
  return { ok: true, value: { location, gitDir: output.stdout.toString('utf8').trim(), kind: 'local' } };
}

async function cloneInto(url: string, target: string): Promise<GameDataRepoError | null> {
  await mkdir(dirname(target), { recursive: true });
  // Clone beside the target and rename, so an interrupted clone never looks like a finished one.
  const partial = `${target}.partial-${process.pid}-${Date.now()}`;
  const output = await tryRunGit(['clone', '--bare', '--quiet', '--', url, partial]);
  if (output.exitCode !== 0) {
    await rm(partial, { recursive: true, force: true });
    return { code: 'CLONE_FAILED', message: `Could not clone ${url}: ${lastLine(output.stderr)}` };
  }
  try {
    await rename(partial, target);
  } catch (error) {
    // Another process finished the same clone first; theirs is as good as ours.
    await rm(partial, { recursive: true, force: true });
    if (!existsSync(join(target, 'HEAD'))) throw error;
  }
  return null;
}

/** Fetches every branch and tag of a cached clone; local repos are returned as they are. */
export async function refreshGameDataRepo(repo: GameDataRepo): Promise<RepoResult> {
  if (repo.kind !== 'cached-clone') return { ok: true, value: repo };
  const output = await tryRunGit(['fetch', '--prune', '--quiet', 'origin', '+refs/heads/*:refs/heads/*', '+refs/tags/*:refs/tags/*'], { gitDir: repo.gitDir });
  if (output.exitCode !== 0) {
    return { ok: false, errors: [{ code: 'FETCH_FAILED', message: `Could not fetch ${repo.location}: ${lastLine(output.stderr)}` }] };
  }
  return { ok: true, value: repo };
}

/**
 * Opens a game data repository. A local path (bare or with a work tree) is
 * read in place; a URL is cloned bare into cacheDir once and fetched again
 * only when options.refresh is set.
 */
export async function openGameDataRepo(location: string, cacheDir: string, options: OpenOptions = {}): Promise<RepoResult> {
  if (!isRemoteLocation(location)) return openLocalRepo(location);

  const gitDir = resolve(cacheDir, buildCacheName(location));
  const repo: GameDataRepo = { location, gitDir, kind: 'cached-clone' };
  if (!existsSync(join(gitDir, 'HEAD'))) {
    const error = await cloneInto(location, gitDir);
    return error ? { ok: false, errors: [error] } : { ok: true, value: repo };
  }
  return options.refresh ? refreshGameDataRepo(repo) : { ok: true, value: repo };
}
