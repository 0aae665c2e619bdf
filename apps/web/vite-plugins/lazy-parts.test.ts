import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

import { lazyPartChunks } from './lazy-parts';

const DYNAMIC_IMPORTERS: Record<string, string[]> = {
  '/src/features/builder/unit-options/unit-options-sheet.tsx': ['/src/features/builder/builder-view.tsx'],
  '/src/features/lists/list-issues-dialog.tsx': ['/src/features/lists/index.ts'],
  '/src/features/builder/list-builder-page.tsx': ['/src/app/router.tsx'],
  '/src/ui/sheet.tsx': [],
};

const meta = {
  getModuleInfo: (id: string) => ({ id, dynamicImporters: DYNAMIC_IMPORTERS[id] ?? [] }) as unknown as Rollup.ModuleInfo,
} as Rollup.ManualChunkMeta;

const chunkOf = lazyPartChunks(/[\\/]src[\\/]features[\\/]builder[\\/]/);

describe('lazyPartChunks', () => {
  it('names a chunk for each module the given folders import lazily, after its file', () => {
    expect(chunkOf('/src/features/builder/unit-options/unit-options-sheet.tsx', meta)).toBe('unit-options-sheet');
  });

  it('leaves to Rollup what other modules import lazily, and what is imported statically only', () => {
    expect(chunkOf('/src/features/lists/list-issues-dialog.tsx', meta)).toBeUndefined();
    expect(chunkOf('/src/features/builder/list-builder-page.tsx', meta)).toBeUndefined();
    expect(chunkOf('/src/ui/sheet.tsx', meta)).toBeUndefined();
  });
});
