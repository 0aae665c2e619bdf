// The folders under a root (the areas of a package's src, or the features of the web app) may use one another, but
// never in a loop: when builder imports operations, operations imports picker and picker imports builder, none of the
// three can be read, tested or moved without the others, so the shared piece belongs in a lower folder. A pair that
// imports each other is the shortest loop; this finds loops of any length (the strongly connected components of the
// folder graph) and names one real import for each arrow inside them. Each package's `folder-cycles.test.ts` runs it
// on its roots. Type-only imports count: they tie the folders together as much as any other.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';

import ts from 'typescript';

import { stronglyConnected } from './strongly-connected.js';

/** A source file by its path under the root, and its text. */
export type SourceFile = { path: string; text: string };

/** One import from a file of folder `from` into folder `to`. */
export type FolderImport = { from: string; to: string; file: string; specifier: string };

/** Folders that reach each other through imports, and one import for each arrow between them. */
export type FolderCycle = { folders: string[]; imports: FolderImport[] };

const SOURCE = /\.tsx?$/;
// Tests, and the shared suites test files run (`*.behaviours.ts`), are left out: a test may reach into other folders
// for its set-up.
const TEST = /\.(test|e2e|behaviours)\.tsx?$/;

/** The TypeScript files under a root, tests left out, with their paths relative to the root. */
function sourceFilesUnder(root: string): SourceFile[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => SOURCE.test(path) && !TEST.test(path) && !path.endsWith('.d.ts'))
    .sort()
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}

/** The top-level folder of a path under the root; a file at the top (index.ts) or outside the root is in none. */
function folderOf(path: string): string | null {
  const parts = normalize(path).split(sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0]! : null;
}

/** Each relative import (static, dynamic, type-only or re-export) from one folder into another. */
function folderImports(files: readonly SourceFile[]): FolderImport[] {
  const folders = new Set(files.map(({ path }) => folderOf(path)));
  // `../lists` is the folder's index, `../index.js` a file at the top.
  const folderImported = (target: string): string | null => {
    const top = normalize(target).split(sep)[0]!;
    return folders.has(top) ? top : null;
  };
  return files.flatMap(({ path, text }) => {
    const from = folderOf(path);
    if (from === null) return [];
    return ts
      .preProcessFile(text, true, true)
      .importedFiles.map(({ fileName }) => fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .flatMap((specifier) => {
        const to = folderImported(join(dirname(path), specifier));
        return to !== null && to !== from ? [{ from, to, file: path, specifier }] : [];
      });
  });
}

/** Every group of two or more folders that reach each other through imports, with the first import of each arrow. */
export function folderCycles(files: readonly SourceFile[]): FolderCycle[] {
  const firstImport = new Map<string, FolderImport>();
  const targets = new Map<string, string[]>();
  for (const edge of folderImports(files)) {
    const key = `${edge.from}>${edge.to}`;
    if (firstImport.has(key)) continue;
    firstImport.set(key, edge);
    targets.set(edge.from, [...(targets.get(edge.from) ?? []), edge.to]);
  }
  const folders = [...new Set([...firstImport.values()].flatMap(({ from, to }) => [from, to]))].sort();
  return stronglyConnected(folders, (folder) => targets.get(folder) ?? [])
    .filter((component) => component.length > 1)
    .sort((a, b) => a[0]!.localeCompare(b[0]!))
    .map((component) => ({
      folders: component,
      imports: [...firstImport.values()]
        .filter(({ from, to }) => component.includes(from) && component.includes(to))
        .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to)),
    }));
}

/** A cycle in words: its folders, then each arrow with the import behind it, one a line. */
export function describeFolderCycle({ folders, imports }: FolderCycle): string {
  const arrows = imports.map(({ from, to, file, specifier }) => `  ${from} -> ${to}: ${file} imports ${specifier}`);
  return [`${folders.join(', ')} import each other:`, ...arrows].join('\n');
}

/** The folder cycles under a root directory, in words (none: an empty list). */
export function folderCyclesUnder(root: string): string[] {
  return folderCycles(sourceFilesUnder(root)).map(describeFolderCycle);
}
