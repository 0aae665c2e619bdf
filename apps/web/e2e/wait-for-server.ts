// Setup file of the browser test projects: each file waits, before its first test, for the server the global setup
// starts in the background (server-readiness.ts), and fails with the setup's own error when the build or start failed.
import { beforeAll, inject } from 'vitest';

import { SERVER_WAIT_MS, waitForServer } from './server-readiness.js';

beforeAll(() => waitForServer(inject('testServerState')), SERVER_WAIT_MS + 10_000);
