// No module may reach itself through the modules it imports, however long the loop: a module in one runs before some
// module it needs has, and no module of the loop can be read, tested or moved without the others. This finds the
// loops among the repository's TypeScript and JavaScript modules (the strongly connected components of the import
// graph); `module-cycles.test.ts` runs it. It took over from ESLint's import-x/no-cycle, half of ESLint's time on the
// repository, and counts what that rule counted: static, re-exporting and dynamic imports, but no type-only import
// (nothing of it is left at run time). Packages import each other by name, never in a loop (the type check's project
// references refuse one), so only relative imports are followed.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

import { parseSync } from 'oxc-parser';

import type { SourceFile } from './folder-cycles.js';
import { stronglyConnected } from './strongly-connected.js';

const MODULE = /\.(tsx?|[cm]?js)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dev-dist', 'coverage', '.cache', '.turbo', '.git']);

/** The relative specifiers a module imports values through: static imports, re-exports and dynamic imports of a literal. */
function valueImports({ path, text }: SourceFile): string[] {
  const { module, errors } = parseSync(path, text);
  if (errors.length > 0) throw new Error(`${path} does not parse: ${errors[0]!.message}`);
  // An import with no names is there for its side effects; one with some names but only types leaves nothing.
  const imported = module.staticImports
    .filter(({ entries }) => entries.length === 0 || entries.some((entry) => !entry.isType))
    .map(({ moduleRequest }) => moduleRequest.value);
  const reexported = module.staticExports.flatMap(({ entries }) =>
    entries.flatMap((entry) => (entry.moduleRequest && !entry.isType ? [entry.moduleRequest.value] : [])),
  );
  const loaded = module.dynamicImports.flatMap(({ moduleRequest }) => /^(['"`])(.*)\1$/.exec(text.slice(moduleRequest.start, moduleRequest.end))?.[2] ?? []);
  return [...imported, ...reexported, ...loaded].filter((specifier) => specifier.startsWith('.'));
}

/** The module a relative specifier names: the file itself, the TypeScript file a `.js` name stands for, or a folder's index. */
function resolved(modules: ReadonlySet<string>, from: string, specifier: string): string | null {
  // A Vite suffix (`?worker`, `?url`) names the same file.
  const path = normalize(join(dirname(from), specifier.replace(/\?.*$/, '')));
  const stem = path.replace(/\.[cm]?js$/, '');
  const candidates = [path, `${stem}.ts`, `${stem}.tsx`, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts'), join(path, 'index.tsx')];
  return candidates.find((candidate) => modules.has(candidate)) ?? null;
}

/** Every loop of modules (two or more reaching each other, or one importing itself), each as its paths, sorted. */
export function moduleCycles(files: readonly SourceFile[]): string[][] {
  const modules = new Set(files.map(({ path }) => normalize(path)));
  const targets = new Map(
    files.map((file) => [normalize(file.path), valueImports(file).flatMap((specifier) => resolved(modules, normalize(file.path), specifier) ?? [])]),
  );
  return stronglyConnected([...modules].sort(), (path) => targets.get(path) ?? []).filter(
    (component) => component.length > 1 || targets.get(component[0]!)!.includes(component[0]!),
  );
}

/** The modules under a folder, with their paths relative to it; dependencies, builds and caches left out. */
function modulesUnder(root: string, folder = ''): SourceFile[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : modulesUnder(root, path);
    return MODULE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [{ path, text: readFileSync(join(root, path), 'utf8') }] : [];
  });
}

/** The module loops under a folder, in words (none: an empty list). */
export function moduleCyclesUnder(root: string): string[] {
  return moduleCycles(modulesUnder(root)).map((modules) => `${modules.join(', ')} import one another`);
}
