// The built app the tests and benchmarks load: `vite build` into apps/web/dist
// unless dist is newer than every source file it is built from.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { PROJECT_ROOT, WEB_DIR, WEB_DIST_DIR } from './paths.js';

/** What the bundle is made of: the app and the workspace packages it imports from source. */
const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-plugins',
  'apps/web/package.json',
  'packages/rules/src',
  'packages/contract/src',
];

const LOCK_DIR = join(PROJECT_ROOT, '.cache/web-build.lock');
/** Present while dist's compressed copies are the quick ones (vite-plugins/precompress.ts). */
const QUICK_MARK = join(PROJECT_ROOT, '.cache/web-build-quick');
const LOCK_STALE_MS = 5 * 60_000;

function newestMtime(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function isStale(compression: Compression): boolean {
  if (compression === 'best' && existsSync(QUICK_MARK)) return true;
  const built = statSync(join(WEB_DIST_DIR, 'index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return SOURCES.some((source) => newestMtime(join(PROJECT_ROOT, source)) > built);
}

/** mkdir is atomic: two test runs on one checkout never write dist at the same time. */
async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  mkdirSync(join(PROJECT_ROOT, '.cache'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      break;
    } catch {
      const age = Date.now() - (statSync(LOCK_DIR, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_STALE_MS) rmSync(LOCK_DIR, { recursive: true, force: true });
      await new Promise((done) => setTimeout(done, 500));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}

/**
 * 'quick': brotli's copies at a fast level, which the browser tests take (they check that the server sends the build's
 * copies, not how small they are; 6.5 s less CPU a build). 'best', the benchmarks', as `pnpm build` makes them: what a
 * phone downloads. A quick dist does for 'quick' only.
 */
type Compression = 'best' | 'quick';

/** Builds the app unless dist is up to date; a child process, so the caller can do other work meanwhile. */
export async function ensureWebBuild(compression: Compression = 'best'): Promise<void> {
  await withBuildLock(async () => {
    if (!isStale(compression)) return;
    console.log('[e2e] building the web app (vite build) into apps/web/dist');
    const started = Date.now();
    const build = spawn(process.execPath, [join(WEB_DIR, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
      cwd: WEB_DIR,
      stdio: 'inherit',
      // Vitest runs with NODE_ENV=test, which would make Vite build React's development bundle.
      env: { ...process.env, NODE_ENV: 'production', SCROLLDEX_QUICK_COMPRESSION: compression === 'quick' ? '1' : '0' },
    });
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((done, fail) => {
      build.once('error', fail);
      build.once('exit', (exitCode, exitSignal) => done([exitCode, exitSignal]));
    });
    if (code !== 0) throw new Error(`vite build failed (exit ${code ?? signal})`);
    if (compression === 'quick') writeFileSync(QUICK_MARK, '');
    else rmSync(QUICK_MARK, { force: true });
    console.log(`[e2e] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
}
