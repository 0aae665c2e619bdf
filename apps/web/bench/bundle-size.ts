// The JavaScript the built app sends, gzip-compressed as a browser receives it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

function gzipBytes(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

/** The home route's JavaScript: index.html's module entry and its modulepreloads (lazy chunks come later). */
export function initialScripts(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g), ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g)];
  const files = entries.map((match) => match[1]!);
  if (files.length === 0) throw new Error('dist/index.html loads no module script');
  return files;
}

export function initialJsGzipBytes(distDir: string): number {
  return initialScripts(distDir).reduce((sum, file) => sum + gzipBytes(join(distDir, file)), 0);
}

/** Every script of the app (all chunks and the data worker), not the offline worker's own files. */
export function totalJsGzipBytes(distDir: string): number {
  const assets = join(distDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipBytes(join(assets, file)), 0);
}
