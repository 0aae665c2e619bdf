// A lazy part of the list screens (a sheet, a pane, a running game's screen: a module they import with `import()`) is
// a chunk of its own, named for its module. Left to Rollup, a small shared piece under `experimentalMinChunkSize` was
// folded into a lazy part's chunk, and a screen needing the piece at once fetched the part and all it imports: the
// builder fetched the Move to current data sheet and the list clean-up, three files before its first paint. Rollup
// folds nothing into a chunk named by `manualChunks`.
import { basename } from 'node:path';

import type { Rollup } from 'vite';

type Meta = Rollup.ManualChunkMeta;

/** A `manualChunks` rule: each module one of `importers` imports with `import()` gets a chunk named for its file. */
export function lazyPartChunks(importers: RegExp): (id: string, meta: Meta) => string | undefined {
  return (id, meta) =>
    meta.getModuleInfo(id)?.dynamicImporters.some((importer) => importers.test(importer)) ? basename(id).replace(/\.[cm]?[jt]sx?$/, '') : undefined;
}
