// Vitest global setup for packages whose tests read real game data but may not
// depend on the converter (the rules package depends on nothing of ours): it
// converts the shared BSData copy once per test run, through the data CLI,
// and provides the JSON file's path to the tests as `gameDataPath`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync } from 'node:fs';
import { resolve } from 'node:path';

import type { TestProject } from 'vitest/node';

import type {} from './provided-context.js';

const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');
const SHARED_DATA = resolve(PROJECT_ROOT, '../shared/bsdata/age-of-sigmar-4th');
const OUT_DIR = resolve(PROJECT_ROOT, '.cache/test-game-data');

export default function setup(project: TestProject): void {
  mkdirSync(OUT_DIR, { recursive: true });
  const out = resolve(OUT_DIR, 'main.json');
  // Written beside and renamed into place: a project (or another run) reading the file never sees half of it.
  const partial = `${out}.${process.pid}.${project.name.replace(/\W+/g, '-')}.partial`;
  execFileSync(
    process.execPath,
    ['--conditions=@scrolldex/source', '--import', 'tsx', 'apps/cli/src/data-convert.ts', '--dir', SHARED_DATA, '--out', partial],
    { cwd: PROJECT_ROOT, stdio: 'pipe', env: { ...process.env, INIT_CWD: PROJECT_ROOT } },
  );
  renameSync(partial, out);
  project.provide('gameDataPath', out);
}
