// The game data of one build as the files a screen loads on its own:
// the index, the shared core and one file per army, each named by a hash of
// its content, so a browser keeps it for good and a new commit changes only
// the names of what changed. Made from the build's game-data.json the first
// time a ref's files are asked for, and kept for the builds in memory.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

import { parseGameData, splitGameDataByArmy } from '@scrolldex/rules';

import { compressBody, jsonBytes, type PrecompressedBody } from '../http/precompressed-body.js';
import type { LoadedBuild } from './artifacts.js';

export type DataFiles = {
  index: string;
  core: string;
  /** By army name, in the data's order. */
  armies: Record<string, string>;
  /** Every file's body by its name. */
  bodies: Map<string, PrecompressedBody>;
};

async function named(kind: 'index' | 'core' | 'army', value: unknown): Promise<{ name: string; body: PrecompressedBody }> {
  const bytes = jsonBytes(value);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
  return { name: `${kind}-${hash}.json`, body: await compressBody(bytes) };
}

async function gameDataJson(build: LoadedBuild): Promise<unknown> {
  const { identity } = build.documents['game-data.json'];
  return JSON.parse((Buffer.isBuffer(identity) ? identity : await readFile(identity.path)).toString('utf8'));
}

async function makeDataFiles(build: LoadedBuild): Promise<DataFiles> {
  const parsed = parseGameData(await gameDataJson(build));
  // The server converted this file itself: a failure here is a bug, not a client's doing.
  if (!parsed.ok) throw new Error(`The game data of ${build.commit} does not read back: ${parsed.errors[0]!.message}`);
  const { index, core, armies } = splitGameDataByArmy(parsed.value);
  const [indexFile, coreFile, ...armyFiles] = await Promise.all([
    named('index', index),
    named('core', core),
    ...Object.values(armies).map((army) => named('army', army)),
  ]);
  const names = Object.keys(armies);
  const bodies = new Map([indexFile!, coreFile!, ...armyFiles].map(({ name, body }) => [name, body]));
  return { index: indexFile!.name, core: coreFile!.name, armies: Object.fromEntries(armyFiles.map((file, at) => [names[at]!, file.name])), bodies };
}

/** The data files of a build, made once per build object (the service keeps a build's object while it is in memory). */
export function createDataFilesCache(): (build: LoadedBuild) => Promise<DataFiles> {
  const made = new WeakMap<LoadedBuild, Promise<DataFiles>>();
  return (build) => {
    let files = made.get(build);
    if (!files) {
      files = makeDataFiles(build);
      made.set(build, files);
      // A failure is not kept: the next request tries again.
      files.catch(() => made.delete(build));
    }
    return files;
  };
}
