import { resolve } from 'node:path';

import { computeConverterKey, converterCodeFolders } from '@scrolldex/bsdata/node';

const FROM_SOURCE = import.meta.url.endsWith('.ts');

/**
 * Names the converter that made a cached build: the game-data schema version,
 * the server version and a hash of the converting code (the converter, the
 * model and this server, src/ or dist/, whichever runs). Builds made by other
 * code are converted again, so an update never serves stale data.
 */
export async function computeBuildKey(serverVersion: string): Promise<string> {
  const serverFolder = FROM_SOURCE ? resolve(import.meta.dirname, '..') : import.meta.dirname;
  return computeConverterKey(serverVersion, [serverFolder, ...converterCodeFolders()]);
}
