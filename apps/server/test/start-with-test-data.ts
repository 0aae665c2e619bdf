// The server as `pnpm start` starts it (src/start-server.ts), for the browser
// tests: it serves the pinned main commit from the test data's conversion
// (SCROLLDEX_TEST_GAME_DATA, the path of that JSON file) and converts any other
// commit on its worker thread, as the real server does. Its password hashes are the route tests' cheap ones
// (TEST_SCRYPT_PARAMS): the browser tests sign up and log in often, and the server's tests check the production cost.
import { PINNED_MAIN } from '@scrolldex/test-harness/pinned-data';

import { createWorkerConverter } from '../src/game-data/worker-converter.js';
import { startServer } from '../src/start-server.js';
import { withConvertedCommit } from './converted-commit-converter.js';
import { TEST_SCRYPT_PARAMS } from './helpers.js';

const gameDataPath = process.env.SCROLLDEX_TEST_GAME_DATA;
if (!gameDataPath) throw new Error('SCROLLDEX_TEST_GAME_DATA must name the converted test data of the pinned main commit');
await startServer({ convert: withConvertedCommit(gameDataPath, PINNED_MAIN, createWorkerConverter()), passwordHashParams: TEST_SCRYPT_PARAMS });
