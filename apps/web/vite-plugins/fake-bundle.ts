// Test helper: a Rollup output bundle made of the fields the build plugins read.
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
