// `pnpm bench cli`: list-validate as a script runs it — a separate process of
// the bundled command — once converting the data (a cold cache), then again
// on the same ref from the cache, for one list and for 100 lists in one call.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { median, type Figure } from '@scrolldex/bench';
import { build } from 'tsup';

const APP_DIR = resolve(import.meta.dirname, '..');
const SHARED = resolve(APP_DIR, '../../../shared');
const DATA_REPO = join(SHARED, 'bsdata/age-of-sigmar-4th.git');
const LIST_DIRS = [join(SHARED, 'fixtures/lists'), resolve(APP_DIR, '../../packages/rules/test/fixtures/lists')];
const WARM_RUNS = 3;
const LISTS_IN_ONE_CALL = 100;

/** The command bundled with the packages it uses, as an installed bin runs it (no TypeScript loader). */
async function bundle(outDir: string): Promise<string> {
  await build({
    entry: { 'list-validate': join(APP_DIR, 'src/list-validate.ts') },
    outDir,
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    noExternal: [/.*/],
    silent: true,
    esbuildOptions: (options) => void (options.conditions = ['@scrolldex/source']),
  });
  return join(outDir, 'list-validate.js');
}

/** CPU milliseconds (user + system) of this process's finished children, from /proc on Linux; NaN elsewhere. */
function childrenCpuMs(): number {
  try {
    // Fields after the command name: cutime and cstime are the 14th and 15th, in ticks of 10 ms.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return Number.NaN;
  }
}

type Run = { wallMs: number; cpuMs: number };

/** Wall time from spawning the process to its exit, and the CPU time it used (wall time grows with the machine's load, CPU time hardly). */
function timeRun(bin: string, args: readonly string[]): Run {
  const cpuBefore = childrenCpuMs();
  const started = performance.now();
  const run = spawnSync('node', [bin, ...args], { encoding: 'utf8' });
  const wallMs = performance.now() - started;
  if (run.status === null || run.status > 1) throw new Error(`list-validate exited ${run.status}: ${run.stderr}`);
  return { wallMs, cpuMs: childrenCpuMs() - cpuBefore };
}

/** 100 real list texts: the shared and our own fixtures, repeated. */
function writeLists(dir: string): string[] {
  const texts = LIST_DIRS.flatMap((listDir) =>
    readdirSync(listDir)
      .filter((file) => file.endsWith('.txt'))
      .map((file) => readFileSync(join(listDir, file), 'utf8')),
  );
  return Array.from({ length: LISTS_IN_ONE_CALL }, (_, i) => {
    const file = join(dir, `list-${i}.txt`);
    writeFileSync(file, texts[i % texts.length]!);
    return file;
  });
}

export default async function benchListValidate(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'scrolldex-bench-cli-'));
  try {
    const bin = await bundle(join(dir, 'bin'));
    const lists = writeLists(join(dir));
    const common = ['--json', '--data', DATA_REPO, '--cache-dir', join(dir, 'cache')];
    const cold = timeRun(bin, [...common, lists[0]!]);
    const one = Array.from({ length: WARM_RUNS }, () => timeRun(bin, [...common, lists[0]!]));
    const hundred = Array.from({ length: WARM_RUNS }, () => timeRun(bin, [...common, ...lists]));
    const figures = (name: string, runs: Run[]): Figure[] => [
      { name, value: median(runs.map((run) => run.wallMs)), unit: 'ms' },
      { name: `${name}, CPU`, value: median(runs.map((run) => run.cpuMs)), unit: 'ms' },
    ];
    return [
      ...figures('list-validate, 1 list, first run on a ref (converts and caches)', [cold]),
      ...figures('list-validate, 1 list, second run on the same ref (budget 500)', one),
      ...figures(`list-validate, ${LISTS_IN_ONE_CALL} lists in one call on a cached ref (budget 2000)`, hundred),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
