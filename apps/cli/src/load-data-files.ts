import { existsSync } from 'node:fs';
import { join } from 'node:path';

import type { DataFile, DataSource } from '@scrolldex/bsdata';
import {
  isRemoteLocation,
  openGameDataRepo,
  readDataFilesAtRef,
  readDataFolder,
  resolveGameDataRepo,
  resolveRef,
  type GameDataRepo,
} from '@scrolldex/bsdata/node';
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

/** Where the options say the data is: a plain folder, or a repository and a ref in it (not read yet). */
export type DataPlace = { kind: 'folder'; dir: string } | { kind: 'repo'; repo: GameDataRepo; ref: string; commit: string; origin: string };

/** Finds the data the options name: a folder, a repository at a ref (resolved to its commit), or the default repository. */
export async function locateData(args: DataOptions, context: LoadContext): Promise<Result<DataPlace, LoadError>> {
  const userPath = (path: string) => resolveUserPath(path, context.env, context.cwd);
  if (args.dir !== null) return { ok: true, value: { kind: 'folder', dir: userPath(args.dir) } };

  const choice = args.repo === null ? resolveGameDataRepo(context.env, context.projectRoot) : null;
  const given = args.repo ?? choice!.location;
  const location = isRemoteLocation(given) ? given : userPath(given);
  const cacheDir = args.cacheDir === null ? join(context.projectRoot, '.cache', 'bsdata') : userPath(args.cacheDir);

  const opened = await openGameDataRepo(location, cacheDir, { refresh: args.refresh });
  if (!opened.ok) {
    const error = opened.errors[0]!;
    if (error.code !== 'NOT_A_GIT_REPO' || !args.repoMayBeFolder) return failWith(error.message);
    if (args.ref !== null) return failWith(`--ref only applies to a git repository, and ${location} is a plain folder`);
    return { ok: true, value: { kind: 'folder', dir: location } };
  }
  const ref = args.ref ?? DEFAULT_REF;
  const commit = await resolveRef(opened.value, ref);
  if (!commit.ok) return failWith(commit.errors[0]!.message);
  const why = choice ? ` (${choice.reason})` : '';
  const origin = `${ref} at ${commit.value.slice(0, 12)} of ${location}${why}`;
  return { ok: true, value: { kind: 'repo', repo: opened.value, ref, commit: commit.value, origin } };
}

/** Reads the data files of a place; a repository is read at the commit its ref named when located. */
export async function readDataPlace(place: DataPlace): Promise<LoadResult> {
  if (place.kind === 'folder') return loadFolder(place.dir);
  const read = await readDataFilesAtRef(place.repo, place.commit);
  if (!read.ok) return failWith(read.errors[0]!.message);
  return { ok: true, value: { files: read.value.files, source: { ref: place.ref, commit: place.commit }, origin: place.origin } };
}

/** Reads the data files the options name: a folder, a repository at a ref, or the default repository. */
export async function loadDataFiles(args: DataOptions, context: LoadContext): Promise<LoadResult> {
  const place = await locateData(args, context);
  return place.ok ? readDataPlace(place.value) : place;
}
