import { existsSync } from 'node:fs';
import { join } from 'node:path';

import type { DataFile, DataSource } from '@scrolldex/bsdata';
import { isRemoteLocation, openGameDataRepo, readDataFilesAtRef, readDataFolder, resolveGameDataRepo } from '@scrolldex/bsdata/node';
import type { Result } from '@scrolldex/rules';

import { DEFAULT_REF } from './parse-args.js';
import { resolveUserPath } from './resolve-user-path.js';

export type LoadContext = {
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  projectRoot: string;
};

export type LoadedDataFiles = {
  files: DataFile[];
  source: DataSource;
  /** Where the files came from, for the summary. */
  origin: string;
};

/** Where to read the data from: the options data:convert and list-validate share. */
export type DataOptions = {
  /** Path or URL of a git repository; null means: choose with resolveGameDataRepo. */
  repo: string | null;
  /** Branch, tag or commit in the repo; null means main. */
  ref: string | null;
  /** A plain folder of .cat/.gst files instead of a repository. */
  dir: string | null;
  cacheDir: string | null;
  refresh: boolean;
  /** Read a local `repo` that is no git repository as a plain folder (list-validate's --data). */
  repoMayBeFolder?: boolean;
};

export type LoadError = { message: string };

type LoadResult = Result<LoadedDataFiles, LoadError>;

function failWith(message: string): { ok: false; errors: LoadError[] } {
  return { ok: false, errors: [{ message }] };
}

async function loadFolder(dir: string): Promise<LoadResult> {
  if (!existsSync(dir)) return failWith(`No such folder: ${dir}`);
  const files = await readDataFolder(dir);
  return { ok: true, value: { files, source: { ref: null, commit: null }, origin: `folder ${dir}` } };
}

/** Reads the data files the options name: a folder, a repository at a ref, or the default repository. */
export async function loadDataFiles(args: DataOptions, context: LoadContext): Promise<LoadResult> {
  const userPath = (path: string) => resolveUserPath(path, context.env, context.cwd);
  if (args.dir !== null) return loadFolder(userPath(args.dir));

  const choice = args.repo === null ? resolveGameDataRepo(context.env, context.projectRoot) : null;
  const given = args.repo ?? choice!.location;
  const location = isRemoteLocation(given) ? given : userPath(given);
  const cacheDir = args.cacheDir === null ? join(context.projectRoot, '.cache', 'bsdata') : userPath(args.cacheDir);

  const opened = await openGameDataRepo(location, cacheDir, { refresh: args.refresh });
  if (!opened.ok) {
    const error = opened.errors[0]!;
    if (error.code !== 'NOT_A_GIT_REPO' || !args.repoMayBeFolder) return failWith(error.message);
    if (args.ref !== null) return failWith(`--ref only applies to a git repository, and ${location} is a plain folder`);
    return loadFolder(location);
  }
  const ref = args.ref ?? DEFAULT_REF;
  const read = await readDataFilesAtRef(opened.value, ref);
  if (!read.ok) return failWith(read.errors[0]!.message);

  const { commit, files } = read.value;
  const why = choice ? ` (${choice.reason})` : '';
  return { ok: true, value: { files, source: { ref, commit }, origin: `${ref} at ${commit.slice(0, 12)} of ${location}${why}` } };
}
