// The suite runs on a clone alone (with GAME_DATA_REPO set when no
// ../shared/bsdata is beside it): no test, test support file or benchmark reads
// the team's shared folder. The game data comes from the test data repository
// (tooling/test-data), the lists from tooling/test-harness/fixtures/lists.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');

/** Tests, their support files and benchmarks: whatever `pnpm test` and `pnpm bench` run besides the product's code. */
const TEST_CODE = /(\.test\.tsx?|\.e2e\.ts)$|\/(test|e2e|bench)\/.*\.tsx?$|^tooling\/test-[^/]+\/src\/.*\.ts$/;

/** What reading the shared folder looks like: its list corpus, its plain data folder. */
const READS_SHARED = [/shared\/fixtures/, /shared\/bsdata\/age-of-sigmar-4th(?!\.git)/];

/** A relative path up to a folder named shared: the web app's own src/shared, or, climbing out of the checkout, the team's. */
const CLIMBS_TO_SHARED = /((?:\.\.\/)+)shared\b/g;

/** Whether a path of `file` climbs out of the project to a folder named shared. */
function climbsOutToShared(file: string, line: string): boolean {
  return [...line.matchAll(CLIMBS_TO_SHARED)].some(([, ups]) => relative(PROJECT_ROOT, resolve(PROJECT_ROOT, dirname(file), ups!, 'shared')).startsWith('..'));
}

/** The shared repository's path may only appear in the tests of the code that looks for it there (the data location). */
const SHARED_REPO_PATH = /shared\/bsdata\/age-of-sigmar-4th\.git/;
const LOCATION_TESTS = ['apps/server/src/env/parse-config.test.ts', 'packages/bsdata/src/node/open-game-data-repo.test.ts'];

function testCodeFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: PROJECT_ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => TEST_CODE.test(file) && file !== 'tooling/test-data/src/suite-self-check.test.ts');
}

describe('the test suite', () => {
  it("tells a climb out of the project to the shared folder from one to the web app's own shared/", () => {
    expect(climbsOutToShared('apps/web/src/features/builder/unit-options/a.test.tsx', "import { x } from '../../../shared/route-search';")).toBe(false);
    expect(climbsOutToShared('apps/web/e2e/a.e2e.ts', "readFileSync('../../../../shared/fixtures/lists/a.txt')")).toBe(true);
    expect(climbsOutToShared('tooling/test-data/src/a.ts', "join(root, '../../../../shared/x')")).toBe(true);
  });

  it('reads nothing of ../shared beside the project', () => {
    const files = testCodeFiles();
    expect(files.length).toBeGreaterThan(300);
    const offending = files.flatMap((file) =>
      readFileSync(join(PROJECT_ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => {
          const reads =
            READS_SHARED.some((pattern) => pattern.test(line)) ||
            climbsOutToShared(file, line) ||
            (SHARED_REPO_PATH.test(line) && !LOCATION_TESTS.includes(file));
          return reads ? [`${file}:${index + 1}: ${line.trim()}`] : [];
        }),
    );
    expect(offending).toEqual([]);
  });
});
