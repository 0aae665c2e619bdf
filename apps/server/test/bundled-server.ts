// The server's sources (src/server.ts and the worker it converts on) bundled into JavaScript once per test file,
// for the tests whose subject is the server process (server-process.ts), not how TypeScript is loaded. Started from
// the sources with `--import tsx`, each start cost some 4.7 s of CPU, most of it tsx's loader hooks and its compiles;
// the bundle starts on 1.7 s. Its files are laid out as `pnpm build` lays out dist/ (tsup.config.ts): the entries
// side by side, the migrations beside them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { build, type Plugin } from 'esbuild';

import { copyMigrations, SERVER_ENTRIES } from '../build-layout.js';

const SERVER_DIR = resolve(import.meta.dirname, '..');

/**
 * Our workspace packages are bundled from their sources (the `@scrolldex/source` condition, as `pnpm dev` reads
 * them); every other package stays an import of the file it resolves to where it is installed, so the bundle runs
 * from any folder with the same modules the sources load (pnpm gives a package only its own dependencies).
 */
const installedPackagesStayImports: Plugin = {
  name: 'installed-packages-stay-imports',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@scrolldex/') || args.pluginData === installedPackagesStayImports) return undefined;
      if (args.path.startsWith('node:')) return { external: true };
      const resolved = await bundler.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: installedPackagesStayImports,
      });
      return resolved.errors.length > 0 ? { errors: resolved.errors } : { path: resolved.path, external: true };
    });
  },
};

async function bundleServer(dir: string): Promise<string> {
  await build({
    absWorkingDir: SERVER_DIR,
    entryPoints: SERVER_ENTRIES,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    conditions: ['@scrolldex/source'],
    outdir: dir,
    plugins: [installedPackagesStayImports],
    logLevel: 'error',
  });
  await copyMigrations(SERVER_DIR, dir);
  return join(dir, 'server.js');
}

let bundle: { dir: string; entry: Promise<string> } | undefined;

/** The path of the bundled server's entry, built in a temp folder on the first call since the last removal. */
export function bundledServerEntry(): Promise<string> {
  if (bundle === undefined) {
    const dir = mkdtempSync(join(tmpdir(), 'scrolldex-server-bundle-'));
    bundle = { dir, entry: bundleServer(dir) };
  }
  return bundle.entry;
}

/**
 * Removes the bundle, once no server runs from it (a test file's afterAll: Vitest ends its workers without their
 * exit handlers).
 */
export async function removeBundledServer(): Promise<void> {
  if (bundle === undefined) return;
  const { dir, entry } = bundle;
  bundle = undefined;
  await entry.catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
}
