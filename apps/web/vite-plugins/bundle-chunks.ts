// Reading Rollup's output bundle: its chunks by file, what a chunk loads, the page's entry.
import type { Rollup } from 'vite';

export function chunksOf(bundle: Rollup.OutputBundle): Map<string, Rollup.OutputChunk> {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  return chunks;
}

/** A chunk's file and those it imports statically, transitively, added to `seen`. */
export function withStaticImports(chunks: Map<string, Rollup.OutputChunk>, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) withStaticImports(chunks, imported, seen);
  return seen;
}

/** The chunk index.html loads. */
export function entryOf(chunks: Map<string, Rollup.OutputChunk>): Rollup.OutputChunk {
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
  if (!entry) throw new Error('the bundle has no index.html entry');
  return entry;
}
