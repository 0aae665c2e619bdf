// Brotli and gzip copies of the built files at their best compression, beside
// each file (index-abc.js.br, index-abc.js.gz), which the server sends as they
// are (@fastify/static's preCompressed). Compressing on each request, the
// server can only afford brotli's fast levels: the main bundle went out at
// 152 KB where brotli's best makes 130 KB, the larger part of a phone's wait.
// The browser tests' build asks for a fast level instead (e2e/web-build.ts).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli's level for a build that is only tested, never sent to a phone: its copies are served as the best ones are,
 * at a thirtieth of the CPU (0.2 s for the app's files, not 6.7) and 8% larger.
 */
export const QUICK_BROTLI_QUALITY = 5;

/** The brotli and gzip copies of `content` worth sending: those smaller than the file itself. */
export async function compressedCopies(
  content: Buffer,
  brotliQuality: number = constants.BROTLI_MAX_QUALITY,
): Promise<{ extension: '.br' | '.gz'; content: Buffer }[]> {
  if (content.length < MIN_BYTES) return [];
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return [
    { extension: '.br' as const, content: br },
    { extension: '.gz' as const, content: gz },
  ].filter((copy) => copy.content.length < content.length);
}

/** `quick`: brotli at QUICK_BROTLI_QUALITY, for a build the tests serve; else at its best. */
export function precompress({ quick = false }: { quick?: boolean } = {}): Plugin {
  return {
    name: 'scrolldex-precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) throw new Error('precompress: the build has no output directory');
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(dir, file);
          const copies = await compressedCopies(await readFile(path), quick ? QUICK_BROTLI_QUALITY : constants.BROTLI_MAX_QUALITY);
          await Promise.all(copies.map((copy) => writeFile(`${path}${copy.extension}`, copy.content)));
        }),
      );
    },
  };
}
