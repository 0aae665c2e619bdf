import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { GAME_DATA_SCHEMA_VERSION } from '@scrolldex/rules';

const FROM_SOURCE = import.meta.url.endsWith('.ts');
const CODE_FILE = /\.(ts|js)$/;
const NOT_CODE = /\.(test|bench)\.ts$|\.d\.ts$/;

async function hashTree(hash: ReturnType<typeof createHash>, dir: string, prefix = ''): Promise<void> {
  const entries = (await readdir(join(dir, prefix), { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory() && entry.name !== 'node_modules') await hashTree(hash, dir, path);
    else if (entry.isFile() && CODE_FILE.test(entry.name) && !NOT_CODE.test(entry.name)) {
      hash.update(path).update('\0').update(await readFile(join(dir, path))).update('\0');
    }
  }
}

/** Folders of the code that shapes a conversion: the converter, the model and this server (src/ or dist/, whichever runs). */
function codeFolders(): string[] {
  const folders = [FROM_SOURCE ? resolve(import.meta.dirname, '..') : import.meta.dirname];
  for (const specifier of ['@scrolldex/bsdata', '@scrolldex/rules']) {
    try {
      folders.push(dirname(fileURLToPath(import.meta.resolve(specifier))));
    } catch {
      // A runner without import.meta.resolve: the version and schema still key the cache.
    }
  }
  return folders;
}

/**
 * Names the converter that made a cached build: the game-data schema version,
 * the server version and a hash of the converting code. Builds made by other
 * code are converted again, so an update never serves stale data.
 */
export async function computeBuildKey(serverVersion: string): Promise<string> {
  const hash = createHash('sha256').update(`${GAME_DATA_SCHEMA_VERSION}\0${serverVersion}\0`);
  for (const folder of codeFolders()) {
    try {
      await hashTree(hash, folder);
    } catch {
      // An unreadable folder only makes the key coarser.
    }
  }
  return `v${GAME_DATA_SCHEMA_VERSION}-${hash.digest('hex').slice(0, 12)}`;
}
