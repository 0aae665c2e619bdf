// Test helper: a Rollup output bundle made of the fields the build plugins read.
import { resolve } from 'node:path';

import type { Rollup } from 'vite';

export type FakeChunk = {
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string;
  moduleIds?: string[];
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

export function bundleOf(chunks: FakeChunk[]): Rollup.OutputBundle {
  return Object.fromEntries(
    chunks.map(({ fileName, isEntry = false, facadeModuleId = null, moduleIds = [], imports = [], dynamicImports = [], css = [] }) => [
      fileName,
      {
        type: 'chunk',
        fileName,
        isEntry,
        facadeModuleId,
        moduleIds,
        imports,
        dynamicImports,
        viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
      },
    ]),
  ) as unknown as Rollup.OutputBundle;
}

/**
 * A bundle shaped as the app's build makes it: the entry (index.html's script), React, the app's stage with a chunk
 * of its own imports, a screen the router loads lazily, and the data worker, a second entry that is not the page's.
 */
export function appBundle(): Rollup.OutputBundle {
  return bundleOf([
    {
      fileName: 'assets/index-main.js',
      isEntry: true,
      facadeModuleId: resolve('/app', 'index.html'),
      imports: ['assets/react-f1.js'],
      dynamicImports: ['assets/react-f1.js', 'assets/app-e5.js'],
      css: ['assets/index-main.css'],
    },
    { fileName: 'assets/react-f1.js' },
    {
      fileName: 'assets/app-e5.js',
      imports: ['assets/react-f1.js', 'assets/text-c3.js'],
      dynamicImports: ['assets/army-page-a1.js'],
      css: ['assets/app-e5.css'],
    },
    { fileName: 'assets/text-c3.js', css: ['assets/app-e5.css', 'assets/text-c3.css'] },
    { fileName: 'assets/army-page-a1.js', imports: ['assets/text-c3.js'], css: ['assets/army-page-a1.css'] },
    { fileName: 'assets/game-data.worker-w1.js', isEntry: true, facadeModuleId: resolve('/app', 'src/data/game-data.worker.ts') },
  ]);
}
