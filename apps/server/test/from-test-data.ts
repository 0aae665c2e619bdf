// For route tests whose point is what the server serves of a commit, not how
// it converts it: main and the pinned release come from the run's conversions
// of them (tooling/test-data, the same converter), every other commit from
// `others`, the server's worker by default. A full conversion costs some 5 s
// of CPU per test file; new-commits.test.ts still converts a new commit on the
// worker, as the server does.
import type {} from '@scrolldex/test-harness/provided-context';
import { PINNED_MAIN, pinnedCommit, RELEASE_FOR_TESTS } from '@scrolldex/test-harness/pinned-data';
import { inject } from 'vitest';

import type { Converter } from '../src/game-data/converter.js';
import { createWorkerConverter } from '../src/game-data/worker-converter.js';
import { withConvertedCommit } from './converted-commit-converter.js';

export function fromTestData(others: Converter = createWorkerConverter()): Converter {
  const release = withConvertedCommit(inject('releaseGameDataPath'), pinnedCommit(RELEASE_FOR_TESTS), others);
  return withConvertedCommit(inject('gameDataPath'), PINNED_MAIN, release);
}
