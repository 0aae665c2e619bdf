// For route tests whose point is what the server serves of main, not how it
// converts: main comes from the run's conversion of it (tooling/test-data,
// the same converter), every other commit from `others`, the server's worker
// by default. A full conversion of main costs seconds of CPU per test file;
// game-data.test.ts and new-commits.test.ts still convert other commits on the
// worker, as the server does.
import type {} from '@scrolldex/test-harness/provided-context';
import { PINNED_MAIN } from '@scrolldex/test-harness/pinned-data';
import { inject } from 'vitest';

import type { Converter } from '../src/game-data/converter.js';
import { createWorkerConverter } from '../src/game-data/worker-converter.js';
import { withConvertedCommit } from './converted-commit-converter.js';

export function mainFromTestData(others: Converter = createWorkerConverter()): Converter {
  return withConvertedCommit(inject('gameDataPath'), PINNED_MAIN, others);
}
