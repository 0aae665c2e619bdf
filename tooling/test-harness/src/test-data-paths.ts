// Where the root config's global setup (tooling/test-data) puts the game data
// the tests read, in the project's cache. Read-only for tests: a test that
// changes a repository clones it first.
import { join, resolve } from 'node:path';

import { PINNED_MAIN } from './pinned-data.js';

const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');

export const TEST_DATA_DIR = join(PROJECT_ROOT, '.cache/test-data');

/** A bare git repository holding the pinned refs (main and the battlescroll-* tags) and nothing else. */
export const TEST_DATA_REPO = join(TEST_DATA_DIR, 'age-of-sigmar-4th.git');

/** A plain folder of the pinned main commit's .cat and .gst files. */
export const TEST_DATA_FOLDER = join(TEST_DATA_DIR, `files-${PINNED_MAIN}`);

/** The converted main data under a name that does not change with the converter (a link to the cached conversion), for benchmarks. */
export const TEST_DATA_MAIN_JSON = join(TEST_DATA_DIR, 'main.json');
