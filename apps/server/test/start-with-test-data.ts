// The server as `pnpm start` starts it (src/start-server.ts), for the browser
// tests: it serves the pinned main commit from the test data's conversion
// (SCROLLDEX_TEST_GAME_DATA, the path of that JSON file), and the release the
// tests pin lists to from its conversion when SCROLLDEX_TEST_RELEASE_GAME_DATA
// names it (the run converted both before the server starts, so converting them
// again would only cost CPU), and converts any other commit on its worker thread,
// as the real server does. Its password hashes are the route tests' cheap ones
// (TEST_SCRYPT_PARAMS): the browser tests sign up and log in often, and the server's tests check the production cost.
import { PINNED_MAIN, pinnedCommit, RELEASE_FOR_TESTS } from '@scrolldex/test-harness/pinned-data';

import { createWorkerConverter } from '../src/game-data/worker-converter.js';
import { startServer } from '../src/start-server.js';
import { withConvertedCommit } from './converted-commit-converter.js';
import { TEST_SCRYPT_PARAMS } from './helpers.js';

const gameDataPath = process.env.SCROLLDEX_TEST_GAME_DATA;
if (!gameDataPath) throw new Error('SCROLLDEX_TEST_GAME_DATA must name the converted test data of the pinned main commit');
const releaseGameDataPath = process.env.SCROLLDEX_TEST_RELEASE_GAME_DATA;
const others = releaseGameDataPath
  ? withConvertedCommit(releaseGameDataPath, pinnedCommit(RELEASE_FOR_TESTS), createWorkerConverter())
  : createWorkerConverter();
await startServer({ convert: withConvertedCommit(gameDataPath, PINNED_MAIN, others), passwordHashParams: TEST_SCRYPT_PARAMS });
