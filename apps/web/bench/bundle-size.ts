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
  const entries = [
    ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g),
  ];
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

/**
 * A lazy route's own JavaScript: its chunk (named after the page file) and the
 * chunks it imports that the first screen has not already loaded.
 */
export function routeJsGzipBytes(distDir: string, pageFile: string): number {
  const assets = join(distDir, 'assets');
  const entry = readdirSync(assets).find((file) => file.startsWith(`${pageFile}-`) && file.endsWith('.js'));
  if (!entry) throw new Error(`no chunk for ${pageFile} in ${assets}`);
  const initial = new Set(initialScripts(distDir).map((file) => file.replace(/^assets\//, '')));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || initial.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(assets, file), 'utf8');
    for (const match of code.matchAll(/(?:import|from)\s*"\.\/([^"]+\.js)"/g)) visit(match[1]!);
  };
  visit(entry);
  return [...seen].reduce((sum, file) => sum + gzipBytes(join(assets, file)), 0);
}
