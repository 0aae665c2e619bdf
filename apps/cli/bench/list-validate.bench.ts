// `pnpm bench cli`: list-validate as a script runs it — the built command
// (apps/cli/dist/list-validate.js, what `pnpm list-validate` runs) in a
// process of its own — once converting the data (a cold cache), then again on
// the same ref from the cache, for one list and for 100 lists in one call; and
// `pnpm -s list-validate` itself, which checks the build first.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { median, type Figure } from '@scrolldex/bench';
import { prepareTestData } from '@scrolldex/test-data';
import { FIXTURE_LISTS_DIR } from '@scrolldex/test-harness/fixture-lists';
import { TEST_DATA_REPO } from '@scrolldex/test-harness/test-data-paths';

const APP_DIR = resolve(import.meta.dirname, '..');
const PROJECT_ROOT = resolve(APP_DIR, '../..');
const BIN = join(APP_DIR, 'dist/list-validate.js');
const LIST_DIRS = [FIXTURE_LISTS_DIR, resolve(PROJECT_ROOT, 'packages/rules/test/fixtures/lists')];
const WARM_RUNS = 5;
const LISTS_IN_ONE_CALL = 100;

/** The built command, as `pnpm list-validate` makes it: turbo builds the CLI and the packages it imports unless its cache has them. */
function buildCli(): void {
  const built = spawnSync('turbo', ['run', 'build', '--filter=@scrolldex/cli', '--output-logs=errors-only'], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  if (built.status !== 0) throw new Error(`turbo run build --filter=@scrolldex/cli failed:\n${built.stdout}${built.stderr}`);
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
function timeRun(command: string, args: readonly string[]): Run {
  const cpuBefore = childrenCpuMs();
  const started = performance.now();
  const run = spawnSync(command, args, { cwd: PROJECT_ROOT, encoding: 'utf8' });
  const wallMs = performance.now() - started;
  if (run.status === null || run.status > 1) throw new Error(`${command} ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return { wallMs, cpuMs: childrenCpuMs() - cpuBefore };
}

/** 100 real list texts: the tournament lists and our own, repeated. */
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
  await prepareTestData();
  buildCli();
  const dir = mkdtempSync(join(tmpdir(), 'scrolldex-bench-cli-'));
  try {
    const lists = writeLists(dir);
    const common = ['--json', '--data', TEST_DATA_REPO, '--cache-dir', join(dir, 'cache')];
    const cold = timeRun('node', [BIN, ...common, lists[0]!]);
    const one = Array.from({ length: WARM_RUNS }, () => timeRun('node', [BIN, ...common, lists[0]!]));
    const hundred = Array.from({ length: WARM_RUNS }, () => timeRun('node', [BIN, ...common, ...lists]));
    const figures = (name: string, runs: Run[]): Figure[] => [
      { name, value: median(runs.map((run) => run.wallMs)), unit: 'ms' },
      { name: `${name}, CPU`, value: median(runs.map((run) => run.cpuMs)), unit: 'ms' },
    ];
    // pnpm's own start and turbo's check of the build come on top of the command when it is run through pnpm.
    const pnpm = process.env.npm_execpath;
    const throughPnpm = pnpm ? Array.from({ length: WARM_RUNS }, () => timeRun(process.execPath, [pnpm, '-s', 'list-validate', ...common, lists[0]!])) : [];
    return [
      ...figures('list-validate, 1 list, first run on a ref (converts and caches)', [cold]),
      ...figures('list-validate, 1 list, second run on the same ref (target 600)', one),
      ...figures(`list-validate, ${LISTS_IN_ONE_CALL} lists in one call on a cached ref (target 1500)`, hundred),
      ...(throughPnpm.length > 0 ? figures('pnpm -s list-validate, 1 list, cached ref and build', throughPnpm) : []),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
