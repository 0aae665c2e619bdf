// The top-level folders of src are the engine's areas (builder, fixes, picker, lookup...). One area may use
// another, but never both ways round: a folder cycle (a file of A imports one of B, and a file of B one of A)
// means neither can be read, tested or moved without the other, so the shared piece belongs in a lower folder.
// Tests are left out: a test may reach into other areas for its set-up.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

type SourceFile = { path: string; text: string };
type AreaImport = { from: string; to: string; file: string; specifier: string };

const SRC = import.meta.dirname;

/** The engine's source files (tests left out), by their path under src. */
function sourceFiles(): SourceFile[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
    .map((path) => ({ path, text: readFileSync(join(SRC, path), 'utf8') }));
}

/** The top-level folder of a path under src; a file at the top (index.ts) is in none. */
function areaOf(path: string): string | null {
  const parts = normalize(path).split(sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0]! : null;
}

/** Each relative import (static, dynamic, type-only or re-export) from one area into another. */
function areaImports(files: readonly SourceFile[]): AreaImport[] {
  return files.flatMap(({ path, text }) => {
    const from = areaOf(path);
    if (from === null) return [];
    return ts
      .preProcessFile(text, true, true)
      .importedFiles.map(({ fileName }) => fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .flatMap((specifier) => {
        const to = areaOf(join(dirname(path), specifier));
        return to !== null && to !== from ? [{ from, to, file: path, specifier }] : [];
      });
  });
}

/** Every pair of areas that import each other, with one import each way as the evidence. */
function folderCycles(files: readonly SourceFile[]): string[] {
  const imports = areaImports(files);
  const first = new Map<string, AreaImport>();
  for (const edge of imports) if (!first.has(`${edge.from}>${edge.to}`)) first.set(`${edge.from}>${edge.to}`, edge);
  return [...first.values()]
    .filter(({ from, to }) => from < to && first.has(`${to}>${from}`))
    .map((there) => {
      const back = first.get(`${there.to}>${there.from}`)!;
      return `${there.from} <-> ${there.to}: ${there.file} imports ${there.specifier}, ${back.file} imports ${back.specifier}`;
    });
}

describe('folder cycles in packages/rules/src', () => {
  it('finds none', () => {
    expect(folderCycles(sourceFiles())).toEqual([]);
  });

  it('would find two areas importing each other, by any kind of import, and only those', () => {
    const files: SourceFile[] = [
      { path: join('builder', 'edit.ts'), text: "import type { Fix } from '../fixes/fix.js';" },
      { path: join('fixes', 'fix.ts'), text: "export { applyEdit } from '../builder/edit.js';\nconst later = () => import('../lookup/army.js');" },
      { path: join('lookup', 'army.ts'), text: "import { nameKey } from '../shared/name-key.js';\nimport { other } from './other.js';" },
      { path: 'index.ts', text: "export * from './builder/edit.js';\nexport * from './lookup/army.js';" },
    ];
    expect(folderCycles(files)).toEqual(['builder <-> fixes: builder/edit.ts imports ../fixes/fix.js, fixes/fix.ts imports ../builder/edit.js']);
  });
});
