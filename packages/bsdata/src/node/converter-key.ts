// Names the code that converts: caches of converted data (the server's builds,
// list-validate's game data) are keyed by it, so new converter code never reads
// data an older one made.
import { createHash, type Hash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { GAME_DATA_SCHEMA_VERSION } from '@scrolldex/rules';

const CODE_FILE = /\.(ts|js)$/;
const NOT_CODE = /\.(test|bench)\.ts$|\.d\.ts$/;

async function hashTree(hash: Hash, dir: string, prefix = ''): Promise<void> {
  const entries = (await readdir(join(dir, prefix), { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory() && entry.name !== 'node_modules') await hashTree(hash, dir, path);
    else if (entry.isFile() && CODE_FILE.test(entry.name) && !NOT_CODE.test(entry.name)) {
      hash
        .update(path)
        .update('\0')
        .update(await readFile(join(dir, path)))
        .update('\0');
    }
  }
}

async function hashCode(hash: Hash, path: string): Promise<void> {
  if ((await stat(path)).isDirectory()) await hashTree(hash, path);
  else hash.update(await readFile(path));
}

/** This package's code that runs: src/ from source, dist/ when built, or the one file a bundle made of it. */
function ownCode(): string {
  if (import.meta.url.endsWith('.ts')) return resolve(import.meta.dirname, '..');
  const dist = resolve(import.meta.dirname, '..');
  return basename(dist) === 'dist' && existsSync(join(dist, '..', 'package.json')) ? dist : fileURLToPath(import.meta.url);
}

/** The code of the converter and of the model it writes (files or folders). */
export function converterCodeFolders(): string[] {
  const paths = [ownCode()];
  try {
    paths.push(dirname(fileURLToPath(import.meta.resolve('@scrolldex/rules'))));
  } catch {
    // Bundled together with the converter (so hashed with it), or a runner without import.meta.resolve.
  }
  return paths;
}

/**
 * A key for a cache of converted data: the game-data schema version, then a
 * hash of `seed` and of the code in `folders` (the converter's by default).
 */
export async function computeConverterKey(seed = '', folders: readonly string[] = converterCodeFolders()): Promise<string> {
  const hash = createHash('sha256').update(`${GAME_DATA_SCHEMA_VERSION}\0${seed}\0`);
  for (const folder of folders) {
    try {
      await hashCode(hash, folder);
    } catch {
      // An unreadable folder only makes the key coarser.
    }
  }
  return `v${GAME_DATA_SCHEMA_VERSION}-${hash.digest('hex').slice(0, 12)}`;
}
