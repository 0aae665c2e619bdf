import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

import { screenStyles } from './screen-styles';

type FakeModule = { entry?: boolean; imports?: string[]; lazy?: string[] };

/** Rollup's `manualChunks` meta over a module graph: each module's static and lazy imports. */
function metaOf(modules: Record<string, FakeModule>): Rollup.ManualChunkMeta {
  const getModuleInfo = (id: string) => {
    const module = modules[id];
    return module
      ? ({ id, isEntry: module.entry ?? false, importedIds: module.imports ?? [], dynamicallyImportedIds: module.lazy ?? [] } as unknown as Rollup.ModuleInfo)
      : null;
  };
  return { getModuleIds: () => Object.keys(modules)[Symbol.iterator](), getModuleInfo } as Rollup.ManualChunkMeta;
}

const meta = metaOf({
  '/index.html': { entry: true, imports: ['/src/main.tsx'] },
  '/src/main.tsx': { lazy: ['/src/start-app.tsx'] },
  '/src/start-app.tsx': { imports: ['/src/router.tsx', '/src/ui/button.css'] },
  '/src/router.tsx': { lazy: ['/src/builder-page.tsx', '/src/army-page.tsx', '/src/lists-page.tsx'] },
  '/src/builder-page.tsx': {
    imports: ['/src/builder.css', '/src/ui/button.css', '/src/ui/card.css', '/src/ui/row.css'],
    lazy: ['/src/sheet.tsx', '/src/lists-page.tsx'],
  },
  '/src/sheet.tsx': { imports: ['/src/sheet.css'] },
  '/src/army-page.tsx': { imports: ['/src/ui/card.css'] },
  '/src/lists-page.tsx': { imports: ['/src/lists.css'] },
  '/src/builder.css': {},
  '/src/sheet.css': {},
  '/src/lists.css': {},
  '/src/ui/button.css': {},
  '/src/ui/card.css': {},
  '/src/ui/row.css': {},
});

const rule = () => screenStyles('list-styles', { screens: [/builder-page\.tsx$/], others: [/army-page\.tsx$/], router: /router\.tsx$/ });

describe('screenStyles', () => {
  it("groups the styles of the screens and of their lazy parts, not another screen's they link to", () => {
    const chunkOf = rule();
    expect(['/src/builder.css', '/src/ui/row.css', '/src/sheet.css', '/src/lists.css'].map((id) => chunkOf(id, meta))).toEqual([
      'list-styles',
      'list-styles',
      'list-styles',
      undefined,
    ]);
  });

  it('leaves out the styles every start loads and those of the other screens named', () => {
    const chunkOf = rule();
    expect(chunkOf('/src/ui/button.css', meta)).toBeUndefined();
    expect(chunkOf('/src/ui/card.css', meta)).toBeUndefined();
  });

  it('names no module but a stylesheet', () => {
    expect(rule()('/src/builder-page.tsx', meta)).toBeUndefined();
  });
});
