// `pnpm test:data`: makes the test data ready as a test run would (the root
// config's global setup) and says where it is: for CI, which caches it, and for
// a first check that a clone finds its game data.
import { TEST_DATA_FOLDER, TEST_DATA_REPO } from '@scrolldex/test-harness/test-data-paths';

import { prepareTestData } from './prepare-test-data.js';

const data = await prepareTestData();
console.log(`Game data from ${data.source.location} (${data.source.reason})`);
console.log(`Pinned refs: ${TEST_DATA_REPO}`);
console.log(`Main's files: ${TEST_DATA_FOLDER}`);
console.log(`Main converted: ${data.gameDataPath}`);
console.log(`Small data set: ${data.smallGameDataPath}`);
